import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { subscriptionStats } from '#core/capacity.ts'
import { subscriptions, users } from '#core/db/schema.ts'
import { type AlertJson } from '#core/models/alert-json.ts'
import alertTexts from '#core/i18n/locales/en/alerts.ts'
import { type AppServer, startAppServer } from './support/app-server.ts'
import { cookieValue } from './support/browser.ts'
import { createTestDatabase, type TestDatabase } from './support/database.ts'
import { seedAlert, seedUser } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

const capacity = 40
let database: TestDatabase
let server: AppServer

beforeAll(async () => {
	database = await createTestDatabase()
	server = await startAppServer({ databaseUrl: database.url, env: { SUBSCRIBER_CAPACITY: String(capacity) } })
})

afterAll(async () => {
	await server?.stop()
	await database?.destroy()
})

/** A verified user and the Cookie header of a fresh session of theirs (plus a UI language). */
async function signedIn(options: { language?: string; verified?: boolean } = {}) {
	const { user } = await seedAccount(database.db, { verified: options.verified })
	const cookies = [`__session=${await sessionCookieFor(database.db, user.id)}`]
	if (options.language) cookies.push(`language=${cookieValue(options.language)}`)
	return { user, cookie: cookies.join('; ') }
}

function call(method: string, path: string, options: { cookie?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}) {
	const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
	return fetch(`${server.url}${path}`, {
		method,
		headers: {
			...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
			// A browser names the page a write comes from; the host refuses a cookie without it.
			...(options.cookie ? { Cookie: options.cookie, Origin: server.url } : {}),
			...options.headers,
		},
		body,
		redirect: 'manual',
	})
}

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
	expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
	return (await response.json()) as T
}

/** The wizard's body (docs/product/spec.md §7), with the fields the server must ignore. */
function alertBody(overrides: Record<string, unknown> = {}) {
	return {
		userId: '00000000-0000-0000-0000-000000000000',
		price: 1,
		mileageMin: 20000,
		websitesSelected: ['mobile.de', 'olx.ro'],
		facebookMarketplaceUrl: null,
		updateFrequency: 'hourly',
		brand: 'volkswagen',
		model: 'golf',
		fuelType: 'diesel',
		yearMin: 2015,
		yearMax: 2022,
		mileageMax: 150000,
		priceMin: 5000,
		priceMax: 15000,
		telegramUsername: 'car_buyer',
		notificationLanguage: 'de',
		...overrides,
	}
}

async function alertsOf(userId: string) {
	return database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
}

async function alertRow(id: string) {
	const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, id))
	return row!
}

async function totalAlerts() {
	const [row] = await database.db.select({ value: count() }).from(subscriptions)
	return row!.value
}

describe('the whole life of an alert through the API', () => {
	test('create, list, read, edit, pause, refuse pause with a price change, cancel', async () => {
		const { user, cookie } = await signedIn()
		const other = await seedUser(database.db)

		const created = await call('POST', '/api/subscriptions', { cookie, body: alertBody({ userId: other.id }) })
		expect(created.status).toBe(201)
		const alert = await json<AlertJson>(created)
		expect(alert).toMatchObject({
			websitesSelected: ['mobile.de', 'olx.ro'],
			facebookMarketplaceUrl: null,
			updateFrequency: 'hourly',
			brand: 'volkswagen',
			model: 'golf',
			fuelType: 'diesel',
			sellerType: 'any',
			yearMin: 2015,
			yearMax: 2022,
			mileageMin: null,
			mileageMax: 150000,
			priceMin: 5000,
			priceMax: 15000,
			telegramUsername: 'car_buyer',
			notificationLanguage: 'de',
			// $9.99 + one more site $4.99: the client's price of 1 is ignored.
			price: 1498,
			status: 'pending_payment',
			pendingChange: null,
			currentPeriodEnd: null,
			lastCheckedAt: null,
			listingsFound: 0,
		})
		expect(Object.keys(alert)).not.toContain('userId')
		expect(Object.keys(alert)).not.toContain('stripeSubscriptionId')
		// Identity came from the session, not from the body.
		expect((await alertRow(alert.id)).userId).toBe(user.id)
		expect(await alertsOf(other.id)).toEqual([])

		const listed = await call('GET', '/api/subscriptions', { cookie })
		expect(listed.status).toBe(200)
		expect(listed.headers.get('Cache-Control')).toContain('no-store')
		expect(await json(listed)).toEqual([alert])
		const read = await call('GET', `/api/subscriptions/${alert.id}`, { cookie })
		expect(read.status).toBe(200)
		expect(await json(read)).toEqual(alert)

		// Before the first payment any change applies at once, the price with it.
		const edited = await call('PUT', `/api/subscriptions/${alert.id}`, {
			cookie,
			body: alertBody({ websitesSelected: ['mobile.de'], brand: 'bmw', model: 'all', sellerType: 'private', price: 99999, status: 'active' }),
		})
		expect(edited.status).toBe(200)
		expect(await json(edited)).toMatchObject({ id: alert.id, price: 999, brand: 'bmw', model: 'all', sellerType: 'private', status: 'pending_payment' })

		// Billing has taken the first payment.
		await database.db
			.update(subscriptions)
			.set({ status: 'active', reservedUntil: null, currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) })
			.where(eq(subscriptions.id, alert.id))

		const priceChange = await call('PUT', `/api/subscriptions/${alert.id}`, {
			cookie,
			body: alertBody({ websitesSelected: ['mobile.de', 'autoscout24.de'], brand: 'bmw', model: 'all', mileageMax: 90000, status: 'active' }),
		})
		expect(priceChange.status).toBe(200)
		const waiting = await json<AlertJson>(priceChange)
		expect(waiting).toMatchObject({ price: 999, websitesSelected: ['mobile.de'], status: 'active' })
		expect(waiting.pendingChange).toMatchObject({ price: 1498, websitesSelected: ['mobile.de', 'autoscout24.de'] })

		// The other criteria of a price change apply at once; only the websites and frequency wait.
		expect(waiting).toMatchObject({ mileageMax: 90000 })
		expect(waiting.pendingChange).toMatchObject({ mileageMax: 90000 })

		// A pause with a price change asks what becomes of the change (docs/decisions/053).
		const before = await alertRow(alert.id)
		const threeSites = { websitesSelected: ['mobile.de', 'autoscout24.de', 'olx.ro'], brand: 'bmw', model: 'all', status: 'paused' }
		const pauseAndPrice = await call('PUT', `/api/subscriptions/${alert.id}`, { cookie, body: alertBody(threeSites) })
		expect(pauseAndPrice.status).toBe(409)
		expect(await json(pauseAndPrice)).toEqual({
			title: 'Keep or drop your price change?',
			message: 'You are pausing this alert and changing its price. Send priceChange: "keep" to keep the price change for when you resume, or "drop" to drop it.',
		})
		const unclear = await call('PUT', `/api/subscriptions/${alert.id}`, { cookie, body: alertBody({ ...threeSites, priceChange: 'later' }) })
		expect(unclear.status).toBe(400)
		expect(await json(unclear)).toMatchObject({ errors: [{ field: 'priceChange', message: 'priceChange must be "keep" or "drop".' }] })
		expect(await alertRow(alert.id)).toEqual(before)

		const keptPause = await call('PUT', `/api/subscriptions/${alert.id}`, {
			cookie,
			body: alertBody({ ...threeSites, telegramUsername: 'paused_buyer', priceChange: 'keep' }),
		})
		expect(keptPause.status).toBe(200)
		const kept = await json<AlertJson>(keptPause)
		expect(kept).toMatchObject({ status: 'paused', price: 999, websitesSelected: ['mobile.de'], telegramUsername: 'paused_buyer' })
		expect(kept.pendingChange).toMatchObject({ price: 1997, websitesSelected: ['mobile.de', 'autoscout24.de', 'olx.ro'], telegramUsername: 'paused_buyer' })

		const droppedPause = await call('PUT', `/api/subscriptions/${alert.id}`, { cookie, body: alertBody({ ...threeSites, priceChange: 'drop' }) })
		expect(droppedPause.status).toBe(200)
		expect(await json(droppedPause)).toMatchObject({ status: 'paused', price: 999, websitesSelected: ['mobile.de'], telegramUsername: 'car_buyer', pendingChange: null })

		const paused = await call('PUT', `/api/subscriptions/${alert.id}`, {
			cookie,
			body: alertBody({ websitesSelected: ['mobile.de'], brand: 'bmw', model: 'all', status: 'paused' }),
		})
		expect(paused.status).toBe(200)
		expect(await json(paused)).toMatchObject({ status: 'paused', price: 999, pendingChange: null })
		// Without a status the alert stays paused.
		const renamed = await call('PUT', `/api/subscriptions/${alert.id}`, {
			cookie,
			body: alertBody({ websitesSelected: ['mobile.de'], brand: 'bmw', model: 'all', telegramUsername: 'other_handle' }),
		})
		expect(await json(renamed)).toMatchObject({ status: 'paused', telegramUsername: 'other_handle' })

		// A paused alert ends at once when cancelled (a running one would run to the end of its period).
		const cancelled = await call('DELETE', `/api/subscriptions/${alert.id}`, { cookie })
		expect(cancelled.status).toBe(200)
		expect(await json(cancelled)).toMatchObject({ id: alert.id, status: 'ended' })
		const again = await call('DELETE', `/api/subscriptions/${alert.id}`, { cookie })
		expect(again.status).toBe(200)
		expect(await json(again)).toMatchObject({ status: 'ended' })

		const tooLate = await call('PUT', `/api/subscriptions/${alert.id}`, { cookie, body: alertBody({ status: 'active' }) })
		expect(tooLate.status).toBe(409)
		expect(await json(tooLate)).toEqual({ message: alertTexts.errors.notEditable })
		expect((await alertRow(alert.id)).status).toBe('ended')
	})

	test('the same alert posted twice within two minutes is one alert; different criteria make another', async () => {
		const { user, cookie } = await signedIn()
		const [first, second] = await Promise.all([
			call('POST', '/api/subscriptions', { cookie, body: alertBody() }),
			call('POST', '/api/subscriptions', { cookie, body: alertBody() }),
		])
		expect([first.status, second.status]).toEqual([201, 201])
		const ids = [(await json<AlertJson>(first)).id, (await json<AlertJson>(second)).id]
		expect(ids[0]).toBe(ids[1])
		const other = await call('POST', '/api/subscriptions', { cookie, body: alertBody({ priceMax: 9000 }) })
		expect(other.status).toBe(201)
		expect((await json<AlertJson>(other)).id).not.toBe(ids[0])
		expect(await alertsOf(user.id)).toHaveLength(2)
	})

	test('an unpaid alert ends when cancelled and leaves the list; it cannot be paused', async () => {
		const { cookie } = await signedIn()
		const alert = await json<AlertJson>(await call('POST', '/api/subscriptions', { cookie, body: alertBody() }))
		const pause = await call('PUT', `/api/subscriptions/${alert.id}`, { cookie, body: alertBody({ status: 'paused' }) })
		expect(pause.status).toBe(409)
		expect(await json(pause)).toEqual({ message: 'An alert can be paused once its first payment has gone through.' })

		const cancelled = await call('DELETE', `/api/subscriptions/${alert.id}`, { cookie })
		expect(await json(cancelled)).toMatchObject({ status: 'ended' })
		expect(await json(await call('GET', '/api/subscriptions', { cookie }))).toEqual([])
	})

	test('title keywords: stored as lists, answered by POST, GET and the list, changed by PUT, absent as empty lists', async () => {
		const { user, cookie } = await signedIn()
		const created = await call('POST', '/api/subscriptions', {
			cookie,
			body: alertBody({ keywordsRequired: ['Automatik', ' bi  xenon '], keywordsExcluded: ['unfall', 'defekt', 'export'] }),
		})
		expect(created.status).toBe(201)
		const alert = await json<AlertJson>(created)
		expect(alert).toMatchObject({ keywordsRequired: ['Automatik', 'bi xenon'], keywordsExcluded: ['unfall', 'defekt', 'export'] })
		expect(await alertRow(alert.id)).toMatchObject({ userId: user.id, keywordsRequired: ['Automatik', 'bi xenon'], keywordsExcluded: ['unfall', 'defekt', 'export'] })
		expect(await json(await call('GET', '/api/subscriptions', { cookie }))).toEqual([alert])
		expect(await json(await call('GET', `/api/subscriptions/${alert.id}`, { cookie }))).toEqual(alert)

		const edited = await call('PUT', `/api/subscriptions/${alert.id}`, { cookie, body: alertBody({ keywordsRequired: null, keywordsExcluded: ['export'] }) })
		expect(edited.status).toBe(200)
		expect(await json(edited)).toMatchObject({ keywordsRequired: [], keywordsExcluded: ['export'] })

		const plain = await json<AlertJson>(await call('POST', '/api/subscriptions', { cookie, body: alertBody({ priceMax: 9000 }) }))
		expect(plain).toMatchObject({ keywordsRequired: [], keywordsExcluded: [] })
	})

	test('quiet hours: stored and answered by POST, GET and PUT; absent, off in the zone of the language or of the user\'s latest alert; a PUT without a zone keeps it; refused with a message naming the field', async () => {
		const { user, cookie } = await signedIn({ language: 'de' })
		const created = await call('POST', '/api/subscriptions', { cookie, body: alertBody({ notificationLanguage: 'de' }) })
		expect(created.status).toBe(201)
		const alert = await json<AlertJson>(created)
		expect(alert).toMatchObject({ quietFrom: null, quietUntil: null, timeZone: 'Europe/Berlin', quietBypassPercent: null })

		const edited = await call('PUT', `/api/subscriptions/${alert.id}`, {
			cookie,
			body: alertBody({ notificationLanguage: 'de', quietFrom: '22:30', quietUntil: '6:45', timeZone: 'America/New_York', quietBypassPercent: 20 }),
		})
		expect(edited.status).toBe(200)
		const quiet = { quietFrom: '22:30', quietUntil: '06:45', timeZone: 'America/New_York', quietBypassPercent: 20 }
		expect(await json(edited)).toMatchObject(quiet)
		expect(await alertRow(alert.id)).toMatchObject({ userId: user.id, ...quiet })
		expect(await json(await call('GET', `/api/subscriptions/${alert.id}`, { cookie }))).toMatchObject(quiet)

		const withoutZone = alertBody({ notificationLanguage: 'de' })
		const kept = await json<AlertJson>(await call('PUT', `/api/subscriptions/${alert.id}`, { cookie, body: withoutZone }))
		expect(kept).toMatchObject({ quietFrom: null, quietUntil: null, timeZone: 'America/New_York' })
		// The user's next alert starts in the zone of their latest one.
		const next = await json<AlertJson>(await call('POST', '/api/subscriptions', { cookie, body: { ...withoutZone, priceMax: 20_000 } }))
		expect(next.timeZone).toBe('America/New_York')

		const refused = await call('POST', '/api/subscriptions', { cookie: (await signedIn()).cookie, body: alertBody({ quietFrom: '22:00', timeZone: 'Europe/Atlantis' }) })
		expect(refused.status).toBe(400)
		expect(await json(refused)).toMatchObject({
			errors: [
				{ field: 'timeZone', message: 'Choose a time zone from the list' },
				{ field: 'quietUntil', message: 'Choose both the start and the end of your quiet hours, or neither' },
			],
		})
	})

	test('without a notification language the alert speaks the UI language', async () => {
		const { cookie } = await signedIn({ language: 'it' })
		const { notificationLanguage: _omitted, ...body } = alertBody()
		const created = await call('POST', '/api/subscriptions', { cookie, body })
		expect(created.status).toBe(201)
		expect(await json(created)).toMatchObject({ notificationLanguage: 'it' })
	})
})

describe("another user's alerts", () => {
	test('answer 404 to GET, PUT and DELETE, exactly like unknown and malformed ids, and stay unchanged', async () => {
		const owner = await signedIn()
		const intruder = await signedIn()
		const alert = await seedAlert(database.db, owner.user.id, 'active', { currentPeriodEnd: new Date(Date.now() + 86_400_000) })
		const own = await seedAlert(database.db, intruder.user.id, 'active')

		const ids = [alert.id, '6f1c1f7e-2b7a-4c53-9d7e-0c1f4c9b8a11', 'not-an-id', '1%20or%201%3D1', alert.id.slice(0, -1)]
		for (const id of ids) {
			for (const [method, body] of [
				['GET', undefined],
				['PUT', alertBody({ status: 'paused' })],
				['DELETE', undefined],
			] as const) {
				const response = await call(method, `/api/subscriptions/${id}`, { cookie: intruder.cookie, body })
				expect(response.status, `${method} ${id}`).toBe(404)
				expect(await json(response)).toEqual({ message: 'Subscription not found' })
			}
		}
		expect(await alertRow(alert.id)).toEqual(alert)

		const list = await json<AlertJson[]>(await call('GET', '/api/subscriptions', { cookie: intruder.cookie }))
		expect(list.map((item) => item.id)).toEqual([own.id])
		const ownersList = await json<AlertJson[]>(await call('GET', '/api/subscriptions', { cookie: owner.cookie }))
		expect(ownersList.map((item) => item.id)).toEqual([alert.id])
	})
})

describe('requests that are refused', () => {
	test('anonymous calls answer 401 and unverified users 403, and nothing is written', async () => {
		const total = await totalAlerts()
		const anonymousCreate = await call('POST', '/api/subscriptions', { body: alertBody() })
		expect(anonymousCreate.status).toBe(401)
		expect(await json(anonymousCreate)).toEqual({ message: 'You must be logged in to create a subscription' })
		for (const [method, path] of [
			['GET', '/api/subscriptions'],
			['GET', '/api/subscriptions/6f1c1f7e-2b7a-4c53-9d7e-0c1f4c9b8a11'],
			['DELETE', '/api/subscriptions/6f1c1f7e-2b7a-4c53-9d7e-0c1f4c9b8a11'],
		] as const) {
			const response = await call(method, path)
			expect(response.status, `${method} ${path}`).toBe(401)
			expect((await json(response)).message).toEqual(expect.any(String))
		}

		const unverified = await signedIn({ verified: false })
		const refused = await call('POST', '/api/subscriptions', { cookie: unverified.cookie, body: alertBody() })
		expect(refused.status).toBe(403)
		expect((await json(refused)).message).toEqual(expect.any(String))
		expect(await totalAlerts()).toBe(total)
	})

	test('malformed JSON, another content type and a body that is not an object answer 400, and nothing is written', async () => {
		const { user, cookie } = await signedIn()
		const malformed = await call('POST', '/api/subscriptions', { cookie, raw: '{"websitesSelected": [' })
		expect(malformed.status).toBe(400)
		expect(await json(malformed)).toEqual({ message: 'The request body is not valid JSON.' })

		const missing = await call('POST', '/api/subscriptions', { cookie, headers: { 'Content-Type': 'application/json' } })
		expect(missing.status).toBe(400)
		expect(await json(missing)).toEqual({ message: 'The request body is not valid JSON.' })

		const form = await call('POST', '/api/subscriptions', {
			cookie,
			raw: JSON.stringify(alertBody()),
			headers: { 'Content-Type': 'text/plain' },
		})
		expect(form.status).toBe(400)
		expect(await json(form)).toEqual({ message: 'Send a JSON body with Content-Type: application/json.' })

		for (const body of [[alertBody()], 'alert', null]) {
			const response = await call('POST', '/api/subscriptions', { cookie, body })
			expect(response.status).toBe(400)
			expect(await json(response)).toEqual({
				message: 'Send the subscription as a JSON object.',
				errors: [{ field: '', message: 'Send the subscription as a JSON object.' }],
			})
		}
		expect(await alertsOf(user.id)).toEqual([])
	})

	test('fields of the wrong type or value answer 400 naming each field, and nothing is written', async () => {
		const { user, cookie } = await signedIn()
		const wrongTypes = await call('POST', '/api/subscriptions', {
			cookie,
			body: alertBody({ brand: 42, sellerType: 'broker', yearMin: 'soon', priceMax: -5, telegramUsername: ['car_buyer'] }),
		})
		expect(wrongTypes.status).toBe(400)
		const body = await json<{ message: string; errors: Array<{ field: string; message: string }> }>(wrongTypes)
		expect(body.errors.map((error) => error.field)).toEqual(['brand', 'sellerType', 'priceMax', 'yearMin', 'telegramUsername'])
		expect(body.errors.find((error) => error.field === 'sellerType')!.message).toBe('Choose a seller type from the list')
		expect(body.errors.every((error) => error.message.length > 0 && !error.message.startsWith('errors.'))).toBe(true)
		expect(body.message).toBe(body.errors[0]!.message)

		const badKeywords = await call('POST', '/api/subscriptions', {
			cookie,
			body: alertBody({ keywordsRequired: ['automatik', 'x'], keywordsExcluded: 'unfall' }),
		})
		expect(badKeywords.status).toBe(400)
		expect(await json(badKeywords)).toEqual({
			message: '"x": each word or phrase must have 2 to 40 characters',
			errors: [{ field: 'keywordsRequired', message: '"x": each word or phrase must have 2 to 40 characters' }],
		})
		const tooMany = await call('POST', '/api/subscriptions', {
			cookie,
			body: alertBody({ keywordsRequired: Array.from({ length: 11 }, (_, i) => `word ${i}`), keywordsExcluded: [42], priceMax: 'lots' }),
		})
		expect(await json(tooMany)).toMatchObject({
			errors: [
				{ field: 'priceMax', message: expect.any(String) },
				{ field: 'keywordsRequired', message: 'Enter at most 10 words or phrases' },
				{ field: 'keywordsExcluded', message: 'Keywords must be a list of words or phrases' },
			],
		})
		// A tab passes the body's check (JSON texts may hold one) but not a keyword's.
		const control = await call('POST', '/api/subscriptions', { cookie, body: alertBody({ keywordsExcluded: ['unfall\texport'] }) })
		expect((await json<{ errors: Array<{ field: string; message: string }> }>(control)).errors).toEqual([
			{ field: 'keywordsExcluded', message: 'Remove the invisible control characters (such as a NUL byte) from this field.' },
		])
		const clash = await call('POST', '/api/subscriptions', { cookie, body: alertBody({ keywordsRequired: ['Bi-Xenon'], keywordsExcluded: ['xenon'] }) })
		expect(await json(clash)).toMatchObject({ message: '"xenon" is part of a word the title must contain, so no car could match' })

		const noSites = await call('POST', '/api/subscriptions', { cookie, body: alertBody({ websitesSelected: 'mobile.de' }) })
		expect(noSites.status).toBe(400)
		expect((await json<{ errors: Array<{ field: string }> }>(noSites)).errors.map((error) => error.field)).toEqual([
			'websitesSelected',
		])

		const unknownBrand = await call('POST', '/api/subscriptions', { cookie, body: alertBody({ brand: 'trabbi' }) })
		expect(unknownBrand.status).toBe(400)
		expect(await json(unknownBrand)).toEqual({
			message: 'Choose a brand from the list.',
			errors: [{ field: 'brand', message: 'Choose a brand from the list.' }],
		})
		const foreignModel = await call('POST', '/api/subscriptions', { cookie, body: alertBody({ brand: 'bmw', model: 'golf' }) })
		expect(await json(foreignModel)).toMatchObject({ message: 'Choose a model of BMW.' })
		expect(await alertsOf(user.id)).toEqual([])
	})

	test('an edit with a bad body or status answers 400 and leaves the alert as it was', async () => {
		const { user, cookie } = await signedIn()
		const alert = await seedAlert(database.db, user.id, 'active')
		const path = `/api/subscriptions/${alert.id}`
		const malformed = await call('PUT', path, { cookie, raw: 'status=paused' })
		expect(malformed.status).toBe(400)
		expect(await json(malformed)).toEqual({ message: 'The request body is not valid JSON.' })

		const badStatus = await call('PUT', path, { cookie, body: alertBody({ websitesSelected: ['mobile.de'], status: 'ended' }) })
		expect(badStatus.status).toBe(400)
		expect(await json(badStatus)).toEqual({
			message: 'The status must be active or paused.',
			errors: [{ field: 'status', message: 'The status must be active or paused.' }],
		})
		const badField = await call('PUT', path, { cookie, body: alertBody({ yearMin: 1800, status: 'paused' }) })
		expect(badField.status).toBe(400)
		expect(await alertRow(alert.id)).toEqual(alert)
	})

	test('methods the addresses do not offer answer 405', async () => {
		const { user, cookie } = await signedIn()
		const alert = await seedAlert(database.db, user.id, 'active')
		for (const [method, path, allow] of [
			['PUT', '/api/subscriptions', 'GET, POST'],
			['DELETE', '/api/subscriptions', 'GET, POST'],
			['POST', `/api/subscriptions/${alert.id}`, 'GET, PUT, DELETE'],
			['PATCH', `/api/subscriptions/${alert.id}`, 'GET, PUT, DELETE'],
			// The other JSON endpoints answer the same way, through the same guard.
			['PUT', '/api/auth/login', 'POST'],
			['PUT', '/api/auth/verify-code', 'POST'],
			['PUT', '/api/user/change-password', 'POST'],
			['PUT', '/api/user/update-profile', 'POST'],
			['PUT', '/api/create-payment-intent', 'POST'],
			['PUT', '/api/waitlist', 'POST'],
		] as const) {
			const response = await call(method, path, { cookie, body: alertBody() })
			expect(response.status, `${method} ${path}`).toBe(405)
			expect(response.headers.get('Allow')).toBe(allow)
			expect(await json(response)).toEqual({ message: `This address does not accept ${method} requests.` })
		}
		expect(await alertRow(alert.id)).toEqual(alert)
	})

	test('a call sent from another site is refused and writes nothing', async () => {
		const { user, cookie } = await signedIn()
		const alert = await seedAlert(database.db, user.id, 'active')
		const foreign = { Origin: 'https://evil.example' }
		const created = await call('POST', '/api/subscriptions', { cookie, body: alertBody(), headers: foreign })
		expect(created.status).toBe(403)
		const cancelled = await call('DELETE', `/api/subscriptions/${alert.id}`, { cookie, headers: foreign })
		expect(cancelled.status).toBe(403)
		expect(await alertsOf(user.id)).toEqual([alert])
	})
})

describe('messages follow the language cookie', () => {
	test('not found, catalogue, method, pause-with-price and validation texts in German, French, Spanish and Italian', async () => {
		const de = await signedIn({ language: 'de' })
		const notFound = await call('GET', '/api/subscriptions/not-an-id', { cookie: de.cookie })
		expect(await json(notFound)).toEqual({ message: 'Abonnement nicht gefunden' })
		const brand = await call('POST', '/api/subscriptions', { cookie: de.cookie, body: alertBody({ brand: 'trabbi' }) })
		expect(await json(brand)).toMatchObject({ message: 'Wählen Sie eine Marke aus der Liste.' })

		const fr = await signedIn({ language: 'fr' })
		const method = await call('PATCH', '/api/subscriptions/not-an-id', { cookie: fr.cookie })
		expect(await json(method)).toEqual({ message: 'Cette adresse n’accepte pas les requêtes PATCH.' })
		const model = await call('POST', '/api/subscriptions', { cookie: fr.cookie, body: alertBody({ brand: 'bmw', model: 'golf' }) })
		expect(await json(model)).toMatchObject({ message: 'Choisissez un modèle de BMW.' })

		const es = await signedIn({ language: 'es' })
		const alert = await seedAlert(database.db, es.user.id, 'active', { price: 999 })
		const refused = await call('PUT', `/api/subscriptions/${alert.id}`, {
			cookie: es.cookie,
			body: alertBody({ websitesSelected: ['mobile.de', 'olx.ro'], status: 'paused' }),
		})
		expect(await json(refused)).toEqual({
			title: '¿Conservar o descartar el cambio de precio?',
			message: 'Está pausando esta alerta y cambiando su precio a la vez. Envíe priceChange: «keep» para conservar el cambio de precio para cuando la reanude, o «drop» para descartarlo.',
		})

		const italian = await signedIn({ language: 'it' })
		const unknown = await call('PUT', `/api/subscriptions/${alert.id}`, { cookie: italian.cookie, body: alertBody() })
		expect(await json(unknown)).toEqual({ message: 'Abbonamento non trovato' })
		const notObject = await call('POST', '/api/subscriptions', { cookie: italian.cookie, body: [] })
		expect(await json(notObject)).toMatchObject({ message: 'Invia l’abbonamento come oggetto JSON.' })
		const keywords = await call('POST', '/api/subscriptions', { cookie: es.cookie, body: alertBody({ keywordsExcluded: ['unfall', '--'] }) })
		expect(await json(keywords)).toMatchObject({ message: '«--» no contiene ninguna letra ni cifra' })
	})
})

describe('at capacity', () => {
	test('a new user gets 409 and the waitlist text, and nothing is written; a subscriber can still add alerts', async () => {
		const subscriber = await signedIn()
		await seedAlert(database.db, subscriber.user.id, 'active')
		const newcomer = await signedIn({ language: 'fr' })
		// Fill every slot that is still free with other subscribers.
		const { remaining } = await subscriptionStats(database.db, capacity)
		const fillers = remaining
			? await database.db
					.insert(users)
					.values(Array.from({ length: remaining }, (_, i) => ({ username: `filler${i}`, email: `filler${i}@example.com`, passwordHash: 'x' })))
					.returning()
			: []
		if (fillers.length > 0) {
			await database.db.insert(subscriptions).values(
				fillers.map((filler) => ({
					userId: filler.id,
					status: 'active' as const,
					websitesSelected: ['mobile.de' as const],
					brand: 'volkswagen',
					model: 'golf',
					telegramUsername: 'car_buyer',
					price: 999,
				})),
			)
		}
		expect((await subscriptionStats(database.db, capacity)).full).toBe(true)
		const total = await totalAlerts()

		const refused = await call('POST', '/api/subscriptions', { cookie: newcomer.cookie, body: alertBody() })
		expect(refused.status).toBe(409)
		expect(await json(refused)).toEqual({
			message: 'Nous sommes complets pour le moment. Inscrivez-vous sur la liste d’attente, nous vous écrirons dès qu’une place se libère.',
		})
		expect(await alertsOf(newcomer.user.id)).toEqual([])
		expect(await totalAlerts()).toBe(total)

		const added = await call('POST', '/api/subscriptions', { cookie: subscriber.cookie, body: alertBody() })
		expect(added.status).toBe(201)
		expect(await alertsOf(subscriber.user.id)).toHaveLength(2)
	})
})
