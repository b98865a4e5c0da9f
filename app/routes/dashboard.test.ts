import { type AppLoadContext } from '@remix-run/node'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { alertSites, feeds } from '#core/db/schema.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { testLoadContext } from '#tests/support/load-context.ts'
import { seedAlert } from '#tests/support/seed.ts'
import { seedAccount, sessionCookieFor } from '#tests/support/session.ts'
import { loader } from './dashboard.tsx'

/**
 * The dashboard's loader called directly, as Remix calls it, for the branches of the notice a
 * redirect names in the query string (docs/decisions/033-notices-in-query-strings.md). The
 * journeys in tests/alerts-dashboard.test.ts show each notice in a browser; these pin down which
 * one a given alert state gives, and that another user's id gives none.
 */

let database: TestDatabase
let context: AppLoadContext

beforeAll(async () => {
	database = await createTestDatabase()
	context = testLoadContext(database.db)
})
afterAll(() => database.destroy())

async function signedIn() {
	const { user } = await seedAccount(database.db)
	return { user, cookie: `__session=${await sessionCookieFor(database.db, user.id)}` }
}

async function noticeFor(cookie: string, query: string) {
	const request = new Request(`http://carwatch.test/dashboard?${query}`, { headers: { Cookie: cookie } })
	const data = await loader({ request, context, params: {} })
	return data.notice
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

describe('the notice a redirect asks for', () => {
	test('created: worded for the state the alert is in now', async () => {
		const { user, cookie } = await signedIn()
		const pending = await seedAlert(database.db, user.id, 'pending_payment')
		const running = await seedAlert(database.db, user.id, 'active', { currentPeriodEnd: inDays(20) })
		const paused = await seedAlert(database.db, user.id, 'paused', { currentPeriodEnd: inDays(20) })
		expect(await noticeFor(cookie, `created=${pending.id}`)).toEqual({ kind: 'created', state: 'pending', telegramLinked: false })
		expect(await noticeFor(cookie, `created=${running.id}`)).toMatchObject({ kind: 'created', state: 'running', telegramLinked: false, check: { first: true, frequency: 'hourly' } })
		expect(await noticeFor(cookie, `created=${paused.id}`)).toEqual({ kind: 'created', state: 'paused', telegramLinked: false })
	})

	test('updated: "from the next period" only while a price change of a paid alert waits', async () => {
		const { user, cookie } = await signedIn()
		const now = await seedAlert(database.db, user.id, 'active', { currentPeriodEnd: inDays(20) })
		const waiting = await seedAlert(database.db, user.id, 'active', {
			currentPeriodEnd: inDays(20),
			pendingChange: { criteria: { brand: 'bmw' }, price: 1498 },
		})
		expect(await noticeFor(cookie, `updated=${now.id}`)).toEqual({ kind: 'updated', nextPeriod: false })
		expect(await noticeFor(cookie, `updated=${waiting.id}`)).toEqual({ kind: 'updated', nextPeriod: true })
	})

	test('cancelled: ended at once, or running until the paid period ends', async () => {
		const { user, cookie } = await signedIn()
		const ended = await seedAlert(database.db, user.id, 'ended', { endedAt: new Date() })
		const cancelling = await seedAlert(database.db, user.id, 'cancelling', { currentPeriodEnd: new Date('2031-07-20T08:00:00Z') })
		expect(await noticeFor(cookie, `cancelled=${ended.id}`)).toEqual({ kind: 'cancelled', until: null })
		expect(await noticeFor(cookie, `cancelled=${cancelling.id}`)).toEqual({ kind: 'cancelled', until: 'July 20, 2031' })
	})

	test('kept: only while the alert runs again; cancelled once more, no notice', async () => {
		const { user, cookie } = await signedIn()
		const kept = await seedAlert(database.db, user.id, 'active', { currentPeriodEnd: new Date('2031-07-20T08:00:00Z') })
		const cancelledAgain = await seedAlert(database.db, user.id, 'cancelling', { currentPeriodEnd: inDays(20) })
		expect(await noticeFor(cookie, `kept=${kept.id}`)).toEqual({ kind: 'kept', renewsOn: 'July 20, 2031' })
		expect(await noticeFor(cookie, `kept=${cancelledAgain.id}`)).toBeNull()
	})

	test('another user\'s alert, an unknown id and a malformed one give no notice', async () => {
		const { cookie } = await signedIn()
		const { user: other } = await signedIn()
		const theirs = await seedAlert(database.db, other.id, 'ended', { endedAt: new Date() })
		for (const query of [`cancelled=${theirs.id}`, `created=${theirs.id}`, 'updated=00000000-0000-4000-8000-000000000000', "cancelled=not-an-id'--"]) {
			expect(await noticeFor(cookie, query), query).toBeNull()
		}
	})
})

describe('when the checks are, on the buyer\'s clock (docs/decisions/052)', () => {
	/** The wall-clock minute a check at `moment` shows, in German and in Berlin: rounded up to the minute. */
	const berlin = (moment: number) => new Intl.DateTimeFormat('de', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(new Date(Math.ceil(moment / 60_000) * 60_000))
	const inGerman = async (cookie: string, query: string) => {
		const request = new Request(`http://carwatch.test/dashboard?${query}`, { headers: { Cookie: cookie, 'Accept-Language': 'de' } })
		return loader({ request, context, params: {} })
	}

	test('a new alert\'s first check is the next crawl of the feed it reads; none yet, within the minute; once checked, its next check', async () => {
		const { user, cookie } = await signedIn()
		const base = { currentPeriodEnd: inDays(20), timeZone: 'Europe/Berlin', brand: 'skoda', model: 'octavia', updateFrequency: '30min' } as const
		// Another buyer's Škodas on mobile.de are crawled every hour; the next crawl is 37 minutes away.
		const due = Date.now() + 37 * 60_000
		const [brandFeed] = await database.db.insert(feeds).values({ siteId: 'mobile.de', scope: 'skoda', nextCrawlAt: new Date(due) }).returning()
		const joining = await seedAlert(database.db, user.id, 'active', { ...base, websitesSelected: ['mobile.de'] })
		// Attached already to avto.net's site-wide feed, crawled in 12 minutes; its other site waits longer.
		const soon = Date.now() + 12 * 60_000
		const [siteWide] = await database.db.insert(feeds).values({ siteId: 'avto.net', scope: '*', nextCrawlAt: new Date(soon) }).returning()
		const attached = await seedAlert(database.db, user.id, 'active', { ...base, websitesSelected: ['mobile.de', 'avto.net'] })
		await database.db.insert(alertSites).values({ subscriptionId: attached.id, siteId: 'avto.net', feedId: siteWide!.id })
		// A site nobody reads yet: its feed is made and crawled at the next dispatch.
		const fresh = await seedAlert(database.db, user.id, 'active', { ...base, websitesSelected: ['olx.ro'] })
		const checked = await seedAlert(database.db, user.id, 'active', { ...base, lastCheckedAt: new Date(), nextCheckAt: new Date(Date.now() + 20 * 60_000) })

		const joined = await inGerman(cookie, `created=${joining.id}`)
		expect(joined.notice).toEqual({ kind: 'created', state: 'running', telegramLinked: false, check: { time: expect.stringContaining(berlin(due)), first: true, frequency: '30min' } })
		// The time on the buyer's clock with its zone; the day is named too when the check falls on
		// another day in Berlin (a run shortly before midnight there).
		expect(joined.notice && 'check' in joined.notice && joined.notice.check?.time).toMatch(/(^|, )\d\d:\d\d MES?Z$/)
		expect((await inGerman(cookie, `created=${attached.id}`)).notice).toMatchObject({ check: { time: expect.stringContaining(berlin(soon)), first: true } })
		const now = Date.now()
		const freshTime = (await inGerman(cookie, `created=${fresh.id}`)).notice
		expect([berlin(now + 15_000), berlin(now + 75_000)]).toContain((freshTime as { check: { time: string } }).check.time.slice(0, 5))
		const data = await inGerman(cookie, `created=${checked.id}`)
		expect(data.notice).toMatchObject({ check: { time: expect.stringContaining(berlin(checked.nextCheckAt!.getTime())), first: false, frequency: '30min' } })
		// The cards say the same, on the same clock.
		const cards = new Map(data.alerts.map((alert) => [alert.id, alert.nextCheckText]))
		expect(cards.get(joining.id)).toContain(berlin(due))
		expect(cards.get(attached.id)).toContain(berlin(soon))
		expect(cards.get(checked.id)).toContain(berlin(checked.nextCheckAt!.getTime()))
		await database.db.delete(feeds).where(inArray(feeds.id, [brandFeed!.id, siteWide!.id]))
	})
})

test('without a session the loader sends the visitor to the login, back to the dashboard after', async () => {
	const request = new Request('http://carwatch.test/dashboard?tab=billing')
	const answer = await loader({ request, context, params: {} }).catch((thrown: unknown) => thrown)
	expect(answer).toBeInstanceOf(Response)
	const response = answer as Response
	expect(response.status).toBe(302)
	const location = new URL(response.headers.get('Location')!, 'http://carwatch.test')
	expect(location.pathname).toBe('/login')
	expect(location.searchParams.get('redirect')).toBe('/dashboard?tab=billing')
})
