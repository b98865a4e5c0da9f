import { type AppLoadContext } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { subscriptions } from '#core/db/schema.ts'
import { criteriaOf } from '#core/models/alerts.ts'
import { criteriaForm } from '#core/schemas/alert.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { testLoadContext } from '#tests/support/load-context.ts'
import { seedAlert } from '#tests/support/seed.ts'
import { seedAccount, sessionCookieFor } from '#tests/support/session.ts'
import { action } from './edit.$id.tsx'

/**
 * The edit form's action called directly, as Remix calls it, through each of its branches: the
 * journeys in tests/alerts-dashboard.test.ts show the same answers in a browser.
 */

let database: TestDatabase
let context: AppLoadContext

beforeAll(async () => {
	database = await createTestDatabase()
	context = testLoadContext(database.db)
})
afterAll(() => database.destroy())

type Answer = { data: { refused?: string; result?: { error?: Record<string, string[] | null> }; models?: Array<{ slug: string }> }; init: { status?: number } | null }

/** What the action answers (returned or thrown): a Response for a redirect, otherwise Remix's `data()`. */
async function post(cookie: string, id: string, body: BodyInit, contentType = 'application/x-www-form-urlencoded') {
	const request = new Request(`http://carwatch.test/edit/${id}`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': contentType }, body })
	return action({ request, context, params: { id } }).then(
		(answer) => answer as unknown as Answer,
		(thrown: unknown) => (thrown instanceof Response ? thrown : (thrown as Answer)),
	)
}

async function ownAlert(status: 'active' | 'pending_payment' = 'active') {
	const { user } = await seedAccount(database.db)
	const alert = await seedAlert(database.db, user.id, status, { currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) })
	const cookie = `__session=${await sessionCookieFor(database.db, user.id)}`
	const form = (changes: Record<string, string | string[]>) => {
		const fields = { ...criteriaForm(criteriaOf(alert)), status: status === 'active' ? 'active' : '', ...changes }
		const body = new URLSearchParams()
		for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item)
		return body
	}
	return { user, alert, cookie, form }
}

const row = async (id: string) => (await database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!

test('a valid change applies and redirects to the dashboard with its notice', async () => {
	const { alert, cookie, form } = await ownAlert()
	const answer = await post(cookie, alert.id, form({ carModel: 'passat', sellerType: 'private' }))
	expect(answer).toBeInstanceOf(Response)
	expect((answer as Response).headers.get('Location')).toBe(`/dashboard?updated=${alert.id}`)
	expect(await row(alert.id)).toMatchObject({ model: 'passat', sellerType: 'private', price: alert.price })
})

test('a form the schema refuses answers 400 with the field errors, and nothing changes', async () => {
	const { alert, cookie, form } = await ownAlert()
	const answer = (await post(cookie, alert.id, form({ priceMin: '9000', priceMax: '5000', sellerType: 'broker' }))) as Answer
	expect(answer.init?.status).toBe(400)
	expect(answer.data.result?.error).toMatchObject({ priceMax: ['errors.priceRange'], sellerType: ['errors.sellerType'] })
	expect(await row(alert.id)).toMatchObject({ priceMin: null, priceMax: null, sellerType: 'any' })
})

test('the title keywords: typed comma-separated they are stored as lists, emptied they are no filter, and a bad word answers 400 with the value kept', async () => {
	const { alert, cookie, form } = await ownAlert()
	const changed = await post(cookie, alert.id, form({ keywordsRequired: 'Automatik,  bi xenon ', keywordsExcluded: 'unfall, export' }))
	expect(changed).toBeInstanceOf(Response)
	expect(await row(alert.id)).toMatchObject({ keywordsRequired: ['Automatik', 'bi xenon'], keywordsExcluded: ['unfall', 'export'], price: alert.price })

	const refused = (await post(cookie, alert.id, form({ keywordsRequired: 'automatik, x', keywordsExcluded: 'automatik' }))) as Answer & {
		data: { result?: { initialValue?: Record<string, unknown> } }
	}
	expect(refused.init?.status).toBe(400)
	expect(refused.data.result?.error).toMatchObject({
		keywordsRequired: ['errors.keywords.length?word=x&min=2&max=40'],
	})
	expect(refused.data.result?.initialValue).toMatchObject({ keywordsRequired: 'automatik, x' })
	expect(await row(alert.id)).toMatchObject({ keywordsRequired: ['Automatik', 'bi xenon'] })

	const conflict = (await post(cookie, alert.id, form({ keywordsRequired: 'bi xenon', keywordsExcluded: 'Xenon' }))) as Answer
	expect(conflict.data.result?.error).toMatchObject({ keywordsExcluded: ['errors.keywords.conflict?word=Xenon'] })

	await post(cookie, alert.id, form({ keywordsRequired: '', keywordsExcluded: ' , ' }))
	expect(await row(alert.id)).toMatchObject({ keywordsRequired: [], keywordsExcluded: [] })
})

test('a brand the catalogue does not know answers 400 under the form\'s field name', async () => {
	const { alert, cookie, form } = await ownAlert()
	const answer = (await post(cookie, alert.id, form({ carBrand: 'trabbi' }))) as Answer
	expect(answer.init?.status).toBe(400)
	expect(Object.keys(answer.data.result?.error ?? {})).toEqual(['carBrand'])
})

test('pausing with a price change and no choice about it is refused with 409, and nothing changes', async () => {
	const { alert, cookie, form } = await ownAlert()
	const answer = (await post(cookie, alert.id, form({ status: 'paused', websitesSelected: ['mobile.de', 'olx.ro'] }))) as Answer
	expect(answer.init?.status).toBe(409)
	expect(answer.data.refused).toBe('pauseAndPriceChange')
	expect(await row(alert.id)).toMatchObject({ status: 'active', websitesSelected: ['mobile.de'] })
	const unclear = (await post(cookie, alert.id, form({ status: 'paused', websitesSelected: ['mobile.de', 'olx.ro'], priceChange: 'later' }))) as Answer
	expect(unclear.init?.status).toBe(400)
	expect(unclear.data.result?.error).toMatchObject({ priceChange: ['alerts:errors.priceChangeChoice'] })
})

test('after lowering the frequency and the kilometres, the kilometres apply at once, and the alert can be paused keeping or dropping the lower price', async () => {
	const faster = { updateFrequency: '5min' }
	const lowered = { updateFrequency: 'hourly', maxKilometers: '90000' }
	for (const choice of ['keep', 'drop'] as const) {
		const { alert, cookie, form } = await ownAlert()
		await database.db.update(subscriptions).set({ updateFrequency: '5min', price: 1998 }).where(eq(subscriptions.id, alert.id))
		const saved = await post(cookie, alert.id, form({ ...faster, ...lowered }))
		expect(saved).toBeInstanceOf(Response)
		expect(await row(alert.id)).toMatchObject({ updateFrequency: '5min', price: 1998, mileageMax: 90000, pendingChange: { price: 999 } })

		// The form shows the waiting change; pausing sends it back with the buyer's choice.
		const paused = await post(cookie, alert.id, form({ ...lowered, status: 'paused', priceChange: choice }))
		expect(paused).toBeInstanceOf(Response)
		expect((paused as Response).headers.get('Location')).toBe(`/dashboard?updated=${alert.id}`)
		const stored = await row(alert.id)
		expect(stored).toMatchObject({ status: 'paused', updateFrequency: '5min', price: 1998, mileageMax: 90000 })
		expect(stored.pendingChange).toEqual(choice === 'keep' ? expect.objectContaining({ price: 999 }) : null)
	}
})

test('"show models" answers the brand\'s models without saving', async () => {
	const { alert, cookie, form } = await ownAlert()
	const answer = (await post(cookie, alert.id, form({ intent: 'models', carBrand: 'bmw' }))) as Answer
	expect(answer.data.models?.map((model) => model.slug)).toContain('3-series')
	expect(await row(alert.id)).toMatchObject({ brand: 'volkswagen' })
})

test('a body that is not a form answers 400 badForm', async () => {
	const { alert, cookie } = await ownAlert()
	const answer = (await post(cookie, alert.id, '{"carBrand":"bmw"}', 'application/json')) as Answer
	expect(answer.init?.status).toBe(400)
	expect(answer.data.refused).toBe('badForm')
})

test('another user\'s alert answers 404 and is left as it was', async () => {
	const { alert } = await ownAlert()
	const { cookie: intruder, form } = await ownAlert()
	const answer = (await post(intruder, alert.id, form({ carModel: 'passat', keywordsExcluded: 'export' }))) as Answer
	expect(answer.init?.status).toBe(404)
	expect(await row(alert.id)).toMatchObject({ model: 'golf', keywordsExcluded: [] })
})

test('quiet hours: set in the form they are stored with the zone and the let-through share, refused with a message when half set, and cleared again; another user\'s alert is left alone', async () => {
	const { alert, cookie, form } = await ownAlert()
	const changed = await post(cookie, alert.id, form({ quietFrom: '22:00', quietUntil: '07:00', timeZone: 'America/New_York', quietBypassPercent: '15' }))
	expect(changed).toBeInstanceOf(Response)
	// Not a price change: it applies at once.
	expect(await row(alert.id)).toMatchObject({ quietFrom: '22:00', quietUntil: '07:00', timeZone: 'America/New_York', quietBypassPercent: 15, price: alert.price })

	const refused = (await post(cookie, alert.id, form({ quietFrom: '22:00', quietUntil: '', timeZone: 'Mars/Olympus', quietBypassPercent: '95' }))) as Answer
	expect(refused.init?.status).toBe(400)
	expect(refused.data.result?.error).toMatchObject({
		quietUntil: ['errors.quiet.both'],
		timeZone: ['errors.timeZone'],
		quietBypassPercent: ['errors.quiet.bypass.max?max=90'],
	})
	expect(await row(alert.id)).toMatchObject({ quietFrom: '22:00', timeZone: 'America/New_York' })

	const { cookie: intruder } = await ownAlert()
	const foreign = (await post(intruder, alert.id, form({ quietFrom: '', quietUntil: '', quietBypassPercent: '' }))) as Answer
	expect(foreign.init?.status).toBe(404)
	expect(await row(alert.id)).toMatchObject({ quietFrom: '22:00', quietUntil: '07:00' })

	await post(cookie, alert.id, form({ quietFrom: '', quietUntil: '', timeZone: 'America/New_York', quietBypassPercent: '' }))
	expect(await row(alert.id)).toMatchObject({ quietFrom: null, quietUntil: null, quietBypassPercent: null, timeZone: 'America/New_York' })
})
