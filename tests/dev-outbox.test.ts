import { beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { mailOutbox } from '#core/db/schema.ts'
import { maxMailAttempts, sendMail } from '#core/mail/outbox.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'

/** The development mail outbox tells what became of each mail, in the reader's language. */

const minute = 60_000

const app = setUpBrowserApp()

beforeAll(async () => {
	// As the site writes it with no SMTP_URL (the server runs without one).
	await sendMail(app.database.db, parseConfig({ NODE_ENV: 'test' }), { to: 'kept@example.com', subject: 'Your code', text: 'Code 123456' })
	// As other parts of the site queue it, and as the worker leaves it after sending over SMTP.
	const now = Date.now()
	await app.database.db.insert(mailOutbox).values([
		{ to: 'waiting@example.com', subject: 'Invitation', text: 'w', createdAt: new Date(now - 4 * minute) },
		{ to: 'retrying@example.com', subject: 'Payment failed', text: 'r', attempts: 3, lastError: 'connect ECONNREFUSED 127.0.0.1:2525', createdAt: new Date(now - 3 * minute) },
		{ to: 'sent@example.com', subject: 'Welcome', text: 's', status: 'sent', attempts: 1, sentAt: new Date('2026-11-20T10:15:00.000Z'), createdAt: new Date(now - 2 * minute) },
		{ to: 'failed@example.com', subject: 'Bounced', text: 'f', status: 'failed', attempts: maxMailAttempts, lastError: '550 Mailbox unavailable', createdAt: new Date(now - 1 * minute) },
	])
})

type Card = { state: string | null; badge: string; detail: string; text: string }

async function readOutbox(options: { javaScript: boolean; language?: string }) {
	const { page, errors, close } = await app.openPage({ javaScript: options.javaScript })
	try {
		if (options.language) await page.context().addCookies(preferenceCookies(app.server.url, { language: options.language }))
		// With JavaScript, after the page's modules have loaded and hydrated it (errors are collected).
		const response = await page.goto(`${app.server.url}/dev/outbox`, { waitUntil: options.javaScript ? 'networkidle' : 'load' })
		expect(response?.status()).toBe(200)
		const mode = (await page.getByTestId('outbox-mode').textContent()) ?? ''
		const cards: Record<string, Card> = {}
		for (const card of await page.getByTestId('outbox-mail').all()) {
			const text = (await card.textContent()) ?? ''
			const to = /[a-z]+@example\.com/.exec(text)?.[0] ?? ''
			cards[to] = {
				state: await card.getAttribute('data-state'),
				badge: ((await card.getByTestId('outbox-state').textContent()) ?? '').trim(),
				detail: ((await card.getByTestId('outbox-detail').textContent()) ?? '').trim(),
				text,
			}
		}
		const order = Object.keys(cards)
		return { mode, cards, order, errors: [...errors] }
	} finally {
		await close()
	}
}

describe.each([false, true])('JavaScript %s', (javaScript) => {
	test('each mail shows its real state: kept, waiting, retrying with the reason, sent, failed with the reason', async () => {
		const { mode, cards, order, errors } = await readOutbox({ javaScript })
		expect(mode).toBe('No SMTP_URL is configured: mail is kept here and sent nowhere.')
		expect(order.slice(0, 5)).toEqual(['kept@example.com', 'failed@example.com', 'sent@example.com', 'retrying@example.com', 'waiting@example.com'])

		expect(cards['kept@example.com']).toMatchObject({ state: 'kept', badge: 'Kept here' })
		expect(cards['kept@example.com']!.detail).toBe('Not sent: no SMTP_URL was configured when it was written, so it stays in this outbox only.')
		expect(cards['kept@example.com']!.text).toContain('Code 123456')

		expect(cards['waiting@example.com']).toMatchObject({ state: 'waiting', badge: 'Waiting' })
		expect(cards['waiting@example.com']!.detail).toBe('Not sent yet: the worker takes it up within a minute or two.')

		expect(cards['retrying@example.com']).toMatchObject({ state: 'retrying', badge: 'Retrying' })
		expect(cards['retrying@example.com']!.detail).toBe(
			`Attempt 3 of ${maxMailAttempts} failed: connect ECONNREFUSED 127.0.0.1:2525. The worker tries again every minute.`,
		)

		expect(cards['sent@example.com']).toMatchObject({ state: 'sent', badge: 'Sent', detail: 'Sent at: 2026-11-20T10:15:00.000Z' })

		expect(cards['failed@example.com']).toMatchObject({ state: 'failed', badge: 'Failed' })
		expect(cards['failed@example.com']!.detail).toBe(`Not sent: all ${maxMailAttempts} attempts failed. Last error: 550 Mailbox unavailable`)
		expect(cards['failed@example.com']!.text).toContain('To: failed@example.com')
		if (javaScript) expect(errors).toEqual([])
	})
})

test.each([
	['de', 'Es ist keine SMTP_URL eingerichtet', 'Nur hier', 'Fehlgeschlagen', 'An: failed@example.com'],
	['fr', "Aucune SMTP_URL n'est configurée\u202f:", 'Gardé ici', 'Échec', 'À\u202f: failed@example.com'],
	['es', 'No hay ninguna SMTP_URL configurada', 'Solo aquí', 'Fallido', 'Para: failed@example.com'],
	['it', 'Nessuna SMTP_URL è configurata', 'Solo qui', 'Non riuscita', 'A: failed@example.com'],
])('in %s the states and the mode are translated', async (language, mode, kept, failed, to) => {
	const outbox = await readOutbox({ javaScript: false, language })
	expect(outbox.mode).toContain(mode)
	expect(outbox.cards['kept@example.com']!.badge).toBe(kept)
	expect(outbox.cards['failed@example.com']!.badge).toBe(failed)
	expect(outbox.cards['failed@example.com']!.text).toContain(to)
})

test('the page has no serious accessibility problems, light or dark', async () => {
	for (const colorScheme of ['light', 'dark'] as const) {
		expect(await seriousA11yViolations(app.browser, `${app.server.url}/dev/outbox`, { colorScheme }), colorScheme).toEqual([])
	}
})
