import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { type SiteId } from '../sites.ts'
import { alertSites, feeds, listings, paymentMethods, siteStatus, subscriptions, users, waitlistEntries } from './schema.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())

let counter = 0
async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
	counter += 1
	const [user] = await database.db
		.insert(users)
		.values({
			username: `driver${counter}`,
			email: `driver${counter}@example.com`,
			passwordHash: 'scrypt$hash',
			...overrides,
		})
		.returning()
	return user!
}

function alert(userId: string, overrides: Partial<typeof subscriptions.$inferInsert> = {}) {
	return {
		userId,
		websitesSelected: ['mobile.de'],
		brand: 'volkswagen',
		model: 'golf',
		telegramUsername: 'car_buyer',
		price: 999,
		reservedUntil: new Date(Date.now() + 30 * 60_000),
		...overrides,
	} satisfies typeof subscriptions.$inferInsert
}

/** The name of the constraint PostgreSQL reported, from a Drizzle error or its cause. */
async function violatedConstraint(promise: Promise<unknown>): Promise<string> {
	try {
		await promise
	} catch (error) {
		const cause = (error as { cause?: { constraint?: string } }).cause
		return cause?.constraint ?? (error as { constraint?: string }).constraint ?? 'unknown'
	}
	throw new Error('the statement was accepted')
}

describe('users', () => {
	test('e-mail, username (any case) and Google id are unique', async () => {
		const user = await createUser({ googleId: 'google-1' })
		expect(await violatedConstraint(createUser({ email: user.email }))).toBe('users_email_unique')
		expect(await violatedConstraint(createUser({ username: user.username.toUpperCase() }))).toBe(
			'users_username_unique',
		)
		expect(await violatedConstraint(createUser({ googleId: 'google-1' }))).toBe(
			'users_google_id_unique',
		)
	})

	test('usernames are 3 to 20 letters or digits; e-mails are stored lower-cased', async () => {
		expect(await violatedConstraint(createUser({ username: 'ab' }))).toBe('users_username_format')
		expect(await violatedConstraint(createUser({ username: 'has space' }))).toBe(
			'users_username_format',
		)
		expect(await violatedConstraint(createUser({ email: 'Mixed@Example.com' }))).toBe(
			'users_email_lowercase',
		)
	})

	test('a user needs a password or a Google account to sign in with', async () => {
		expect(await violatedConstraint(createUser({ passwordHash: null }))).toBe('users_can_sign_in')
		const googleOnly = await createUser({ passwordHash: null, googleId: 'google-2' })
		expect(googleOnly.isEmailVerified).toBe(false)
	})
})

describe('subscriptions', () => {
	test('a valid alert is stored with the lifecycle defaults', async () => {
		const user = await createUser()
		const [row] = await database.db.insert(subscriptions).values(alert(user.id)).returning()
		expect(row).toMatchObject({
			status: 'pending_payment',
			updateFrequency: 'hourly',
			notificationLanguage: 'en',
			fuelType: 'any',
			listingsFound: 0,
		})
	})

	test.each([
		['an unknown status', { status: 'deleted' }, 'subscriptions_status'],
		['an unknown frequency', { updateFrequency: '6hours' }, 'subscriptions_update_frequency'],
		['an unknown fuel', { fuelType: 'steam' }, 'subscriptions_fuel_type'],
		['an unsupported language', { notificationLanguage: 'pt' }, 'subscriptions_language'],
		['no website', { websitesSelected: [] }, 'subscriptions_websites'],
		['a pasted search that is not an https URL', { facebookMarketplaceUrl: 'javascript:alert(1)' }, 'subscriptions_search_url'],
		['a year before 1900', { yearMin: 1899 }, 'subscriptions_years'],
		['min year above max year', { yearMin: 2020, yearMax: 2010 }, 'subscriptions_years'],
		['more than a million km', { mileageMax: 1_000_001 }, 'subscriptions_mileage'],
		['min price above max price', { priceMin: 20_000, priceMax: 10_000 }, 'subscriptions_prices'],
		['a zero price', { price: 0 }, 'subscriptions_price_positive'],
		['a Telegram username with @', { telegramUsername: '@car_buyer' }, 'subscriptions_telegram_username'],
		['a pending alert without a reservation', { reservedUntil: null }, 'subscriptions_pending_reservation'],
	])('refuses %s', async (_label, overrides, constraint) => {
		const user = await createUser()
		const values = alert(user.id, overrides as Partial<typeof subscriptions.$inferInsert>)
		expect(await violatedConstraint(database.db.insert(subscriptions).values(values))).toBe(constraint)
	})

	test('a Facebook Marketplace URL on facebook.com is accepted', async () => {
		const user = await createUser()
		const values = alert(user.id, {
			websitesSelected: ['facebook', 'olx.ro'],
			facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/zagreb/vehicles',
		})
		await expect(database.db.insert(subscriptions).values(values)).resolves.toBeDefined()
	})

	test('a site added to the registry needs no migration: its alert, feed, alert site, listing and status are stored', async () => {
		// An id no migration has seen: the database lists no sites (docs/decisions/065-a-site-is-one-folder.md).
		const newSite = 'new-market.example' as SiteId
		const user = await createUser()
		const [row] = await database.db.insert(subscriptions).values(alert(user.id, { websitesSelected: [newSite, 'mobile.de'] })).returning()
		const [feed] = await database.db.insert(feeds).values({ siteId: newSite, scope: 'volkswagen' }).returning()
		await database.db.insert(alertSites).values({ subscriptionId: row!.id, siteId: newSite, feedId: feed!.id })
		await database.db.insert(listings).values({ siteId: newSite, listingId: 'l1', url: 'https://new-market.example/l1', title: 'VW Golf' })
		await database.db.insert(siteStatus).values({ siteId: newSite })
		const [stored] = await database.db.select().from(alertSites).where(eq(alertSites.feedId, feed!.id))
		expect(stored).toMatchObject({ siteId: newSite, subscriptionId: row!.id })
		expect(await database.db.select({ siteId: listings.siteId }).from(listings)).toEqual([{ siteId: newSite }])
		expect(await database.db.select({ siteId: siteStatus.siteId }).from(siteStatus)).toEqual([{ siteId: newSite }])
	})

	test("deleting a user deletes the user's alerts", async () => {
		const user = await createUser()
		await database.db.insert(subscriptions).values(alert(user.id))
		await database.db.delete(users).where(eq(users.id, user.id))
		const left = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
		expect(left).toEqual([])
	})
})

describe('payment methods and waitlist', () => {
	test('a user has at most one default card', async () => {
		const user = await createUser()
		const card = { userId: user.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }
		await database.db.insert(paymentMethods).values({ ...card, id: 'pm_1', isDefault: true })
		await database.db.insert(paymentMethods).values({ ...card, id: 'pm_2', isDefault: false })
		expect(
			await violatedConstraint(
				database.db.insert(paymentMethods).values({ ...card, id: 'pm_3', isDefault: true }),
			),
		).toBe('payment_methods_one_default')
		expect(
			await violatedConstraint(
				database.db.insert(paymentMethods).values({ ...card, id: 'pm_4', last4: '42a2' }),
			),
		).toBe('payment_methods_last4')
	})

	test('a waitlist e-mail is listed once', async () => {
		const entry = { firstName: 'Ana', lastName: 'Novak', email: 'ana@example.com' }
		await database.db.insert(waitlistEntries).values(entry)
		expect(await violatedConstraint(database.db.insert(waitlistEntries).values(entry))).toBe(
			'waitlist_entries_email_unique',
		)
	})
})
