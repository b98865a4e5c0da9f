import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { seedAccount } from '#tests/support/session.ts'
import { verifyPassword } from '../auth/passwords.ts'
import { confirmVerificationCode } from '../auth/verification.ts'
import { parseConfig, sessionSecret } from '../config.ts'
import { hitRateLimit, rateLimits } from '../limits.ts'
import { loginThrottles, mailOutbox, notificationOutbox, paymentMethods, siteStatus, telegramLinks, users, verificationCodes } from '../db/schema.ts'
import { subscriptionStatuses } from '../enums.ts'
import { cancelOutcome, pendingChangeOf } from '../lifecycle.ts'
import { revealMail } from '../mail/secrets.ts'
import {
	accountCounts,
	accountOverview,
	changePassword,
	displayName,
	fullName,
	updateProfile,
} from './account.ts'
import { cancelAlert } from './alerts.ts'

const config = parseConfig({ NODE_ENV: 'test' })
let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())

async function userRow(id: string) {
	const [row] = await database.db.select().from(users).where(eq(users.id, id))
	return row!
}

describe('accountOverview and accountCounts', () => {
	test('count alerts that are not ended and the saved cards, of this user only', async () => {
		const user = await seedUser(database.db)
		const other = await seedUser(database.db)
		await seedAlert(database.db, user.id, 'active', { price: 1498 })
		await seedAlert(database.db, user.id, 'paused')
		await seedAlert(database.db, user.id, 'ended')
		await seedAlert(database.db, other.id, 'active')
		await database.db.insert(paymentMethods).values([
			{ id: `pm_${user.id}`, userId: user.id, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030, isDefault: true },
			{ id: `pm_${other.id}`, userId: other.id, brand: 'visa', last4: '1111', expMonth: 4, expYear: 2030 },
		])
		expect(await accountCounts(database.db, user.id)).toEqual({ alerts: 2, cards: 1 })
		const overview = await accountOverview(database.db, user.id)
		expect(overview.alerts.map((alert) => [alert.status, alert.price])).toEqual([
			['active', 1498],
			['paused', 999],
		])
		expect(overview.cards).toEqual([
			{ id: `pm_${user.id}`, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030, isDefault: true },
		])
		const fresh = await seedUser(database.db)
		expect(await accountCounts(database.db, fresh.id)).toEqual({ alerts: 0, cards: 0 })
	})

	test('alert rows carry display names, the limits, the waiting price, the check facts and the Telegram link', async () => {
		const user = await seedUser(database.db)
		const now = new Date('2025-05-01T00:00:00Z')
		const golf = await seedAlert(database.db, user.id, 'active', {
			yearMin: 2015,
			mileageMax: 90000,
			websitesSelected: ['mobile.de', 'olx.ro'],
			updateFrequency: '30min',
			pendingChange: { criteria: { websitesSelected: ['mobile.de'] }, price: 1298 },
			currentPeriodEnd: new Date('2025-05-20T00:00:00Z'),
			lastCheckedAt: new Date('2025-04-30T12:00:00Z'),
			nextCheckAt: new Date('2025-04-30T12:30:00Z'),
			listingsFound: 4,
			createdAt: new Date('2025-01-01T00:00:00Z'),
		})
		for (const [n, status] of (['sent', 'sent', 'pending'] as const).entries()) {
			await database.db.insert(notificationOutbox).values({
				userId: user.id,
				subscriptionId: golf.id,
				kind: n === 1 ? 'price_drop' : 'new_listing',
				dedupeKey: `overview-${n}`,
				language: 'en',
				payload: {},
				status,
				sentAt: status === 'sent' ? now : null,
			})
		}
		// A notice is not an alert about a car: it does not count as sent.
		await database.db.insert(notificationOutbox).values({ userId: user.id, subscriptionId: golf.id, kind: 'notice', dedupeKey: 'overview-notice', language: 'en', payload: {}, status: 'sent', sentAt: now })
		await database.db.insert(siteStatus).values({ siteId: 'olx.ro', consecutiveFailures: 3, degradedSince: now })
		await seedAlert(database.db, user.id, 'pending_payment', { brand: 'bmw', model: 'all', createdAt: new Date('2025-02-01T00:00:00Z') })
		await seedAlert(database.db, user.id, 'paused', { brand: 'volkswagen', model: 'not-a-model', createdAt: new Date('2025-03-01T00:00:00Z') })
		const before = await accountOverview(database.db, user.id, now)
		expect(before.telegram).toEqual({ linked: false, blocked: false, username: null })
		expect(before.alerts[0]).toEqual({
			id: golf.id,
			brand: 'volkswagen',
			model: 'golf',
			brandName: 'Volkswagen',
			modelName: 'Golf',
			fuelType: 'any',
			sellerType: 'any',
			gearbox: 'any',
			priceMin: null,
			priceMax: null,
			yearMin: 2015,
			yearMax: null,
			mileageMax: 90000,
			keywordsRequired: [],
			keywordsExcluded: [],
			websitesSelected: ['mobile.de', 'olx.ro'],
			updateFrequency: '30min',
			status: 'active',
			running: true,
			price: 999,
			pendingPrice: 1298,
			currentPeriodEnd: '2025-05-20T00:00:00.000Z',
			lastCheckedAt: '2025-04-30T12:00:00.000Z',
			nextCheckAt: '2025-04-30T12:30:00.000Z',
			listingsFound: 4,
			alertsSent: 2,
			alertsWaiting: 1,
			quiet: null,
			degradedSites: ['olx.ro'],
			sites: [
				{ siteId: 'mobile.de', state: 'unknown', lastSuccessAt: null },
				{ siteId: 'olx.ro', state: 'down', lastSuccessAt: null },
			],
			// Its sent rows were queued without the moment their car was seen: nothing to measure.
			delay: null,
			cancelOutcome: 'runsUntilPeriodEnd',
			keepable: false,
			mutedModels: [],
		})
		expect(before.alerts.slice(1).map((alert) => [alert.brandName, alert.modelName, alert.pendingPrice, alert.cancelOutcome])).toEqual([
			['BMW', null, null, 'endsNow'],
			// A slug no longer in the catalogue is shown as stored.
			['Volkswagen', 'not-a-model', null, 'endsNow'],
		])
		await database.db.insert(telegramLinks).values({ userId: user.id, chatId: 424242, linkedAt: now, telegramUsername: 'golf_fan' })
		expect((await accountOverview(database.db, user.id, now)).telegram).toEqual({ linked: true, blocked: false, username: 'golf_fan' })
	})

	test('cancelOutcome says what cancelAlert then does, for every status, paid time left or not', async () => {
		const user = await seedUser(database.db)
		const now = new Date()
		for (const status of subscriptionStatuses) {
			for (const periodEnd of [null, new Date(now.getTime() - 86_400_000), new Date(now.getTime() + 86_400_000)]) {
				const alert = await seedAlert(database.db, user.id, status, { currentPeriodEnd: periodEnd })
				const predicted = cancelOutcome(alert, now)
				const result = await cancelAlert(database.db, { userId: user.id, id: alert.id, now })
				if (status === 'cancelling' || status === 'ended') continue
				expect(result.ok && result.alert.status, `${status}, period end ${periodEnd?.toISOString()}`).toBe(
					predicted === 'runsUntilPeriodEnd' ? 'cancelling' : 'ended',
				)
			}
		}
	})

	test('pendingChangeOf reads what updateAlert stores and nothing else', () => {
		expect(pendingChangeOf({ pendingChange: null })).toBeNull()
		expect(pendingChangeOf({ pendingChange: { price: 'x', criteria: {} } })).toBeNull()
		expect(pendingChangeOf({ pendingChange: { price: 1298 } })).toBeNull()
		// A criterion the stored change predates reads as its default.
		expect(pendingChangeOf({ pendingChange: { price: 1298, criteria: { brand: 'bmw' } } })).toEqual({ price: 1298, criteria: { brand: 'bmw', sellerType: 'any', gearbox: 'any', keywordsRequired: [], keywordsExcluded: [], quietFrom: null, quietUntil: null, timeZone: 'UTC', quietBypassPercent: null } })
	})

	test('the display name is the first name, else the username', () => {
		expect(displayName({ firstName: 'Ana', username: 'ana1' })).toBe('Ana')
		expect(displayName({ firstName: '  ', username: 'ana1' })).toBe('ana1')
		expect(fullName({ firstName: 'Ana', lastName: 'Novak', username: 'ana1' })).toBe('Ana Novak')
		expect(fullName({ firstName: 'Ana', lastName: ' ', username: 'ana1' })).toBe('Ana')
		expect(fullName({ firstName: ' ', lastName: '', username: 'ana1' })).toBe('ana1')
	})
})

describe('updateProfile', () => {
	test('names and username change at once; the e-mail stays verified when unchanged', async () => {
		const { user } = await seedAccount(database.db)
		const result = await updateProfile(
			database.db,
			config,
			user.id,
			{ firstName: 'Maria', lastName: 'de la Cruz', username: 'MariaC', email: user.email },
			{ language: 'en' },
		)
		expect(result).toMatchObject({ ok: true, emailChanged: false, user: { firstName: 'Maria', username: 'MariaC' } })
		const row = await userRow(user.id)
		expect([row.firstName, row.lastName, row.username, row.email, row.isEmailVerified]).toEqual([
			'Maria',
			'de la Cruz',
			'MariaC',
			user.email,
			true,
		])
	})

	test('a username or e-mail of another account (any case) is a field error and changes nothing', async () => {
		const { user } = await seedAccount(database.db)
		const { user: other } = await seedAccount(database.db)
		const result = await updateProfile(
			database.db,
			config,
			user.id,
			{ firstName: 'X', lastName: 'Y', username: other.username.toUpperCase(), email: other.email },
			{ language: 'en' },
		)
		expect(result).toEqual({ ok: false, errors: { username: 'errors.usernameTaken', email: 'errors.emailTaken' } })
		expect((await userRow(user.id)).firstName).toBe('Ana')
	})

	test('a race for one username is decided by the unique index, as a field error', async () => {
		const { user } = await seedAccount(database.db)
		const { user: other } = await seedAccount(database.db)
		const results = await Promise.all(
			[user, other].map((account) =>
				updateProfile(
					database.db,
					config,
					account.id,
					{ firstName: 'A', lastName: 'B', username: 'racewinner', email: account.email },
					{ language: 'en' },
				),
			),
		)
		expect(results.filter((result) => result.ok)).toHaveLength(1)
		expect(results.find((result) => !result.ok)).toEqual({ ok: false, errors: { username: 'errors.usernameTaken' } })
	})

	test('a new e-mail is refused while the account has had its codes for the hour, and the account stays verified', async () => {
		const { user } = await seedAccount(database.db)
		for (let i = 0; i < rateLimits.verifyCodeSent.max; i += 1) await hitRateLimit(database.db, 'verifyCodeSent', user.id)
		const result = await updateProfile(
			database.db,
			config,
			user.id,
			{ firstName: 'Ana', lastName: 'Novak', username: user.username, email: 'another.address@example.com' },
			{ language: 'en' },
		)
		expect(result).toEqual({ ok: false, errors: { email: 'errors.tooManyCodesLater' } })
		expect((await userRow(user.id)).isEmailVerified).toBe(true)
	})

	test('a new e-mail makes the account unverified and sends a code to the new address; confirming it switches the address', async () => {
		const { user } = await seedAccount(database.db)
		const result = await updateProfile(
			database.db,
			config,
			user.id,
			{ firstName: 'Ana', lastName: 'Novak', username: user.username, email: 'New.Address@Example.com' },
			{ language: 'de' },
		)
		expect(result).toMatchObject({ ok: true, emailChanged: true, user: { email: user.email, pendingEmail: 'new.address@example.com' } })
		const row = await userRow(user.id)
		expect(row.email).toBe(user.email)
		expect(row.isEmailVerified).toBe(false)
		const [stored] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'new.address@example.com'))
		// The code exists only in the mail that leaves, never in the outbox.
		const { mail } = revealMail(sessionSecret(config), stored!)
		const code = mail.text.match(/\b(\d{6})\b/)![1]!
		expect(JSON.stringify(stored)).not.toContain(code)
		const [pending] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))
		expect(pending?.email).toBe('new.address@example.com')
		expect(await confirmVerificationCode(database.db, config, { userId: user.id, code })).toEqual({
			ok: true,
			email: 'new.address@example.com',
		})
		expect((await userRow(user.id)).email).toBe('new.address@example.com')
	})
})

describe('changePassword', () => {
	test('refuses a wrong current password and keeps the old one', async () => {
		const { user, password } = await seedAccount(database.db)
		expect(await changePassword(database.db, user.id, { currentPassword: 'wrong-one', newPassword: 'another-9', ip: '10.0.0.1' })).toEqual({
			ok: false,
			reason: 'currentPassword',
		})
		expect(await verifyPassword(password, (await userRow(user.id)).passwordHash!)).toBe(true)
	})

	test('replaces the hash when the current password is right', async () => {
		const { user, password } = await seedAccount(database.db)
		expect(await changePassword(database.db, user.id, { currentPassword: password, newPassword: 'brand-new-7', ip: '10.0.0.2' })).toEqual({
			ok: true,
		})
		const hash = (await userRow(user.id)).passwordHash!
		expect(await verifyPassword('brand-new-7', hash)).toBe(true)
		expect(await verifyPassword(password, hash)).toBe(false)
	})

	test('guessing the current password meets the login rate limit', async () => {
		const { user, password } = await seedAccount(database.db)
		await database.db
			.insert(loginThrottles)
			.values({ email: user.email, client: '10.0.0.3', failures: 10, blockedUntil: new Date(Date.now() + 60_000) })
		expect(await changePassword(database.db, user.id, { currentPassword: password, newPassword: 'brand-new-7', ip: '10.0.0.3' })).toMatchObject({
			ok: false,
			reason: 'rateLimited',
		})
	})
})
