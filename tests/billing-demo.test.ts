import { eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { paymentMethods, subscriptions } from '#core/db/schema.ts'
import { siteLabel } from '#core/sites.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * Demo billing (no STRIPE_SECRET_KEY, as `npm start` on a fresh machine): the checkout's
 * labelled test-mode form takes no card data and runs the same transition as Stripe's "paid";
 * the payments tab manages demo cards. With and without JavaScript.
 */

const app = setUpBrowserApp()

/** Console errors other than the statuses a refused action answers with on purpose. */
const unexpected = (errors: string[]) => errors.filter((error) => !/the server responded with a status of 40[0349]/.test(error))
const alertRow = async (id: string) => (await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!
const cardsOf = (userId: string) => app.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId))

/** A text as read, with its no-break spaces (a card's name keeps on one line) as plain ones. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

async function signedIn(javaScript: boolean, options: { language?: string } = {}) {
	const { user } = await seedAccount(app.database.db)
	return { user, ...(await app.signedInPage(javaScript, user.id, options.language)) }
}

async function clickAndLoad(page: Page, name: string | RegExp) {
	await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name }).click()])
}

describe.each([
	{ javaScript: true, label: 'JavaScript on' },
	{ javaScript: false, label: 'JavaScript off' },
])('the demo checkout with $label', ({ javaScript }) => {
	test('order summary, a labelled test-mode form without card fields; paying shows success, then the dashboard after 3 s with the alert active', async () => {
		const { user, page, errors, close } = await signedIn(javaScript)
		try {
			const alert = await seedAlert(app.database.db, user.id, 'pending_payment', {
				websitesSelected: ['mobile.de', 'olx.ro'],
				updateFrequency: '30min',
				price: 1797,
			})
			await page.goto(`${app.server.url}/checkout?subscription=${alert.id}`)
			expect(await page.locator('h1').textContent()).toBe('Checkout')
			expect(await page.getByTestId('order-title').textContent()).toBe('Car alerts for Volkswagen Golf')
			expect(await page.getByTestId('order-websites').textContent()).toBe(`2 websites: ${siteLabel('mobile.de', 'en')}, ${siteLabel('olx.ro', 'en')}`)
			expect(await page.getByTestId('order-frequency').textContent()).toBe('Every 30 minutes')
			expect(await page.getByTestId('order-total').textContent()).toBe('$17.97/month')
			expect(await page.getByTestId('test-mode').innerText()).toMatch(/Test mode[\s\S]*Demo billing: no card is charged/i)
			// It says what it is without naming a server setting (it said "STRIPE_SECRET_KEY is empty").
			expect(await page.locator('main').innerText()).not.toMatch(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/)
			expect(await page.locator('form input:not([type=hidden])').count()).toBe(0)
			expect(await page.locator('iframe, script[src*="stripe"]').count()).toBe(0)

			if (javaScript) await page.getByRole('button', { name: 'Confirm test payment of $17.97/month' }).click()
			else await clickAndLoad(page, 'Confirm test payment of $17.97/month')
			await page.getByText('Payment successful!').waitFor()
			expect(await page.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe(`/dashboard?created=${alert.id}`)
			expect(await alertRow(alert.id)).toMatchObject({ status: 'active', reservedUntil: null, stripeSubscriptionId: null })
			expect((await alertRow(alert.id)).currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000)

			await page.waitForURL(`${app.server.url}/dashboard?created=${alert.id}`, { timeout: 15_000 })
			expect(await page.locator(`[data-alert-id="${alert.id}"] [data-status]`).textContent()).toBe('Active')
			// Like Stripe, paying left the card on file: a demo card, as the default.
			expect(await cardsOf(user.id)).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })])
			expect(unexpected(errors)).toEqual([])
		} finally {
			await close()
		}
	})

	test('the spec’s messages: no alert named, someone else’s alert, an expired reservation, an alert already paid', async () => {
		const { user, page, errors, close } = await signedIn(javaScript, { language: 'fr' })
		try {
			await page.goto(`${app.server.url}/checkout`)
			expect(await page.getByTestId('checkout-none').textContent()).toContain('Aucun abonnement sélectionné. Veuillez d’abord sélectionner un abonnement.')
			const { user: other } = await seedAccount(app.database.db)
			const foreign = await seedAlert(app.database.db, other.id, 'pending_payment')
			const response = await page.goto(`${app.server.url}/checkout?id=${foreign.id}`)
			expect(response?.status()).toBe(404)
			expect(await page.getByTestId('alert-error').textContent()).toContain('Abonnement introuvable')
			const expired = await seedAlert(app.database.db, user.id, 'pending_payment', { reservedUntil: new Date(Date.now() - 1000) })
			await page.goto(`${app.server.url}/checkout?subscription=${expired.id}`)
			expect(await page.getByTestId('checkout-closed').textContent()).toContain('a expiré')
			const paid = await seedAlert(app.database.db, user.id, 'active')
			await page.goto(`${app.server.url}/checkout?subscription=${paid.id}`)
			expect(await page.getByTestId('checkout-closed').textContent()).toContain('Aucun paiement n’est en attente')
			expect(unexpected(errors)).toEqual([])
		} finally {
			await close()
		}
	})
})

describe('the payments tab in demo billing', () => {
	test('with JavaScript: add a demo card in the dialog, set another as default, remove one; the last card of a live alert stays', async () => {
		const { user, page, errors, close } = await signedIn(true)
		try {
			await seedAlert(app.database.db, user.id, 'active')
			await page.goto(`${app.server.url}/profile?tab=payments`)
			expect(await page.getByTestId('empty-state').innerText()).toContain('No saved cards')
			await page.getByTestId('add-card').click()
			const dialog = page.getByRole('dialog', { name: 'Add a card' })
			await dialog.waitFor()
			expect(await dialog.getByTestId('test-mode').innerText()).toContain('Demo billing: no card data is taken')
			await dialog.getByRole('button', { name: 'Add a demo card' }).click()
			await page.getByTestId('card-notice').waitFor()
			expect(new URL(page.url()).searchParams.get('tab')).toBe('billing')
			await page.getByTestId('add-card').click()
			await page.getByRole('dialog', { name: 'Add a card' }).getByRole('button', { name: 'Add a demo card' }).click()
			await expect.poll(() => page.getByTestId('payment-card').count()).toBe(2)

			const [first, second] = await cardsOf(user.id).then((cards) => cards.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()))
			expect(first).toMatchObject({ isDefault: true, brand: 'visa', last4: '4242' })
			expect(second).toMatchObject({ isDefault: false, brand: 'mastercard', last4: '4444' })
			const secondCard = page.locator(`[data-card-id="${second!.id}"]`)
			expect(await secondCard.innerText()).toMatch(/Mastercard ending in 4444[\s\S]*Expires 12\/\d{4}[\s\S]*Demo card/i)
			await secondCard.getByRole('button', { name: /Set as default/ }).click()
			await expect.poll(() => page.getByTestId('card-result').textContent()).toBe('Default payment method updated')
			expect(await secondCard.innerText()).toMatch(/Default/i)
			expect((await cardsOf(user.id)).find((card) => card.isDefault)?.id).toBe(second!.id)

			await page.locator(`[data-card-id="${first!.id}"]`).getByRole('button', { name: /Remove/ }).click()
			await expect.poll(() => page.getByTestId('payment-card').count()).toBe(1)
			expect(await page.getByTestId('card-result').textContent()).toBe('Payment method removed')

			await secondCard.getByRole('button', { name: /Remove/ }).click()
			await expect.poll(() => page.getByTestId('card-result').textContent()).toContain('This is your only card')
			expect(await cardsOf(user.id)).toHaveLength(1)
			expect(unexpected(errors)).toEqual([])
		} finally {
			await close()
		}
	})

	test('without JavaScript: "Add card" opens the card-setup page, whose demo form returns to the payments tab; the forms work', async () => {
		const { user, page, close } = await signedIn(false, { language: 'it' })
		try {
			await page.goto(`${app.server.url}/profile?tab=payments`)
			await Promise.all([page.waitForNavigation(), page.getByTestId('add-card').click()])
			expect(new URL(page.url()).pathname).toBe('/card-setup')
			expect(await page.locator('h1').textContent()).toBe('Aggiungi una carta')
			await clickAndLoad(page, 'Aggiungi una carta dimostrativa')
			expect(new URL(page.url()).pathname).toBe('/profile')
			expect(await page.getByTestId('card-notice').textContent()).toContain('Carta salvata')
			await Promise.all([page.waitForNavigation(), page.getByTestId('add-card').click()])
			await clickAndLoad(page, 'Aggiungi una carta dimostrativa')
			const cards = await cardsOf(user.id)
			const other = cards.find((card) => !card.isDefault)!
			await clickAndLoad(page, `Imposta come predefinita: ${other.last4}`)
			expect(await page.getByTestId('card-result').textContent()).toBe('Metodo di pagamento predefinito aggiornato')
			expect((await cardsOf(user.id)).find((card) => card.isDefault)?.id).toBe(other.id)
		} finally {
			await close()
		}
	})

	test('a user with a default demo card gets the next alert paid at once; card forms of another user’s card change nothing', async () => {
		const { user, cookie, close } = await signedIn(false)
		await close()
		const { user: other } = await seedAccount(app.database.db)
		await app.database.db.insert(paymentMethods).values({ id: 'pm_demo_other', userId: other.id, brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, isDefault: true })
		const post = (path: string, body: string, type: string) =>
			fetch(`${app.server.url}${path}`, { method: 'POST', headers: { Cookie: `__session=${cookie}`, Origin: app.server.url, 'Content-Type': type }, body, redirect: 'manual' })

		const noCard = await post(
			'/api/set-alerts-intent',
			JSON.stringify({ websitesSelected: ['demo'], brand: 'audi', model: 'all', fuelType: 'any', telegramUsername: 'audi_fan' }),
			'application/json',
		)
		expect(noCard.status).toBe(201)
		const first = (await noCard.json()) as { clientSecret: null; demo: boolean; checkoutUrl: string; subscription: { id: string; status: string } }
		expect(first).toMatchObject({ clientSecret: null, demo: true, subscription: { status: 'pending_payment' } })
		expect(first.checkoutUrl).toBe(`/checkout?subscription=${first.subscription.id}`)

		const paid = await post('/checkout?subscription=' + first.subscription.id, `intent=demo-pay&subscription=${first.subscription.id}`, 'application/x-www-form-urlencoded')
		expect(paid.status).toBe(302)
		expect((await alertRow(first.subscription.id)).status).toBe('active')

		const second = await post(
			'/api/set-alerts-intent',
			JSON.stringify({ websitesSelected: ['demo'], brand: 'bmw', model: 'all', fuelType: 'any', telegramUsername: 'bmw_fan' }),
			'application/json',
		)
		expect(await second.json()).toMatchObject({ clientSecret: null, paid: true, subscription: { status: 'active' } })

		// Someone else's alert and card: as unknown as made-up ones.
		const foreignAlert = await seedAlert(app.database.db, other.id, 'pending_payment')
		expect((await post(`/checkout?subscription=${foreignAlert.id}`, `intent=demo-pay&subscription=${foreignAlert.id}`, 'application/x-www-form-urlencoded')).status).toBe(404)
		expect((await alertRow(foreignAlert.id)).status).toBe('pending_payment')
		expect((await post('/checkout', 'intent=nonsense', 'application/x-www-form-urlencoded')).status).toBe(400)
		expect((await post('/profile?tab=payments', 'intent=remove-card&paymentMethodId=pm_demo_other', 'application/x-www-form-urlencoded')).status).toBe(404)
		expect((await post('/profile?tab=payments', 'intent=set-default-card&paymentMethodId=', 'application/x-www-form-urlencoded')).status).toBe(400)
		expect(await cardsOf(other.id)).toHaveLength(1)
		expect((await cardsOf(user.id)).map((card) => card.isDefault)).toEqual([true])

		// Stripe-only endpoints say what demo billing is, never a 500.
		const intent = await post('/api/create-payment-intent', JSON.stringify({ subscriptionId: first.subscription.id }), 'application/json')
		expect(intent.status).toBe(409)
		expect(await intent.json()).toMatchObject({ demo: true })
		expect((await post('/api/create-setup-intent', '{}', 'application/json')).status).toBe(409)
		expect((await fetch(`${app.server.url}/api/stripe/webhook`, { method: 'POST', body: '{}' })).status).toBe(404)
		expect(user.id).toBeTruthy()
	})
})

test('a buyer with a demo card sees the amount and the card on the review’s button, told that nothing is really charged, and the click pays it', async () => {
	const { user, page, close, cookie } = await signedIn(false)
	await app.database.db.insert(paymentMethods).values({ id: 'pm_demo_review', userId: user.id, brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031, isDefault: true })
	const post = (fields: Record<string, string>) =>
		fetch(`${app.server.url}/subscribe`, {
			method: 'POST',
			headers: { Cookie: `__session=${cookie}`, Origin: app.server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams(fields),
			redirect: 'manual',
		})
	try {
		await post({ intent: 'next', step: '1' })
		await post({ intent: 'next', step: '2', websitesSelected: 'demo', updateFrequency: '1min' })
		await post({ intent: 'next', step: '3', carBrand: 'audi', carModel: 'all', fuelType: 'any' })
		await post({ intent: 'next', step: '4', telegramUsername: 'audi_fan', notificationLanguage: 'en', timeZone: 'Europe/Berlin', botContacted: 'on' })
		await page.goto(`${app.server.url}/subscribe`)
		const pay = page.getByRole('button', { name: 'Pay $24.98 with Mastercard ending in 4444' })
		expect(spaced(await pay.innerText())).toBe('Pay $24.98 with Mastercard •••• 4444')
		expect(spaced(await page.getByTestId('pay-note').innerText())).toBe(
			'Your saved card, Mastercard •••• 4444, is charged $24.98 now and then every month until you cancel. Demo billing: the demo card is not really charged. Choose another card',
		)
		await page.getByLabel(/I agree to the terms of service/).check()
		await clickAndLoad(page, 'Pay $24.98 with Mastercard ending in 4444')
		const created = new URL(page.url()).searchParams.get('created')!
		expect(await alertRow(created)).toMatchObject({ userId: user.id, status: 'active', price: 2498 })
	} finally {
		await close()
	}
})

test('the checkout, the card-setup page and the payments tab have no serious accessibility problems, light or dark', async () => {
	const { user } = await seedAccount(app.database.db)
	const cookie = await sessionCookieFor(app.database.db, user.id)
	const alert = await seedAlert(app.database.db, user.id, 'pending_payment')
	await app.database.db.insert(paymentMethods).values({ id: `pm_demo_${user.id.slice(0, 8)}`, userId: user.id, brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, isDefault: true })
	for (const path of [`/checkout?subscription=${alert.id}`, '/checkout', '/card-setup', '/profile?tab=payments']) {
		for (const colorScheme of ['light', 'dark'] as const) {
			const cookies = [{ name: '__session', value: cookie }, ...preferenceCookies(app.server.url, { theme: colorScheme })]
			expect(await seriousA11yViolations(app.browser, `${app.server.url}${path}`, { colorScheme, cookies }), `${path} ${colorScheme}`).toEqual([])
		}
	}
})
