import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { occupiedSlots } from '#core/capacity.ts'
import { firstLoginDelaySeconds, freeLoginFailures, maxLoginDelaySeconds } from '#core/auth/login.ts'
import { rateLimits } from '#core/limits.ts'
import { inviteFromWaitlist } from '#core/models/waitlist.ts'
import { type AppServer, startAppServer } from './support/app-server.ts'
import { freshClientIp } from './support/browser.ts'
import { clearOfWindowEnd } from './support/rate-windows.ts'
import { createTestDatabase, type TestDatabase } from './support/database.ts'
import { seedAccount } from './support/session.ts'
import { startSmtpServer } from './support/smtp.ts'

/**
 * The abuse paths, tried from outside against the built server: limits must slow down the one
 * who abuses them and never lock out the person abused.
 */
let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let proxied: AppServer
let direct: AppServer

beforeAll(async () => {
	database = await createTestDatabase()
	smtp = await startSmtpServer()
	proxied = await startAppServer({ databaseUrl: database.url, env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' } })
	direct = await startAppServer({ databaseUrl: database.url, env: { SMTP_URL: smtp.url, TRUST_PROXY: '0' } })
})

afterAll(async () => {
	await proxied?.stop()
	await direct?.stop()
	await smtp?.close()
	await database?.destroy()
})

function post(server: AppServer, path: string, body: unknown, headers: Record<string, string> = {}) {
	return fetch(`${server.url}${path}`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/json', Origin: server.url, ...headers },
		body: JSON.stringify(body),
	})
}

const login = (server: AppServer, email: string, password: string, ip: string) =>
	post(server, '/api/auth/login', { email, password }, { 'X-Forwarded-For': ip })

let counter = 0
function uniqueName(prefix: string) {
	counter += 1
	return `${prefix}${counter}${Date.now().toString(36)}`.slice(0, 20)
}

describe('login throttling', () => {
	test('a stranger on client A cannot lock the owner out on client B', async () => {
		const { user, password } = await seedAccount(database.db)
		const stranger = freshClientIp()
		const statuses: number[] = []
		// Guess on until the pair's wait is long. A short one can end while the right password is on
		// its way: a slow machine (CI) once spent the whole first second's wait hashing, and the right
		// password passed. Every guess counts, a refused one too, and one let through sets a wait of
		// 2^(failures − free) s, so however slow the machine only a handful get through (401) before
		// the wait is long: the loop is bounded by those, not by how many refusals a fast machine
		// meets meanwhile. A short wait is asked about a few times, not every 100 ms, so the client's
		// own hourly ceiling is never what refuses.
		const grantedAtMost = freeLoginFailures + Math.ceil(Math.log2(maxLoginDelaySeconds / firstLoginDelaySeconds)) + 1
		let wait = 0
		while (wait < 20 && statuses.filter((status) => status === 401).length <= grantedAtMost) {
			const response = await login(proxied, user.email, 'wrong-password', stranger)
			statuses.push(response.status)
			if (response.status === 429) wait = Number(response.headers.get('Retry-After'))
			if (wait < 20) await new Promise((resolve) => setTimeout(resolve, response.status === 429 ? Math.max(100, wait * 250) : 100))
		}
		expect(statuses.slice(0, freeLoginFailures)).toEqual(Array(freeLoginFailures).fill(401))
		expect(statuses.length).toBeLessThan(rateLimits.loginClient.max)
		expect(wait).toBeGreaterThanOrEqual(20)
		const refused = await login(proxied, user.email, password, stranger)
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect((await refused.json()).message).toMatch(/^Too many failed attempts\. Please try again in \d+ (seconds?|minutes)\.$/)

		const owner = await login(proxied, user.email, password, freshClientIp())
		expect(owner.status).toBe(200)
	})

	test('20 parallel wrong passwords from one client count 20 failures and get no more than the free tries', async () => {
		const { user } = await seedAccount(database.db)
		const ip = freshClientIp()
		const started = Date.now()
		const responses = await Promise.all(Array.from({ length: 20 }, () => login(proxied, user.email, 'wrong-password', ip)))
		const seconds = (Date.now() - started) / 1000
		const statuses = responses.map((response) => response.status)
		// The waits after the free tries are 1 s, 2 s, 4 s…: k more tries need 2^k − 1 s to pass, so a
		// machine slow enough to spread the twenty over that long rightly lets those through.
		const waitsElapsed = Math.floor(Math.log2(seconds + 1))
		expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(freeLoginFailures + waitsElapsed)
		expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
		const { rows } = await database.pool.query('select failures from login_throttles where email = $1 and client = $2', [user.email, ip])
		expect(rows[0].failures).toBe(20)
	})

	test('without TRUST_PROXY, X-Forwarded-For is ignored: invented addresses are one client', async () => {
		const { user, password } = await seedAccount(database.db)
		const statuses: number[] = []
		// Separate clients would each get their free tries, and never a 429. One client meets a wait
		// after its free tries, and the try after those is refused unless its password check alone
		// outlasted the first, one-second wait: so guess until refused.
		while (!statuses.includes(429) && statuses.length < 3 * freeLoginFailures) {
			statuses.push((await login(direct, user.email, 'wrong-password', freshClientIp())).status)
		}
		expect(statuses.slice(0, freeLoginFailures)).toEqual(Array(freeLoginFailures).fill(401))
		expect(statuses.at(-1)).toBe(429)
		// The same forged headers behind a trusted proxy are separate clients.
		expect((await login(proxied, user.email, password, freshClientIp())).status).toBe(200)
	})
})

describe('sign-ups', () => {
	test('a waitlist flood from one address is throttled and unconfirmed entries hold no place', async () => {
		await clearOfWindowEnd('waitlist')
		const ip = freshClientIp()
		const statuses: number[] = []
		let refusal = ''
		for (let i = 0; i < 27; i += 1) {
			const response = await post(
				proxied,
				'/api/waitlist',
				{ firstName: 'Fake', lastName: 'Person', email: `flood${i}-${Date.now()}@example.com` },
				{ 'X-Forwarded-For': ip, 'Accept-Language': 'de' },
			)
			statuses.push(response.status)
			if (response.status === 429) refusal = (await response.json()).message
		}
		expect(statuses.filter((status) => status === 201)).toHaveLength(rateLimits.waitlist.max)
		expect(statuses.filter((status) => status === 429)).toHaveLength(27 - rateLimits.waitlist.max)
		expect(refusal).toMatch(/^Zu viele Anmeldungen aus Ihrem Netzwerk\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/)

		const { rows } = await database.pool.query('select count(*)::int as n from waitlist_entries where confirmed_at is not null')
		expect(rows[0].n).toBe(0)
		const config = parseConfig({ NODE_ENV: 'test', SUBSCRIBER_CAPACITY: '30' })
		expect(await inviteFromWaitlist(database.db, config)).toEqual([])
		expect(await occupiedSlots(database.db)).toBe(0)

		// The mailed link confirms the entry, which then gets its invitation.
		const [first] = smtp.received.filter((mail) => mail.to.some((address) => address.startsWith('flood0-')))
		const link = /https?:\/\/\S+\/waitlist\/confirm\?token=[\w%-]+/.exec(first?.text ?? '')?.[0]
		expect(link).toBeDefined()
		const token = decodeURIComponent(new URL(link!).searchParams.get('token')!)
		const confirmed = await fetch(`${proxied.url}/waitlist/confirm?token=${encodeURIComponent(token)}`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: proxied.url },
			body: new URLSearchParams({ token }),
		})
		expect(confirmed.status).toBe(200)
		expect(await inviteFromWaitlist(database.db, config)).toHaveLength(1)
	})

	test('the waitlist page says why it refused, in the visitor language, without JavaScript', async () => {
		await clearOfWindowEnd('waitlist')
		const ip = freshClientIp()
		const join = (i: number) =>
			fetch(`${proxied.url}/waitlist`, {
				method: 'POST',
				redirect: 'manual',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					Origin: proxied.url,
					'X-Forwarded-For': ip,
					'Accept-Language': 'fr',
					Accept: 'text/html',
				},
				body: new URLSearchParams({ firstName: 'Fake', lastName: 'Person', email: `page${i}-${Date.now()}@example.com` }),
			})
		for (let i = 0; i < rateLimits.waitlist.max; i += 1) expect((await join(i)).status).toBe(200)
		const refused = await join(99)
		expect(refused.status).toBe(429)
		expect(await refused.text()).toMatch(/Trop d’inscriptions depuis votre réseau\. Veuillez réessayer dans \d+ minutes\./)
	})

	test('registration is limited per client address, and without TRUST_PROXY forged addresses do not help', async () => {
		await clearOfWindowEnd('register')
		const register = (server: AppServer, ip: string) => {
			const name = uniqueName('flood')
			return post(
				server,
				'/api/auth/register',
				{ firstName: 'Ana', lastName: 'Novak', username: name, email: `${name.toLowerCase()}@example.com`, password: 'secret-password' },
				{ 'X-Forwarded-For': ip },
			)
		}
		const statuses: number[] = []
		for (let i = 0; i <= rateLimits.register.max; i += 1) statuses.push((await register(direct, freshClientIp())).status)
		expect(statuses.slice(0, rateLimits.register.max)).toEqual(Array(rateLimits.register.max).fill(201))
		const refused = await register(direct, freshClientIp())
		expect(refused.status).toBe(429)
		expect((await refused.json()).message).toMatch(/^Too many sign-ups from your network\. Please try again in \d+ minutes\.$/)
	})
})

describe('the register form', () => {
	test('answers the sixth sign-up of the hour from one address with the wait, in its alert', async () => {
		await clearOfWindowEnd('register')
		const ip = freshClientIp()
		const submit = () => {
			const name = uniqueName('form')
			return fetch(`${proxied.url}/register`, {
				method: 'POST',
				redirect: 'manual',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: proxied.url, 'X-Forwarded-For': ip, Accept: 'text/html' },
				body: new URLSearchParams({
					firstName: 'Ana',
					lastName: 'Novak',
					username: name,
					email: `${name.toLowerCase()}@example.com`,
					password: 'secret-password',
					confirmPassword: 'secret-password',
					acceptTerms: 'on',
				}),
			})
		}
		for (let i = 0; i < rateLimits.register.max; i += 1) expect((await submit()).status).toBe(302)
		const refused = await submit()
		expect(refused.status).toBe(429)
		expect(await refused.text()).toMatch(/role="alert"[^>]*>.*Too many sign-ups from your network\. Please try again in \d+ minutes\./s)
	})
})

describe('verification codes', () => {
	test('the change-email loop can neither guess without limit nor send without limit', async () => {
		await clearOfWindowEnd('verifyCodeSent')
		const name = uniqueName('loop')
		const ip = freshClientIp()
		const registered = await post(
			proxied,
			'/api/auth/register',
			{ firstName: 'Ana', lastName: 'Novak', username: name, email: `${name.toLowerCase()}@example.com`, password: 'secret-password' },
			{ 'X-Forwarded-For': ip },
		)
		expect(registered.status).toBe(201)
		const cookie = registered.headers.getSetCookie().find((header) => header.startsWith('__session='))!.split(';')[0]!
		const asUser = (path: string, body: unknown) => post(proxied, path, body, { Cookie: cookie, 'X-Forwarded-For': ip })

		const before = smtp.received.length
		const statuses: number[] = []
		let wrongAnswers = 0
		for (let round = 0; round < 10; round += 1) {
			const victim = `victim${round}-${name.toLowerCase()}@example.com`
			const changed = await asUser('/api/auth/change-email', { newEmail: victim })
			statuses.push(changed.status)
			if (changed.status === 429) {
				expect(Number(changed.headers.get('Retry-After'))).toBeGreaterThan(0)
				expect((await changed.json()).message).toMatch(
					/^Too many codes were sent for this account\. You can ask for a new one in \d+ minutes\.$/,
				)
			}
			for (let guess = 0; guess < 8; guess += 1) {
				const answer = await asUser('/api/auth/verify-code', { code: String(100000 + round * 10 + guess) })
				if (answer.status === 400) {
					const { message } = await answer.json()
					if (message === 'This code is not valid. Please check it or ask for a new one.') wrongAnswers += 1
				}
			}
		}
		// Registration sent the first code of the hour; four changes may follow, then none.
		expect(statuses.filter((status) => status === 200)).toHaveLength(rateLimits.verifyCodeSent.max - 1)
		expect(statuses.filter((status) => status === 429)).toHaveLength(10 - (rateLimits.verifyCodeSent.max - 1))
		const resend = await asUser('/api/auth/resend-code', {})
		expect(resend.status).toBe(429)
		// Every code allows four wrong answers before the fifth locks it: 5 codes, at most 25 guesses.
		expect(wrongAnswers).toBeLessThanOrEqual(rateLimits.verifyCodeSent.max * 5)
		await new Promise((resolve) => setTimeout(resolve, 300))
		expect(smtp.received.length - before).toBe(rateLimits.verifyCodeSent.max - 1)

		// The verification page, without JavaScript, says the same under the form that met the limit.
		const page = await fetch(`${proxied.url}/verify-email`, {
			method: 'POST',
			redirect: 'manual',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Origin: proxied.url,
				Cookie: cookie,
				'X-Forwarded-For': ip,
				Accept: 'text/html',
			},
			body: new URLSearchParams({ intent: 'change-email', newEmail: `last-${name.toLowerCase()}@example.com` }),
		})
		expect(page.status).toBe(429)
		expect(await page.text()).toMatch(/data-testid="code-limit".*?>Too many codes were sent for this account\. You can ask for a new one in \d+ minutes\./s)
	})
})
