import { eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { subscriptions } from '#core/db/schema.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * The models a buyer muted from a Telegram message ("Mute this model", docs/decisions/040-listing-buttons.md)
 * on the dashboard's card and the edit page, unmuted with JavaScript off (plain form posts), in
 * real Chromium against the built server; the JSON API shows them; nobody unmutes another's.
 */

const app = setUpBrowserApp()

async function clickAndWait(page: Page, name: string) {
	await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name, exact: true }).click()])
}

const mutedOf = async (id: string) => (await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.mutedModels

function post(path: string, cookie: string, body: Record<string, string>) {
	return fetch(`${app.server.url}${path}`, {
		method: 'POST',
		body: new URLSearchParams(body),
		headers: { Origin: app.server.url, Cookie: `__session=${cookie}` },
		redirect: 'manual',
	})
}

test('the card and the edit page list the muted models; each is unmuted without JavaScript, in the buyer’s language', async () => {
	const { user } = await seedAccount(app.database.db)
	const alert = await seedAlert(app.database.db, user.id, 'active', { model: 'all', mutedModels: ['golf', 'passat', 'polo'] })
	const golf = await seedAlert(app.database.db, user.id, 'active', { model: 'golf' })

	const { page, close } = await app.signedInPage(false, user.id)
	try {
		await page.goto(`${app.server.url}/dashboard`)
		const card = page.locator(`[data-alert-id="${alert.id}"]`)
		const rows = await card.getByTestId('muted-model').allInnerTexts()
		expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual(['Golf Unmute', 'Passat Unmute', 'Polo Unmute'])
		// An alert on one model has nothing to mute.
		expect(await page.locator(`[data-alert-id="${golf.id}"]`).getByTestId('muted-models').count()).toBe(0)

		await clickAndWait(page, 'Unmute Passat')
		expect(new URL(page.url()).pathname).toBe('/dashboard')
		expect(await mutedOf(alert.id)).toEqual(['golf', 'polo'])
		expect(await page.locator(`[data-alert-id="${alert.id}"]`).getByTestId('muted-model').count()).toBe(2)

		await page.goto(`${app.server.url}/edit/${alert.id}`)
		expect(await page.getByTestId('muted-model').count()).toBe(2)
		await clickAndWait(page, 'Unmute Golf')
		expect(new URL(page.url()).pathname).toBe(`/edit/${alert.id}`)
		expect(await mutedOf(alert.id)).toEqual(['polo'])
		expect(await page.getByTestId('muted-model').count()).toBe(1)

	} finally {
		await close()
	}
	// In German, from the edit page's list.
	const german = await app.signedInPage(false, user.id, 'de')
	try {
		await german.page.goto(`${app.server.url}/edit/${alert.id}`)
		expect(await german.page.getByTestId('muted-models').innerText()).toContain('Stummgeschaltete Modelle')
		await clickAndWait(german.page, 'Polo wieder zeigen')
		expect(await mutedOf(alert.id)).toEqual([])
		expect(await german.page.getByTestId('muted-models').count()).toBe(0)
	} finally {
		await german.close()
	}
})

test('the JSON API shows the muted models; another user cannot unmute them, and a bad form is a 400', async () => {
	const { user } = await seedAccount(app.database.db)
	const alert = await seedAlert(app.database.db, user.id, 'active', { model: 'all', mutedModels: ['golf'] })
	const owner = await sessionCookieFor(app.database.db, user.id)
	const api = await fetch(`${app.server.url}/api/subscriptions/${alert.id}`, { headers: { Cookie: `__session=${owner}` } })
	expect(api.status).toBe(200)
	expect(await api.json()).toMatchObject({ id: alert.id, model: 'all', mutedModels: ['golf'] })

	const { user: intruder } = await seedAccount(app.database.db)
	const intruderCookie = await sessionCookieFor(app.database.db, intruder.id)
	const refused = await post(`/edit/${alert.id}/muted`, intruderCookie, { model: 'golf', back: 'dashboard' })
	expect(refused.status).toBe(404)
	expect(await mutedOf(alert.id)).toEqual(['golf'])

	for (const body of [{}, { model: 'GOLF' }, { model: 'golf', back: 'elsewhere' }, { model: 'passat' }, { model: '../x' }] as Array<Record<string, string>>) {
		const response = await post(`/edit/${alert.id}/muted`, owner, body)
		expect(response.status, JSON.stringify(body)).toBe(400)
		expect(await response.json()).toEqual({ message: 'Choose a muted model of this alert.' })
	}
	expect(await mutedOf(alert.id)).toEqual(['golf'])
})
