import { type Database } from '#core/db/client.ts'
import { subscriptions, telegramLinks, users } from '#core/db/schema.ts'
import { demoListing, type DemoListing, seededRandom } from '#core/demo-market.ts'
import { type FuelType } from '#core/enums.ts'
import { type SiteId } from '#core/sites.ts'

/**
 * Alerts as buyers would set them up, drawn from the demo market's brand and model weights (rough
 * shares of the European used-car market, core/demo-market.ts): each alert is built around a car
 * the market sells, so popular models get many alerts and rare makes few. The criteria follow
 * what buyers type (BENCHMARKS.md, "The alerts"): round price limits, a minimum year, a mileage
 * cap, one to three sites. Deterministic for a seed.
 */

export type AlertSpec = {
	brand: string
	model: string
	fuelType: FuelType
	priceMin: number | null
	priceMax: number | null
	yearMin: number | null
	yearMax: number | null
	mileageMax: number | null
	websitesSelected: SiteId[]
	facebookMarketplaceUrl: string | null
	/** The car the alert was drawn from: it matches the alert. */
	car: DemoListing
}


export const benchMarket = { epoch: new Date('2025-01-01T00:00:00.000Z'), intervalSeconds: 5 }

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step
const roundDown = (value: number, step: number) => Math.floor(value / step) * step
const priceStep = (value: number) => (value < 10_000 ? 1_000 : value < 30_000 ? 2_500 : 5_000)

/** Shares of alerts that watch each marketplace (an alert watches at least one). */
const siteShares: Array<[SiteId, number]> = [
	['mobile.de', 0.6],
	['autoscout24.de', 0.5],
	['olx.ro', 0.25],
	['avto.net', 0.2],
	['facebook', 0.05],
]
const facebookCities = ['ljubljana', 'zagreb', 'wien', 'muenchen', 'milano', 'bucuresti', 'krakow', 'berlin']

export function realisticAlerts(count: number, options: { seed?: number; sites?: 'marketplaces' | 'demo' } = {}): AlertSpec[] {
	const next = seededRandom(options.seed ?? 42)
	const alerts: AlertSpec[] = []
	for (let i = 0; i < count; i += 1) {
		const car = demoListing(Math.floor(next() * 1_000_000), benchMarket)
		const allModels = next() < 0.15
		const fuelType: FuelType = next() < 0.55 ? 'any' : car.fuel === 'plugin_hybrid' ? 'hybrid' : car.fuel
		const priceMax = next() < 0.65 ? roundUp(car.price * (1 + next() * 0.3), priceStep(car.price)) : null
		const priceMin = next() < 0.15 ? roundDown(car.price * (0.5 + next() * 0.3), priceStep(car.price)) : null
		const yearMin = next() < 0.5 ? car.year - Math.floor(next() * 4) : null
		const yearMax = next() < 0.1 ? car.year + Math.floor(next() * 2) : null
		const mileageMax = next() < 0.4 ? ([50_000, 100_000, 150_000, 200_000, 250_000].find((cap) => cap >= car.km && next() < 0.7) ?? 300_000) : null
		let websitesSelected: SiteId[] = ['demo']
		let facebookMarketplaceUrl: string | null = null
		if (options.sites !== 'demo') {
			websitesSelected = siteShares.filter(([, share]) => next() < share).map(([id]) => id)
			if (websitesSelected.length === 0) websitesSelected = ['mobile.de']
			if (websitesSelected.includes('facebook')) {
				const city = facebookCities[Math.floor(next() * facebookCities.length)]
				facebookMarketplaceUrl = `https://www.facebook.com/marketplace/${city}/search?query=${encodeURIComponent(`${car.brandName} ${allModels ? '' : car.modelName}`.trim())}`
			}
		}
		alerts.push({
			brand: car.brand,
			model: allModels ? 'all' : car.model,
			fuelType,
			priceMin: priceMin !== null && priceMax !== null && priceMin > priceMax ? null : priceMin,
			priceMax,
			yearMin,
			yearMax: yearMax !== null && yearMin !== null && yearMax < yearMin ? null : yearMax,
			mileageMax,
			websitesSelected,
			facebookMarketplaceUrl,
			car,
		})
	}
	return alerts
}

type AlertRow = typeof subscriptions.$inferSelect

/** The columns a spec fills, the same in memory and in the database: an active 1-min alert. */
function specColumns({ car: _car, ...criteria }: AlertSpec) {
	return { ...criteria, updateFrequency: '1min' as const, telegramUsername: 'car_buyer', price: 999, status: 'active' as const }
}

/** The subscription row of a spec, as the database would return it (for in-memory paths). */
export function alertRow(spec: AlertSpec, index: number, userId: string): AlertRow {
	const now = new Date()
	return {
		id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
		userId,
		stripeSubscriptionId: null,
		...specColumns(spec),
		sellerType: 'any',
		gearbox: 'any',
		keywordsRequired: [],
		keywordsExcluded: [],
		mutedModels: [],
		quietFrom: null,
		quietUntil: null,
		timeZone: 'Europe/Berlin',
		quietBypassPercent: null,
		mileageMin: null,
		notificationLanguage: 'en',
		stripePriceId: null,
		reservedUntil: null,
		currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
		pendingChange: null,
		lastCheckedAt: null,
		nextCheckAt: null,
		listingsFound: 0,
		endedAt: null,
		createdAt: now,
		updatedAt: now,
	}
}

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
	for (let start = 0; start < items.length; start += size) await write(items.slice(start, start + size))
}

/** `count` users who can sign in (a placeholder hash: they never do); returns their ids in order. */
export async function seedUsers(db: Database, count: number, prefix = 'b'): Promise<string[]> {
	const ids: string[] = []
	await inBatches(
		Array.from({ length: count }, (_, i) => i),
		2_000,
		async (batch) => {
			const rows = await db
				.insert(users)
				.values(batch.map((i) => ({ username: `${prefix}${i}`, email: `${prefix}${i}@bench.example`, passwordHash: 'not-a-login', isEmailVerified: true })))
				.returning({ id: users.id })
			ids.push(...rows.map((row) => row.id))
		},
	)
	return ids
}

/** One Telegram chat per user, linked (chat ids from `firstChatId`). */
export async function linkChats(db: Database, userIds: string[], firstChatId: number): Promise<number[]> {
	const chats = userIds.map((_, i) => firstChatId + i)
	await inBatches(
		userIds.map((userId, i) => ({ userId, chatId: chats[i]!, linkedAt: new Date() })),
		2_000,
		(batch) => db.insert(telegramLinks).values(batch),
	)
	return chats
}

/** Active alerts at 1 min (paid for a month), alert i for user i modulo the users. */
export async function seedAlerts(
	db: Database,
	specs: AlertSpec[],
	userIds: string[],
	overrides: Partial<typeof subscriptions.$inferInsert> = {},
): Promise<AlertRow[]> {
	const rows: AlertRow[] = []
	const periodEnd = new Date(Date.now() + 30 * 86_400_000)
	await inBatches(
		specs.map((spec, i) => ({ spec, userId: userIds[i % userIds.length]! })),
		1_000,
		async (batch) => {
			const inserted = await db
				.insert(subscriptions)
				.values(
					batch.map(({ spec, userId }) => ({
						userId,
						currentPeriodEnd: periodEnd,
						...specColumns(spec),
						...overrides,
					})),
				)
				.returning()
			rows.push(...inserted)
		},
	)
	return rows
}
