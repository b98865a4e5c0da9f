import { type AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
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
		expect(await noticeFor(cookie, `created=${running.id}`)).toEqual({ kind: 'created', state: 'running', telegramLinked: false })
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
