import { type DashboardAlert } from '#app/components/alerts/alert-card.tsx'
import { formatDay, formatShortDay } from '#app/components/alerts/format.ts'
import { formatCheckTime, formatMomentIn } from '#core/check-times.ts'
import { type DemoListing, type DemoMarketOptions, demoListing, latestIndex, matchesDemoQuery, publishedAt } from '#core/demo-market.ts'
import { type Language, frequencyMinutes, type UpdateFrequency } from '#core/enums.ts'
import { dateTimeFormat, formatAgo } from '#core/intl.ts'
import { marketDay, marketDays, marketStart } from '#core/models/market-chart.ts'
import { burstThreshold } from '#core/notifications/payloads.ts'
import { priceAlert } from '#core/pricing.ts'
import { anyCar } from '#core/schemas/alert.ts'
import { sites } from '#core/sites.ts'
import { renderNotification } from '#core/telegram/messages.ts'

/**
 * The landing page's picture of the product (docs/decisions/056-landing-page-sample.md): one alert
 * on the demo market, a Volkswagen Golf with a few limits, as if it had been created at midnight
 * UTC yesterday and checked every 15 minutes since; the Telegram message of its newest car,
 * rendered by the bot's own renderer as of the check that found it; and the alert's dashboard
 * card, its counts and chart those of the demo market's cars that it matched. Nothing is stored
 * and nothing invented: every figure comes from the demo market's deterministic listings.
 */
export const sampleAlert = {
	brand: 'volkswagen',
	model: 'golf',
	brandName: 'Volkswagen',
	modelName: 'Golf',
	priceMax: 22_000,
	yearMin: 2017,
	mileageMax: 120_000,
	frequency: '15min' as UpdateFrequency,
} as const

const query = { brand: sampleAlert.brand, model: sampleAlert.model, priceMax: sampleAlert.priceMax, yearMin: sampleAlert.yearMin, kmMax: sampleAlert.mileageMax }
const dayMs = 86_400_000
const checkMs = frequencyMinutes[sampleAlert.frequency] * 60_000

/** The sample's checks fall on the quarter hours: the check at or after a moment. */
const checkAtOrAfter = (moment: Date) => new Date(Math.ceil(moment.getTime() / checkMs) * checkMs)

type Scan = { since: Date; lastCheck: Date; matches: Array<DemoListing & { deliveredAt: Date }>; messages: number }

let cached: { key: string; scan: Scan } | null = null

/** The demo market's cars the sample alert matched from its start to its last check, newest first (one scan a minute). */
function scan(options: DemoMarketOptions, now: Date): Scan {
	const key = `${options.epoch.toISOString()}/${options.intervalSeconds}/${Math.floor(now.getTime() / 60_000)}`
	if (cached?.key === key) return cached.scan
	const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
	const since = new Date(Math.max(today - dayMs, options.epoch.getTime()))
	const lastCheck = new Date(Math.floor(now.getTime() / checkMs) * checkMs)
	const matches: Scan['matches'] = []
	// Listings published after the last check are found by the next one.
	const newest = latestIndex(new Date(lastCheck.getTime() - 1), options)
	for (let index = newest; index >= 0 && publishedAt(index, options) > since; index--) {
		const listing = demoListing(index, options)
		if (matchesDemoQuery(listing, query)) matches.push({ ...listing, deliveredAt: checkAtOrAfter(listing.publishedAt) })
	}
	// One message a car, or one digest for a check that found more than a few (docs/decisions/052).
	const perCheck = new Map<number, number>()
	for (const match of matches) perCheck.set(match.deliveredAt.getTime(), (perCheck.get(match.deliveredAt.getTime()) ?? 0) + 1)
	const messages = [...perCheck.values()].reduce((sum, count) => sum + (count > burstThreshold ? 1 : count), 0)
	const result = { since, lastCheck, matches, messages }
	cached = { key, scan: result }
	return result
}

const median = (values: number[]): number | null => {
	if (values.length === 0) return null
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

export type LandingSample = {
	/** The bot's message as Telegram HTML (core/telegram/messages.ts), null before the demo market has a match. */
	message: { html: string; photoUrl: string | null; button: string | null; time: string } | null
	alert: DashboardAlert
}

/** The sample in `language` as of `now`; `origin` makes the listing's link and photo absolute, as the bot sends them. */
export function landingSample(input: { options: DemoMarketOptions; language: Language; now: Date; origin: string; photos: boolean }): LandingSample {
	const { options, language, now } = input
	const { since, lastCheck, matches, messages } = scan(options, now)
	const label = `${sampleAlert.brandName} ${sampleAlert.modelName}`
	const newestCar = matches[0]
	const rendered = newestCar
		? renderNotification(
				{
					kind: 'new_listing',
					payload: {
						title: newestCar.title,
						price: newestCar.price,
						currency: newestCar.currency,
						km: newestCar.km,
						year: newestCar.year,
						fuel: newestCar.fuel,
						location: newestCar.location,
						url: new URL(`/demo-market?listing=${newestCar.index}`, input.origin).href,
						imageUrl: input.photos ? new URL(`/demo-market/images/${newestCar.index}.svg`, input.origin).href : null,
						siteName: sites.demo.name,
						alertLabel: label,
						publishedAt: newestCar.publishedAt.toISOString(),
					},
				},
				language,
				// As the buyer reads it: when the check that found the car sent it.
				newestCar.deliveredAt,
			)
		: null

	const start = marketStart(now)
	const counts = Array.from({ length: marketDays }, () => 0)
	const prices: number[][] = Array.from({ length: marketDays }, () => [])
	for (const match of matches) {
		const day = Math.floor((match.publishedAt.getTime() - start.getTime()) / dayMs)
		if (day < 0 || day >= marketDays) continue
		counts[day]! += 1
		prices[day]!.push(match.price)
	}
	const from = marketDay(start)
	const sinceDay = marketDay(since)
	const shownSince = sinceDay > from ? sinceDay : null
	const todayIso = now.toISOString()
	const nextCheck = new Date(lastCheck.getTime() + checkMs)
	const alert: DashboardAlert = {
		id: 'sample',
		brand: sampleAlert.brand,
		model: sampleAlert.model,
		brandName: sampleAlert.brandName,
		modelName: sampleAlert.modelName,
		// Any car of the model, within the sample's limits.
		...anyCar,
		priceMax: sampleAlert.priceMax,
		yearMin: sampleAlert.yearMin,
		mileageMax: sampleAlert.mileageMax,
		websitesSelected: ['demo'],
		updateFrequency: sampleAlert.frequency,
		status: 'active',
		running: true,
		// The single pricing source: one site, checked every 15 minutes.
		price: priceAlert({ websiteCount: 1, frequency: sampleAlert.frequency }).total,
		pendingPrice: null,
		currentPeriodEnd: null,
		lastCheckedAt: lastCheck.toISOString(),
		nextCheckAt: nextCheck.toISOString(),
		listingsFound: matches.length,
		alertsSent: messages,
		alertsWaiting: 0,
		quiet: null,
		degradedSites: [],
		sites: [{ siteId: 'demo', state: 'working', lastSuccessAt: lastCheck.toISOString(), readAgo: formatAgo(lastCheck, now, language) }],
		delay: null,
		cancelOutcome: 'endsNow',
		keepable: false,
		mutedModels: [],
		lastCheckedText: formatMomentIn(lastCheck, language, 'UTC'),
		nextCheckText: formatCheckTime(nextCheck, language, 'UTC', now),
		periodEndText: null,
		market: {
			from,
			counts,
			medians: prices.map(median),
			total: matches.length,
			median: median(matches.map((match) => match.price)),
			since: sinceDay,
			fromText: formatShortDay(from, language),
			toText: formatShortDay(todayIso, language),
			sinceText: shownSince === null ? null : formatShortDay(shownSince, language),
			long: { from: formatDay(from, language), to: formatDay(todayIso, language), since: shownSince === null ? null : formatDay(shownSince, language) },
		},
	}
	const time = newestCar ? dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(newestCar.deliveredAt) : ''
	return { message: rendered ? { html: rendered.html, photoUrl: rendered.photoUrl, button: rendered.button?.text ?? null, time } : null, alert }
}
