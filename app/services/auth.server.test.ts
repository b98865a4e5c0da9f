import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getUser, isForeignOrigin, requireApiUser, requireUser } from '#app/services/auth.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { eq } from 'drizzle-orm'
import { parseConfig } from '#core/config.ts'
import { sessions } from '#core/db/schema.ts'
import { cookieValue } from '#tests/support/browser.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAccount, sessionCookieFor } from '#tests/support/session.ts'

/**
 * The request guards the routes share (app/services), called directly against a real database:
 * what they answer, and in which language. (They sit here because the Express host's origin
 * rule in server/app.ts is built on `isForeignOrigin`.)
 */
let database: TestDatabase
let context: { db: TestDatabase['db']; config: ReturnType<typeof parseConfig> }

beforeAll(async () => {
	database = await createTestDatabase()
	context = { db: database.db, config: parseConfig({ NODE_ENV: 'test' }) }
})
afterAll(() => database.destroy())

async function thrown(run: () => Promise<unknown> | unknown): Promise<Response> {
	try {
		await run()
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
	throw new Error('expected a Response to be thrown')
}

async function messageOf(response: Response) {
	return ((await response.json()) as { message: string }).message
}

describe('requireApiUser', () => {
	test('anonymous: 401 in the language of the cookie, else Accept-Language, else English', async () => {
		const cases: Array<[Record<string, string>, string]> = [
			[{}, 'Please log in to continue.'],
			[{ 'Accept-Language': 'es-ES,es;q=0.9' }, 'Inicie sesión para continuar.'],
			[{ 'Accept-Language': 'es', Cookie: `language=${cookieValue('de')}` }, 'Bitte melden Sie sich an, um fortzufahren.'],
		]
		for (const [headers, message] of cases) {
			const response = await thrown(() => requireApiUser(new Request('http://localhost/api/x', { headers }), context))
			expect(response.status).toBe(401)
			expect(await messageOf(response)).toBe(message)
		}
	})

	test('unverified: 403 with a translated message, unless allowed', async () => {
		const { user } = await seedAccount(database.db, { verified: false })
		const cookie = `__session=${await sessionCookieFor(database.db, user.id)}`
		const request = (language: string) =>
			new Request('http://localhost/api/x', { headers: { Cookie: cookie, 'Accept-Language': language } })
		const english = await thrown(() => requireApiUser(request('en'), context))
		expect(english.status).toBe(403)
		expect(await messageOf(english)).toBe('Please verify your e-mail address first.')
		const italian = await thrown(() => requireApiUser(request('it'), context))
		expect(await messageOf(italian)).toBe('Conferma prima il tuo indirizzo e-mail.')
		expect((await requireApiUser(request('en'), context, { allowUnverified: true })).id).toBe(user.id)
	})

	test('verified: the user', async () => {
		const { user } = await seedAccount(database.db)
		const cookie = `__session=${await sessionCookieFor(database.db, user.id)}`
		const found = await requireApiUser(new Request('http://localhost/api/x', { headers: { Cookie: cookie } }), context)
		expect(found).toMatchObject({ id: user.id, email: user.email, hasPassword: true, hasGoogle: false })
	})
})

describe('requireUser', () => {
	test('an unverified user goes to /verify-email with the path, only when that path is safe', async () => {
		const { user } = await seedAccount(database.db, { verified: false })
		const headers = { Cookie: `__session=${await sessionCookieFor(database.db, user.id)}` }
		const target = async (url: string) =>
			(await thrown(() => requireUser(new Request(url, { headers }), context))).headers.get('Location')
		expect(await target('http://localhost/dashboard?tab=alerts')).toBe('/verify-email?redirect=%2Fdashboard%3Ftab%3Dalerts')
		// A path that would read as another host when used as a redirect is dropped.
		expect(await target('http://localhost//evil.example/dashboard')).toBe('/verify-email')
		expect(await target('http://localhost/\\evil.example')).toBe('/verify-email')
	})
})

describe('getUser', () => {
	test("a request's loaders share one read of the session and user; an action and the next request read afresh", async () => {
		const { user } = await seedAccount(database.db)
		const sid = await sessionCookieFor(database.db, user.id)
		const headers = { Cookie: `__session=${sid}` }
		const thisRequest = { ...context, perRequest: new Map<symbol, unknown>() }
		expect((await getUser(new Request('http://localhost/dashboard', { headers }), thisRequest))?.id).toBe(user.id)
		await database.db.delete(sessions).where(eq(sessions.userId, user.id))
		// The root's loader and the page's each get a Request of their own, and one context.
		expect((await getUser(new Request('http://localhost/dashboard', { headers }), thisRequest))?.id).toBe(user.id)
		expect(await getUser(new Request('http://localhost/dashboard', { method: 'POST', headers }), thisRequest)).toBeNull()
		expect(await getUser(new Request('http://localhost/dashboard', { headers }), { ...context, perRequest: new Map() })).toBeNull()
		expect(await getUser(new Request('http://localhost/dashboard', { headers }), context)).toBeNull()
	})
})

describe('readJsonBody', () => {
	const post = (body: string, headers: Record<string, string>) =>
		new Request('http://localhost/api/x', { method: 'POST', body, headers })

	test('the body, when it is JSON', async () => {
		expect(await readJsonBody(post('{"a":[1]}', { 'Content-Type': 'application/json; charset=utf-8' }))).toEqual({ a: [1] })
	})

	test('400 with a translated message for a wrong type or malformed JSON', async () => {
		const wrongType = await thrown(() => readJsonBody(post('a=1', { 'Content-Type': 'application/x-www-form-urlencoded' })))
		expect(wrongType.status).toBe(400)
		expect(await messageOf(wrongType)).toBe('Send a JSON body with Content-Type: application/json.')
		const malformed = await thrown(() => readJsonBody(post('{"a":', { 'Content-Type': 'application/json' })))
		expect(malformed.status).toBe(400)
		expect(await messageOf(malformed)).toBe('The request body is not valid JSON.')
		const french = await thrown(() =>
			readJsonBody(post('{"a":', { 'Content-Type': 'application/json', 'Accept-Language': 'fr' })),
		)
		expect(await messageOf(french)).toBe("Le corps de la requête n'est pas un JSON valide.")
	})

	test('400 saying how deep a body may nest, never a 500, from 65 levels to the half million that fit in 1 MB', async () => {
		const json = { 'Content-Type': 'application/json' }
		const lists = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
		expect(await readJsonBody(post(lists(64), json))).toBeInstanceOf(Array)
		for (const body of [lists(65), lists(3_000), lists(100_000), lists(500_000), '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)]) {
			const deep = await thrown(() => readJsonBody(post(body, json)))
			expect(deep.status, `${body.length} characters`).toBe(400)
			expect(await messageOf(deep)).toBe('The request nests lists or objects more than 64 levels deep. Please send the data with fewer levels, then try again.')
		}
		const german = await thrown(() => readJsonBody(post(lists(3_000), { ...json, 'Accept-Language': 'de' })))
		expect(await messageOf(german)).toContain('mehr als 64 Ebenen')
		// Unbalanced, a deep body is just not JSON.
		expect(await messageOf(await thrown(() => readJsonBody(post('['.repeat(100_000), json))))).toBe('The request body is not valid JSON.')
	})
})

describe('isForeignOrigin', () => {
	test.each([
		[null, false],
		['null', false],
		['http://localhost:3000', false],
		['https://cars.example', false],
		['http://localhost:3001', true],
		['https://localhost:3000', true],
		['https://evil.example', true],
		['garbage', true],
	])('Origin %s → foreign %s', (origin, foreign) => {
		expect(isForeignOrigin(origin, 'http://localhost:3000/login', 'https://cars.example/')).toBe(foreign)
	})
})
