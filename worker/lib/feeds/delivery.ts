import { and, eq, inArray, sql } from 'drizzle-orm'
import { alertNames, allModels, catalogueNames, catalogueOf } from '#core/catalogue/queries.ts'
import { alertCars, brandModels, recordSent } from '#core/models/same-car.ts'
import { type Database, type DbOrTx } from '#core/db/client.ts'
import { alertHiddenListings, alertSites, type listings, notificationOutbox, subscriptions } from '#core/db/schema.ts'
import { frequencyMinutes } from '#core/enums.ts'
import { type MatchCriteria, type MatchListing, matchListings, plainWords } from '#core/matching.ts'
import { filtersOf } from '#core/schemas/alert.ts'
import { earlierPrices, listingModel, priceVerdicts, type VerdictTarget } from '#core/market/verdict.ts'
import { eventsBetween, type Feed, type FeedEvent, feedAlerts, latestListings, newestEvent, running } from '#core/models/feeds.ts'
import { addToMarket, marketDay, startMarkets } from '#core/models/market-chart.ts'
import { listingDedupeKey, queueNotification } from '#core/notifications/outbox.ts'
import { burstThreshold, type DigestItem, type ListingPayload, liveShowcaseSize } from '#core/notifications/payloads.ts'
import { letsThrough, quietUntil, rankForDigest } from '#core/quiet-hours.ts'
import { burstDigest } from '#core/telegram/messages.ts'
import { type SiteId, sites, siteWideScope } from '#core/sites.ts'
import type { Alert } from '#core/models/alerts.ts'

/**
 * Delivery (docs/decisions/008): after each crawl of a feed, every alert reading it whose
 * delivery falls due before the feed's next crawl is matched against the feed's events since its
 * cursor (listings new to the feed, new prices), the messages are queued to the outbox and the
 * cursor advances, in one transaction. What an alert receives depends only on its criteria and
 * its cursor: not on its frequency, nor on the other alerts of the feed.
 */

type AlertSite = typeof alertSites.$inferSelect
type ListingRow = typeof listings.$inferSelect

export type DeliveryOutcome = {
	delivered: number
	baselines: number
	newListings: number
	priceDrops: number
	/** Messages not sent: the alert had been told of the car on another site or listing, at that price or less (docs/decisions/039). */
	duplicates: number
	/** Why the verdicts and earlier prices could not be read; the messages went out without them. */
	marketFactsError?: string
}

/** The alert's period in milliseconds. */
const periodMs = (alert: Pick<Alert, 'updateFrequency'>) => frequencyMinutes[alert.updateFrequency] * 60_000

/**
 * An alert is next delivered a period after this delivery. Deliveries happen at crawls of its
 * feed (`deliverFeed`: at the crawl nearest that moment), so counting from the due time instead
 * would let the two rhythms beat: a 1-min alert on a feed crawled every 54 s would now and then
 * skip a crawl and keep a car almost two minutes.
 */
export function nextDelivery(alert: Pick<Alert, 'updateFrequency'>, now: Date): Date {
	return new Date(now.getTime() + periodMs(alert))
}

/**
 * What a baseline was taken for: the criteria the alert matches on this site. Any edit of them
 * takes a new baseline; a widened filter would otherwise send every car already listed as new.
 */
export function baselineKey(alert: Alert, siteId: SiteId) {
	const criteria = [
		alert.brand,
		alert.model,
		alert.fuelType,
		alert.priceMin,
		alert.priceMax,
		alert.yearMin,
		alert.yearMax,
		alert.mileageMax,
		siteId === 'facebook' ? alert.facebookMarketplaceUrl : null,
		// Added after the others, and only when chosen: the keys of alerts without it stay as they
		// were, so the criterion's arrival took no new baseline (and sent no second "live" notice).
		...(alert.sellerType === 'any' ? [] : [alert.sellerType]),
		// Likewise the title's keywords, as matching compares them ("Xenon" and "xenon" are one
		// filter); the marks keep them apart from the seller and from each other.
		...keywordsKey('+', alert.keywordsRequired),
		...keywordsKey('-', alert.keywordsExcluded),
	]
	return criteria.map((value) => value ?? '').join(',')
}

const keywordsKey = (mark: string, words: readonly string[]) => (words.length === 0 ? [] : [mark + words.map(plainWords).join('|')])

/**
 * The criteria an alert's market rollup counts under (docs/decisions/038-market-chart.md): what it
 * matches, not where it looks (its sites and Facebook search change what is counted from then on).
 * A change takes a new baseline on every site, and the first of those restarts the count.
 */
export const marketKey = (alert: Alert) => baselineKey({ ...alert, facebookMarketplaceUrl: null }, 'facebook')

/** "Volkswagen Golf", or "Volkswagen" for all models: how the buyer recognises the alert in a message. */
export async function alertLabels(db: DbOrTx, alerts: Alert[]) {
	const names = await catalogueNames(db as Database, alerts)
	const modelNames = new Map<string, string | null>()
	const labels = new Map<string, string>()
	for (const alert of alerts) {
		const { brandName, modelName } = alertNames(names, alert)
		modelNames.set(alert.id, modelName)
		labels.set(alert.id, modelName ? `${brandName} ${modelName}` : brandName)
	}
	return { labels, modelNames }
}

/** What the alert wants of a listing (core/matching.ts); the model by its catalogue name. */
export function matchCriteria(alert: Alert, modelName: string | null): MatchCriteria {
	return { modelName, ...filtersOf(alert) }
}

/** A listing as matching sees it: its price in euros (null when it could not be converted: it passes). */
function matchable(listing: ListingRow, priceEur: number | null): MatchListing {
	return { title: listing.title, model: listing.model, price: priceEur, km: listing.km, year: listing.year, fuel: listing.fuel, seller: listing.seller }
}

function listingPayload(listing: ListingRow, label: string, price: { price: number | null; priceEur: number | null }): ListingPayload {
	return {
		title: listing.title,
		price: price.price,
		priceEur: price.priceEur,
		currency: listing.currency,
		km: listing.km,
		year: listing.year,
		fuel: listing.fuel,
		location: listing.location,
		url: listing.url,
		imageUrl: listing.imageUrl,
		siteName: sites[listing.siteId as SiteId].name,
		alertLabel: label,
		// The age line is worked out when the message is sent, from these (docs/decisions/042).
		...(listing.publishedAt ? { publishedAt: listing.publishedAt.toISOString() } : {}),
		firstSeenAt: listing.firstSeenAt.toISOString(),
		ref: { siteId: listing.siteId, listingId: listing.listingId },
	}
}

type Message =
	/** `newAt`: when the feed first showed the car, if within this window: a car new to the market, which the alert's rollup counts. */
	| { kind: 'new_listing'; event: FeedEvent; newAt?: Date }
	| { kind: 'price_drop'; event: FeedEvent; previousPrice: number; previousPriceEur: number | null }

/** The price a message shows: the event's, in the site's currency and in euros. */
const messagePrice = (message: Message) => ({ price: message.event.price ?? message.event.listing.price, priceEur: message.event.priceEur })

/** What a listing message says of the market besides the listing (core/market/verdict.ts). */
type MarketFacts = Pick<ListingPayload, 'verdict' | 'earlierPrice'>
type Pending = { alert: Alert; state: AlertSite; messages: Message[] }

/**
 * The verdict and the earlier price of every message about to be queued, in two queries for the
 * whole delivery, before any alert's transaction (docs/decisions/037-fair-price-verdict.md). A
 * listing is compared as the alert's model, or on an "all models" alert as the brand's model it
 * names; alerts that send the same car at the same price share its answer.
 */
async function marketFacts(db: Database, pending: Pending[], modelNames: Map<string, string | null>, now: Date) {
	const catalogue = pending.some(({ alert }) => alert.model === allModels) ? await catalogueOf(db) : null
	const brandModels = new Map<string, string[]>()
	const modelsOf = (brand: string) => {
		let names = brandModels.get(brand)
		if (!names) {
			const entry = catalogue?.brands_and_models.find((candidate) => candidate.slug === brand)
			names = (entry?.models ?? []).filter((model) => model.slug !== allModels).map((model) => model.name)
			brandModels.set(brand, names)
		}
		return names
	}
	const verdictTargets: VerdictTarget[] = []
	const verdictIndex = new Map<string, number>()
	const historyTargets: Array<{ siteId: string; listingId: string; price: number | null; currency: string | null }> = []
	const historyIndex = new Map<string, number>()
	const keysOf = new Map<Message, { verdict: string | null; history: string }>()
	for (const { alert, messages } of pending) {
		for (const message of messages) {
			const { listing } = message.event
			const price = messagePrice(message)
			const modelName = modelNames.get(alert.id) ?? listingModel(modelsOf(alert.brand), listing)
			const verdictKey = modelName === null ? null : JSON.stringify([listing.siteId, listing.listingId, alert.brand, modelName, price.priceEur])
			if (verdictKey !== null && modelName !== null && !verdictIndex.has(verdictKey)) {
				verdictIndex.set(verdictKey, verdictTargets.length)
				verdictTargets.push({ siteId: listing.siteId, listingId: listing.listingId, brand: alert.brand, modelName, year: listing.year, km: listing.km, fuel: listing.fuel, priceEur: price.priceEur })
			}
			const historyKey = JSON.stringify([listing.siteId, listing.listingId, price.price, listing.currency])
			if (!historyIndex.has(historyKey)) {
				historyIndex.set(historyKey, historyTargets.length)
				historyTargets.push({ siteId: listing.siteId, listingId: listing.listingId, price: price.price, currency: listing.currency })
			}
			keysOf.set(message, { verdict: verdictKey, history: historyKey })
		}
	}
	const [verdicts, earlier] = await Promise.all([priceVerdicts(db, verdictTargets, now), earlierPrices(db, historyTargets)])
	return (message: Message): MarketFacts => {
		const keys = keysOf.get(message)
		if (!keys) return {}
		const verdict = keys.verdict === null ? null : verdicts[verdictIndex.get(keys.verdict)!]
		const earlierPrice = earlier[historyIndex.get(keys.history)!]
		// Only what is known goes in: a payload without them renders as before.
		return { ...(verdict ? { verdict } : {}), ...(earlierPrice ? { earlierPrice } : {}) }
	}
}

/** The catalogue model of a listing on an "all models" alert, for "Mute this model"; null on an alert for one model. */
type ModelOf = (alert: Alert, listing: ListingRow) => { slug: string; name: string } | null

/**
 * The model each listing is, as the verdict names it (listingModel: the most specific of the
 * brand's catalogue names it matches), with the slug a mute is stored by.
 */
async function listingModels(db: Database, alerts: Alert[]): Promise<ModelOf> {
	if (!alerts.some((alert) => alert.model === allModels)) return () => null
	const catalogue = await catalogueOf(db)
	const brands = new Map<string, { names: string[]; slugs: Map<string, string> }>()
	return (alert, listing) => {
		if (alert.model !== allModels) return null
		let brand = brands.get(alert.brand)
		if (!brand) {
			const models = (catalogue.brands_and_models.find((entry) => entry.slug === alert.brand)?.models ?? []).filter((model) => model.slug !== allModels)
			brand = { names: models.map((model) => model.name), slugs: new Map(models.map((model) => [model.name, model.slug])) }
			brands.set(alert.brand, brand)
		}
		const name = listingModel(brand.names, listing)
		const slug = name === null ? undefined : brand.slugs.get(name)
		return name === null || slug === undefined ? null : { slug, name }
	}
}

/** The listings of this site the buyer set aside ("Not this car") for these alerts, as `alert id, listing id` keys. */
async function hiddenListings(db: Database, siteId: SiteId, alerts: Alert[]): Promise<Set<string>> {
	if (alerts.length === 0) return new Set()
	const rows = await db
		.select({ alertId: alertHiddenListings.subscriptionId, listingId: alertHiddenListings.listingId })
		.from(alertHiddenListings)
		.where(and(eq(alertHiddenListings.siteId, siteId), inArray(alertHiddenListings.subscriptionId, alerts.map((alert) => alert.id))))
	return new Set(rows.map((row) => `${row.alertId} ${row.listingId}`))
}

/** Whether the buyer asked for no more messages about this car or its model (docs/decisions/040-listing-buttons.md). */
const setAside = (alert: Alert, listing: ListingRow, hidden: Set<string>, modelOf: ModelOf) => {
	if (hidden.has(`${alert.id} ${listing.listingId}`)) return true
	const model = alert.mutedModels.length > 0 ? modelOf(alert, listing) : null
	return model !== null && alert.mutedModels.includes(model.slug)
}

/**
 * The messages one alert gets from the events after its cursor. A listing new to the feed that
 * matches is sent once, at its latest price. A new price of a listing the feed knew: a drop of a
 * car that matched before is a price drop; a car that did not match before and does now (it fell
 * into the price range) is sent as new. `matched` says which (event, variant) the alert matches.
 */
function messagesFor(window: FeedEvent[], matches: (event: FeedEvent, variant: 'now' | 'before') => boolean): Message[] {
	const byListing = new Map<string, { isNew: boolean; newAt?: Date; firstPrice: FeedEvent | null; last: FeedEvent }>()
	for (const event of window) {
		const entry = byListing.get(event.listing.listingId)
		if (!entry) {
			byListing.set(event.listing.listingId, {
				isNew: event.kind === 'new',
				...(event.kind === 'new' ? { newAt: event.at } : {}),
				firstPrice: event.kind === 'price' ? event : null,
				last: event,
			})
			continue
		}
		entry.last = event
		if (event.kind === 'new') {
			entry.isNew = true
			entry.newAt ??= event.at
		}
		if (event.kind === 'price' && !entry.firstPrice) entry.firstPrice = event
	}
	const messages: Message[] = []
	for (const { isNew, newAt, firstPrice, last } of byListing.values()) {
		if (!matches(last, 'now')) continue
		if (isNew || !firstPrice) {
			messages.push({ kind: 'new_listing', event: last, ...(newAt ? { newAt } : {}) })
			continue
		}
		if (!matches(firstPrice, 'before')) {
			messages.push({ kind: 'new_listing', event: last })
			continue
		}
		if (last.price !== null && firstPrice.previousPrice !== null && last.price < firstPrice.previousPrice) {
			messages.push({ kind: 'price_drop', event: last, previousPrice: firstPrice.previousPrice, previousPriceEur: firstPrice.previousPriceEur })
		}
	}
	return messages
}

/** The first index of `events` (sorted by seq) with a seq above `cursor`. */
function firstAfter(events: FeedEvent[], cursor: number) {
	let low = 0
	let high = events.length
	while (low < high) {
		const middle = (low + high) >> 1
		if (events[middle]!.seq <= cursor) low = middle + 1
		else high = middle
	}
	return low
}

/**
 * Delivers the feed's news to each alert reading it whose delivery is due before `dueBefore`:
 * halfway to the feed's next crawl, so that an alert is served at the crawl nearest its time
 * (a little early rather than a whole crawl interval late). Alerts without a baseline for their current criteria take one: the cursor
 * moves to the newest event and the buyer is told the alert is live. Alerts with nothing new are
 * recorded together in a few statements; the others each get a transaction with their messages.
 */
export async function deliverFeed(db: Database, feed: Feed, options: { now: Date; dueBefore: Date }): Promise<DeliveryOutcome> {
	const { now } = options
	const siteId = feed.siteId as SiteId
	const outcome: DeliveryOutcome = { delivered: 0, baselines: 0, newListings: 0, priceDrops: 0, duplicates: 0 }
	const all = await feedAlerts(db, feed.id, now)
	const due = all.filter(({ state }) => !state.nextDeliveryAt || state.nextDeliveryAt <= options.dueBefore)
	if (due.length === 0) return outcome
	const upTo = await newestEvent(db, feed.id)
	const { labels, modelNames } = await alertLabels(db, due.map(({ alert }) => alert))

	// A site-wide feed holds every brand's cars: an alert reads its brand's (docs/decisions/049).
	const ofBrand = (alert: Alert, listing: ListingRow) => feed.scope !== siteWideScope || listing.brand === alert.brand
	const needBaseline = due.filter(({ alert, state }) => state.cursor === null || state.queryKey !== baselineKey(alert, siteId))
	const reading = due.filter((entry) => !needBaseline.includes(entry))
	if (needBaseline.length > 0) {
		const online = await latestListings(db, feed)
		const onlineListings = online.map((listing) => matchable(listing, listing.priceEur))
		const listingOf = new Map(onlineListings.map((listing, i) => [listing, online[i]!]))
		const onlineMatches = matchListings(
			needBaseline.map(({ alert }) => ({ id: alert.id, criteria: matchCriteria(alert, modelNames.get(alert.id) ?? null) })),
			onlineListings,
		)
		const baselineAlerts = needBaseline.map(({ alert }) => alert)
		const [modelOf, hidden, catalogue] = await Promise.all([listingModels(db, baselineAlerts), hiddenListings(db, siteId, baselineAlerts), catalogueOf(db)])
		const showcases = new Map<string, ListingRow[]>()
		for (const { alert } of needBaseline) {
			const matched = (onlineMatches.get(alert.id) ?? []).map((listing) => listingOf.get(listing)!).filter((listing) => ofBrand(alert, listing))
			showcases.set(alert.id, matched)
		}
		const facts = await showcaseFacts(db, needBaseline, showcases, { hidden, modelOf, modelNames, now })
		for (const { alert, state } of needBaseline) {
			const matched = showcases.get(alert.id)!
			const taken = await takeBaseline(db, alert, state, {
				upTo,
				now,
				label: labels.get(alert.id)!,
				count: matched.length,
				candidates: facts.candidates.get(alert.id) ?? [],
				facts: facts.of,
				modelsOf: (brand) => brandModels(catalogue, brand),
			})
			if (taken) outcome.baselines += 1
		}
	}
	if (reading.length === 0) return outcome

	const from = Math.min(...reading.map(({ state }) => state.cursor!))
	const events = await eventsBetween(db, feed.id, from, upTo)
	// Each event is matched once for every alert: as it is now, and (a new price) as it was before.
	const current = events.map((event) => matchable(event.listing, event.priceEur))
	const before = events.map((event) => matchable(event.listing, event.kind === 'price' ? event.previousPriceEur : event.priceEur))
	const criteria = reading.map(({ alert }) => ({ id: alert.id, criteria: matchCriteria(alert, modelNames.get(alert.id) ?? null) }))
	const matchedNow = matchListings(criteria, current)
	const matchedBefore = matchListings(criteria, before)
	const position = new Map<MatchListing, number>([...current.map((listing, i) => [listing, i] as const), ...before.map((listing, i) => [listing, i] as const)])
	const indexSet = (list: MatchListing[] | undefined) => new Set((list ?? []).map((listing) => position.get(listing)!))

	const indexOf = new Map(events.map((event, i) => [event, i]))
	const quiet: Alert[] = []
	const pending: Pending[] = []
	for (const { alert, state } of reading) {
		const window = events.slice(firstAfter(events, state.cursor!))
		const nowSet = indexSet(matchedNow.get(alert.id))
		const beforeSet = indexSet(matchedBefore.get(alert.id))
		const messages = window.length === 0 ? [] : messagesFor(window, (event, variant) => ofBrand(alert, event.listing) && (variant === 'now' ? nowSet : beforeSet).has(indexOf.get(event)!))
		if (messages.length === 0) {
			quiet.push(alert)
			continue
		}
		pending.push({ alert, state, messages })
	}
	const [modelOf, hidden] = await Promise.all([listingModels(db, pending.map(({ alert }) => alert)), hiddenListings(db, siteId, pending.map(({ alert }) => alert))])
	for (const entry of [...pending]) {
		entry.messages = entry.messages.filter((message) => !setAside(entry.alert, message.event.listing, hidden, modelOf))
		// Nothing left but cars set aside: the cursor moves on as for an alert with nothing new.
		if (entry.messages.length === 0) {
			pending.splice(pending.indexOf(entry), 1)
			quiet.push(entry.alert)
		}
	}
	// The verdict adds to a message; a failure to read it must not hold the car back from the buyer.
	const noFacts = (): MarketFacts => ({})
	const facts =
		pending.length > 0
			? await marketFacts(db, pending, modelNames, now).catch((error: unknown) => {
					outcome.marketFactsError = error instanceof Error ? error.message : String(error)
					return noFacts
				})
			: noFacts
	// The brand's model names, to tell one car from another (core/market/same-car.ts).
	const catalogue = pending.length > 0 ? await catalogueOf(db) : null
	const modelsOf = (brand: string) => (catalogue ? brandModels(catalogue, brand) : [])
	for (const { alert, state, messages } of pending) {
		const sent = await deliverMessages(db, alert, state, messages, { upTo, now, label: labels.get(alert.id)!, facts, modelsOf, modelOf })
		if (!sent) continue
		outcome.delivered += 1
		outcome.newListings += sent.newListings
		outcome.priceDrops += sent.priceDrops
		outcome.duplicates += sent.duplicates
	}
	await recordQuiet(db, siteId, quiet, { upTo, now })
	// Alerts with nothing new start their count too, from their last delivery; only under the row
	// lock (takeBaseline, deliverMessages) can a count restart (docs/decisions/038-market-chart.md).
	const quietIds = new Set(quiet.map((alert) => alert.id))
	await startMarkets(
		db,
		reading.filter(({ alert }) => quietIds.has(alert.id)).map(({ alert, state }) => ({ subscriptionId: alert.id, criteriaKey: marketKey(alert), since: state.lastCheckedAt ?? now })),
		{ restart: false },
	)
	outcome.delivered += quiet.length
	return outcome
}

/** A listing's moment for "newest": when the site says it went online, else when we first saw it. */
const listedAt = (listing: ListingRow) => (listing.publishedAt ?? listing.firstSeenAt).getTime()
/** Newest first; equal moments (a first crawl sees every car at once) by the site's id, higher first: ids grow on the sites we read. */
const newestFirst = (a: ListingRow, b: ListingRow) => listedAt(b) - listedAt(a) || b.listingId.localeCompare(a.listingId, 'en', { numeric: true })

/**
 * The cars an alert-live message may show (docs/decisions/052-delivery-that-respects-a-person.md):
 * per alert, its matches among what is online, newest first, without the cars and models the buyer
 * set aside, a few more than it shows (a car already told of is passed over under the row lock);
 * and their verdicts and earlier prices, read once for all of them, as for any message.
 */
async function showcaseFacts(
	db: Database,
	alerts: Array<{ alert: Alert; state: AlertSite }>,
	matches: Map<string, ListingRow[]>,
	context: { hidden: Set<string>; modelOf: ModelOf; modelNames: Map<string, string | null>; now: Date },
) {
	const candidates = new Map<string, ListingRow[]>()
	const pending: Pending[] = []
	const messageOf = new Map<string, Message>()
	for (const { alert, state } of alerts) {
		const newest = (matches.get(alert.id) ?? [])
			.filter((listing) => !setAside(alert, listing, context.hidden, context.modelOf))
			.sort(newestFirst)
			.slice(0, 3 * liveShowcaseSize)
		candidates.set(alert.id, newest)
		const messages = newest.map((listing): Message => {
			const event: FeedEvent = { seq: 0, kind: 'new', price: listing.price, priceEur: listing.priceEur, previousPrice: null, previousPriceEur: null, at: listing.firstSeenAt, listing }
			const message: Message = { kind: 'new_listing', event }
			messageOf.set(`${alert.id} ${listing.listingId}`, message)
			return message
		})
		if (messages.length > 0) pending.push({ alert, state, messages })
	}
	const noFacts = (): MarketFacts => ({})
	// As for any message, a failure to read the market must not hold the first message back.
	const facts = pending.length > 0 ? await marketFacts(db, pending, context.modelNames, context.now).catch(() => noFacts) : noFacts
	return {
		candidates,
		of: (alert: Alert, listing: ListingRow): MarketFacts => {
			const message = messageOf.get(`${alert.id} ${listing.listingId}`)
			return message ? facts(message) : {}
		},
	}
}

/**
 * The cursor moves to the feed's newest event, and the buyer hears the alert is live (once per set
 * of criteria: the dedupe key names them), with the newest matching cars already listed (up to
 * `liveShowcaseSize`) and when the next check is (docs/decisions/052). Each car shown is a listing
 * row carried by that message: told, never sent again on its own, and a car on another site is
 * compared with it (docs/decisions/039). Locks the alert's row on the site so that two workers (a
 * lease that ran out mid-crawl) take turns.
 */
async function takeBaseline(
	db: Database,
	alert: Alert,
	state: AlertSite,
	context: {
		upTo: number
		now: Date
		label: string
		count: number
		candidates: ListingRow[]
		facts: (alert: Alert, listing: ListingRow) => MarketFacts
		modelsOf: (brand: string) => string[]
	},
) {
	const siteId = state.siteId as SiteId
	return db.transaction(async (tx) => {
		const current = await lockForDelivery(tx, alert.id, siteId, context.now)
		if (!current || (current.state.cursor !== null && current.state.queryKey === baselineKey(current.alert, siteId))) return false
		const queryKey = baselineKey(current.alert, siteId)
		const dedupeKey = `live:${alert.id}:${siteId}:${queryKey}`
		const next = nextDelivery(current.alert, context.now)
		// The same criteria again (resumed, moved back): the buyer was told already; nothing is shown twice.
		const [told] = await tx
			.select({ id: notificationOutbox.id })
			.from(notificationOutbox)
			.where(and(eq(notificationOutbox.userId, alert.userId), eq(notificationOutbox.dedupeKey, dedupeKey)))
		const shown = told ? { noticeId: undefined, listings: [] } : await showNewest(tx, current.alert, siteId, context)
		await queueNotification(tx, {
			id: shown.noticeId,
			userId: alert.userId,
			subscriptionId: alert.id,
			kind: 'notice',
			dedupeKey,
			language: alert.notificationLanguage,
			payload: {
				key: 'alertLive',
				alertLabel: context.label,
				siteNames: [sites[siteId].name],
				count: context.count,
				listings: shown.listings,
				nextCheckAt: next.toISOString(),
				frequency: current.alert.updateFrequency,
				timeZone: current.alert.timeZone,
			},
		})
		// New criteria count from their baseline (docs/decisions/038-market-chart.md).
		await startMarkets(tx, [{ subscriptionId: alert.id, criteriaKey: marketKey(current.alert), since: context.now }], { restart: true })
		await tx
			.update(alertSites)
			.set({ cursor: context.upTo, queryKey, baselineAt: context.now, lastCheckedAt: context.now, nextDeliveryAt: next })
			.where(and(eq(alertSites.subscriptionId, alert.id), eq(alertSites.siteId, siteId)))
		await tx
			.update(subscriptions)
			.set({ lastCheckedAt: context.now, nextCheckAt: next, listingsFound: sql`${subscriptions.listingsFound} + ${shown.listings.length}` })
			.where(eq(subscriptions.id, alert.id))
		return true
	})
}

/**
 * The newest cars of `candidates` the alert was not told of, up to `liveShowcaseSize`, each
 * written as a listing row carried by the alert-live message (its id, `noticeId`) and recorded as
 * told. Runs under the alert's row lock.
 */
async function showNewest(
	tx: DbOrTx,
	alert: Alert,
	siteId: SiteId,
	context: { now: Date; label: string; candidates: ListingRow[]; facts: (alert: Alert, listing: ListingRow) => MarketFacts; modelsOf: (brand: string) => string[] },
): Promise<{ noticeId: string; listings: ListingPayload[] }> {
	const noticeId = crypto.randomUUID()
	const listings: ListingPayload[] = []
	if (context.candidates.length === 0) return { noticeId, listings }
	const cars = await alertCars(tx, { subscriptionId: alert.id, brand: alert.brand, modelNames: context.modelsOf(alert.brand), targets: context.candidates })
	const told: Parameters<typeof recordSent>[2] = []
	for (const listing of context.candidates) {
		if (listings.length >= liveShowcaseSize) break
		const price = { price: listing.price, priceEur: listing.priceEur }
		// Told of already, on this site or another: the buyer knows it.
		if (cars.decide(listing, price).kind !== 'as_is') continue
		const payload = { ...listingPayload(listing, context.label, price), ...context.facts(alert, listing) }
		const { queued } = await queueNotification(tx, {
			userId: alert.userId,
			subscriptionId: alert.id,
			kind: 'new_listing',
			dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId: alert.id, siteId, listingId: listing.listingId }),
			language: alert.notificationLanguage,
			payload,
			// No seenAt: the car was listed before the alert, its wait is not the alert's delay (docs/decisions/042).
			carriedBy: { digestId: noticeId, at: context.now },
		})
		if (!queued) continue
		const entry = { price: price.price, currency: listing.currency, priceEur: price.priceEur }
		cars.told(listing, entry)
		told.push({ siteId: listing.siteId, listingId: listing.listingId, ...entry })
		listings.push(payload)
	}
	await recordSent(tx, alert.id, told, context.now)
	return { noticeId, listings }
}

/** The alert and its state on the site, locked, if the alert still runs and reads the site. */
async function lockForDelivery(tx: DbOrTx, alertId: string, siteId: SiteId, now: Date) {
	const [alert] = await tx
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.id, alertId), running(now)))
		.for('update')
	if (!alert) return null
	const [state] = await tx
		.select()
		.from(alertSites)
		.where(and(eq(alertSites.subscriptionId, alertId), eq(alertSites.siteId, siteId)))
		.for('update')
	return state ? { alert, state } : null
}

/** One alert's messages and its new cursor, in one transaction; nothing if another worker got there first. */
async function deliverMessages(
	db: Database,
	alert: Alert,
	state: AlertSite,
	messages: Message[],
	context: { upTo: number; now: Date; label: string; facts: (message: Message) => MarketFacts; modelsOf: (brand: string) => string[]; modelOf: ModelOf },
) {
	const siteId = state.siteId as SiteId
	return db.transaction(async (tx) => {
		const current = await lockForDelivery(tx, alert.id, siteId, context.now)
		// Paused, cancelled or edited since it was read, or delivered by another worker meanwhile: told nothing here.
		if (!current || current.state.cursor !== state.cursor || current.state.queryKey !== baselineKey(current.alert, siteId)) return null
		let newListings = 0
		let priceDrops = 0
		let duplicates = 0
		const language = alert.notificationLanguage
		// Read under the alert's row lock: a delivery of the same car from another feed has committed or waits (docs/decisions/039).
		const cars = await alertCars(tx, { subscriptionId: alert.id, brand: current.alert.brand, modelNames: context.modelsOf(current.alert.brand), targets: messages.map((message) => message.event.listing) })
		const told: Parameters<typeof recordSent>[2] = []
		const marketCars: Array<{ day: string; priceEur: number | null }> = []
		// Inside the alert's quiet hours a message waits for the digest at their end, unless the car
		// is cheap enough to let through (docs/decisions/041-quiet-hours.md).
		const quietEnd = quietUntil(context.now, current.alert)
		// What goes out now is written carried by a burst digest that may never exist: more than
		// `burstThreshold` become that one message, fewer are released to go one by one, below (docs/decisions/052).
		const burstId = crypto.randomUUID()
		const outgoing: DigestItem[] = []
		const carried = (heldUntil: Date | null) => (heldUntil ? { heldUntil } : { carriedBy: { digestId: burstId, at: context.now } })
		for (const message of messages) {
			const { listing } = message.event
			const model = context.modelOf(current.alert, listing)
			// A model muted since the alert was read (its row is locked now) is muted already.
			if (model !== null && current.alert.mutedModels.includes(model.slug)) continue
			const price = messagePrice(message)
			// The car on another site or an earlier listing: sent only as a drop below the price the buyer was told.
			const car = cars.decide(listing, price)
			if (car.kind === 'duplicate') {
				duplicates += 1
				continue
			}
			const alsoOn = cars.alsoOn(listing, price, context.now)
			const payload = { ...listingPayload(listing, context.label, price), ...context.facts(message), ...(alsoOn.length > 0 ? { alsoOn } : {}), ...(model ? { model } : {}) }
			const tell = () => {
				const entry = { price: price.price, currency: listing.currency, priceEur: price.priceEur }
				cars.told(listing, entry)
				told.push({ siteId: listing.siteId, listingId: listing.listingId, ...entry })
			}
			const heldUntil = quietEnd && !letsThrough(payload, current.alert.quietBypassPercent) ? quietEnd : null
			if (message.kind === 'new_listing' && car.kind === 'as_is') {
				const { queued } = await queueNotification(tx, {
					userId: alert.userId,
					subscriptionId: alert.id,
					kind: 'new_listing',
					dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId: alert.id, siteId, listingId: listing.listingId }),
					language,
					payload,
					seenAt: message.event.at,
					...carried(heldUntil),
				})
				if (queued) {
					newListings += 1
					tell()
					if (!heldUntil) outgoing.push({ kind: 'new_listing', listing: payload })
					// A car new to the market, told for the first time: a car of the alert's day in its rollup.
					if (message.newAt) marketCars.push({ day: marketDay(message.newAt), priceEur: price.priceEur })
				}
				continue
			}
			const previous = car.kind === 'price_drop' ? car : message.kind === 'price_drop' ? message : null
			if (!previous) continue
			const dropPayload = { ...payload, previousPrice: previous.previousPrice, previousPriceEur: previous.previousPriceEur }
			const { queued } = await queueNotification(tx, {
				userId: alert.userId,
				subscriptionId: alert.id,
				kind: 'price_drop',
				dedupeKey: listingDedupeKey({ kind: 'price_drop', subscriptionId: alert.id, siteId, listingId: listing.listingId, price: price.price }),
				language,
				payload: dropPayload,
				seenAt: message.event.at,
				...carried(heldUntil),
			})
			if (queued) {
				priceDrops += 1
				tell()
				if (!heldUntil) outgoing.push({ kind: 'price_drop', listing: dropPayload })
			}
		}
		await sendTogetherOrAlone(tx, { alert: current.alert, burstId, outgoing, label: context.label, now: context.now })
		await recordSent(tx, alert.id, told, context.now)
		// The count covers what came after the last delivery (docs/decisions/038-market-chart.md).
		await startMarkets(tx, [{ subscriptionId: alert.id, criteriaKey: marketKey(current.alert), since: current.state.lastCheckedAt ?? context.now }], { restart: true })
		await addToMarket(tx, alert.id, marketCars)
		const next = nextDelivery(current.alert, context.now)
		await tx
			.update(alertSites)
			.set({ cursor: context.upTo, lastCheckedAt: context.now, nextDeliveryAt: next })
			.where(and(eq(alertSites.subscriptionId, alert.id), eq(alertSites.siteId, siteId)))
		await tx
			.update(subscriptions)
			.set({ lastCheckedAt: context.now, nextCheckAt: next, listingsFound: sql`${subscriptions.listingsFound} + ${newListings}` })
			.where(eq(subscriptions.id, alert.id))
		return { newListings, priceDrops, duplicates }
	})
}

/**
 * The listing messages of one delivery that go out now, written carried by `burstId`: more than
 * `burstThreshold` go out as one burst digest with that id, ranked best deals first as the quiet
 * hours' digest is (docs/decisions/052-delivery-that-respects-a-person.md); its rows are sent or
 * failed with it and keep their dedupe keys, so each car counts as told and none comes again. A
 * few are released to go one by one, each with its photo and buttons.
 */
async function sendTogetherOrAlone(tx: DbOrTx, input: { alert: Alert; burstId: string; outgoing: DigestItem[]; label: string; now: Date }) {
	const { alert, burstId, outgoing } = input
	if (outgoing.length === 0) return
	if (outgoing.length <= burstThreshold) {
		await tx
			.update(notificationOutbox)
			.set({ status: 'pending', heldUntil: null, digestId: null })
			.where(and(eq(notificationOutbox.digestId, burstId), eq(notificationOutbox.status, 'held')))
		return
	}
	const language = alert.notificationLanguage
	await queueNotification(tx, {
		id: burstId,
		userId: alert.userId,
		subscriptionId: alert.id,
		kind: 'digest',
		dedupeKey: `burst:${burstId}`,
		language,
		payload: burstDigest({ alertId: alert.id, digestId: burstId, alertLabel: input.label, items: rankForDigest(outgoing) }, language, input.now),
	})
}

/**
 * Alerts with nothing to send: their cursors move to the newest event and their next deliveries
 * keep their rhythm, grouped by that moment, in one transaction. A cursor moved meanwhile (by
 * another worker) only moves forward.
 */
async function recordQuiet(db: Database, siteId: SiteId, quiet: Alert[], { upTo, now }: { upTo: number; now: Date }) {
	if (quiet.length === 0) return
	const byNext = new Map<number, string[]>()
	for (const alert of quiet) {
		const next = nextDelivery(alert, now).getTime()
		const ids = byNext.get(next)
		if (ids) ids.push(alert.id)
		else byNext.set(next, [alert.id])
	}
	await db.transaction(async (tx) => {
		for (const [next, ids] of byNext) {
			await tx
				.update(alertSites)
				.set({ cursor: sql`greatest(${alertSites.cursor}, ${upTo})`, lastCheckedAt: now, nextDeliveryAt: new Date(next) })
				.where(and(eq(alertSites.siteId, siteId), inArray(alertSites.subscriptionId, ids)))
			// A paused or cancelled alert keeps what pausing set.
			await tx
				.update(subscriptions)
				.set({ lastCheckedAt: now, nextCheckAt: new Date(next) })
				.where(and(inArray(subscriptions.id, ids), running(now)))
		}
	})
}
