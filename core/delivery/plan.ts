import { allModels, type Catalogue } from '../catalogue/shape.ts'
import { type alertSites, type listings } from '../db/schema.ts'
import { frequencyMinutes } from '../enums.ts'
import { type CarBook } from '../market/same-car.ts'
import { type EarlierPrice, listingModel, type Verdict, type VerdictTarget } from '../market/verdict.ts'
import { matchInput, payloadFacts } from '../listing/schema.ts'
import { type MatchCriteria, type MatchListing, matchListings } from '../matching.ts'
import { type Alert } from '../models/alerts.ts'
import { type FeedEvent } from '../models/feeds.ts'
import { marketDay } from '../models/market-chart.ts'
import { listingDedupeKey, type QueueNotificationInput } from '../notifications/outbox.ts'
import { burstThreshold, type DigestItem, type ListingPayload, liveShowcaseSize } from '../notifications/payloads.ts'
import { letsThrough, quietUntil, rankForDigest } from '../quiet-hours.ts'
import { filtersOf } from '../schemas/alert.ts'
import { type SiteId, sites, siteWideScope } from '../sites.ts'
import { burstDigest } from '../telegram/messages.ts'
import { baselineKey, marketKey } from './baseline-key.ts'
import { countAtMost } from '../sorted.ts'

/**
 * Delivery as a plan (docs/decisions/061-delivery-as-a-plan.md, the rules of docs/decisions/008):
 * what each alert reading a feed is told after a crawl, decided with no I/O and no clock of its own.
 * The worker (worker/lib/feeds/delivery.ts) reads, calls these, and writes what they return
 * through core/models/alert-delivery.ts. Two steps, because what a delivery may send depends on
 * what another feed's delivery to the same alert has just sent:
 *
 * - `planDelivery(events, readers, state)`: for the whole feed, who is due, who takes a baseline,
 *   which messages each alert's events make (matching, price drops, cars set aside), the cursor
 *   moves of the alerts with nothing to send, and which market facts to read.
 * - `planBaseline` / `planMessages`: for one alert, under its row lock, with the cars it was told of
 *   (same-car dedupe) and the outbox keys it has: its rows, its cursor move, its market rollup.
 */

type AlertSite = typeof alertSites.$inferSelect
export type ListingRow = typeof listings.$inferSelect
/** A running alert reading the feed, with its state on the feed (cursor, baseline key, next delivery). */
export type Reader = { alert: Alert; state: AlertSite }

/** The alert's period in milliseconds. */
const periodMs = (alert: Pick<Alert, 'updateFrequency'>) => frequencyMinutes[alert.updateFrequency] * 60_000

/**
 * An alert is next delivered a period after this delivery. Deliveries happen at crawls of its
 * feed (at the crawl nearest that moment), so counting from the due time instead would let the two
 * rhythms beat: a 1-min alert on a feed crawled every 54 s would now and then skip a crawl and
 * keep a car almost two minutes.
 */
export function nextDelivery(alert: Pick<Alert, 'updateFrequency'>, now: Date): Date {
	return new Date(now.getTime() + periodMs(alert))
}

/** What the alert wants of a listing (core/matching.ts); the model by its catalogue name. */
export function matchCriteria(alert: Alert, modelName: string | null): MatchCriteria {
	return { modelName, ...filtersOf(alert) }
}

/** A listing as matching sees it: its price in euros (null when it could not be converted: it passes). */
export function matchable(listing: ListingRow, priceEur: number | null): MatchListing {
	return matchInput(listing, priceEur)
}

/** The listing as a message shows it, at the message's price. */
export function listingPayload(listing: ListingRow, label: string, price: { price: number | null; priceEur: number | null }): ListingPayload {
	return {
		// The listing's facts as the listing schema names them (core/listing/schema.ts), at the message's price.
		...payloadFacts(listing),
		price: price.price,
		priceEur: price.priceEur,
		siteName: sites[listing.siteId as SiteId].name,
		alertLabel: label,
		// The age line is worked out when the message is sent, from these (docs/decisions/042).
		...(listing.publishedAt ? { publishedAt: listing.publishedAt.toISOString() } : {}),
		firstSeenAt: listing.firstSeenAt.toISOString(),
		ref: { siteId: listing.siteId, listingId: listing.listingId },
	}
}

/** Where a message's market facts are in the batch read for the delivery (`FactTargets`). */
type FactKeys = { verdict: number | null; history: number }

export type Message = (
	| /** `newAt`: when the feed first showed the car, if within this window: a car new to the market, which the alert's rollup counts. */
	{ kind: 'new_listing'; event: FeedEvent; newAt?: Date }
	| { kind: 'price_drop'; event: FeedEvent; previousPrice: number; previousPriceEur: number | null }
) & { facts?: FactKeys }

/** The price a message shows: the event's, in the site's currency and in euros. */
export const messagePrice = (message: Message) => ({ price: message.event.price ?? message.event.listing.price, priceEur: message.event.priceEur })

/**
 * The messages one alert gets from the events after its cursor. A listing new to the feed that
 * matches is sent once, at its latest price. A new price of a listing the feed knew: a drop of a
 * car that matched before is a price drop; a car that did not match before and does now (it fell
 * into the price range) is sent as new. `matches` says which (event, variant) the alert matches.
 */
export function messagesFor(window: readonly FeedEvent[], matches: (event: FeedEvent, variant: 'now' | 'before') => boolean): Message[] {
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
const firstAfter = (events: readonly FeedEvent[], cursor: number) => countAtMost(events, cursor, (event) => event.seq)

/** The catalogue model of a listing on an "all models" alert, for "Mute this model"; null on an alert for one model. */
export type ModelOf = (alert: Alert, listing: ListingRow) => { slug: string; name: string } | null

/**
 * The model each listing is, as the verdict names it (listingModel: the most specific of the
 * brand's catalogue names it matches), with the slug a mute is stored by.
 */
export function listingModels(catalogue: Catalogue | null): ModelOf {
	const brands = new Map<string, { names: string[]; slugs: Map<string, string> }>()
	return (alert, listing) => {
		if (alert.model !== allModels || !catalogue) return null
		let brand = brands.get(alert.brand)
		if (!brand) {
			const models = brandModelsOf(catalogue, alert.brand)
			brand = { names: models.map((model) => model.name), slugs: new Map(models.map((model) => [model.name, model.slug])) }
			brands.set(alert.brand, brand)
		}
		const name = listingModel(brand.names, listing)
		const slug = name === null ? undefined : brand.slugs.get(name)
		return name === null || slug === undefined ? null : { slug, name }
	}
}

const brandModelsOf = (catalogue: Catalogue, brand: string) => (catalogue.brands_and_models.find((entry) => entry.slug === brand)?.models ?? []).filter((model) => model.slug !== allModels)

/** The brand's catalogue model names (none without a catalogue): what tells one car from another and names a listing's model. */
export const modelNamesOf = (catalogue: Catalogue | null) => (brand: string) => (catalogue ? brandModelsOf(catalogue, brand).map((model) => model.name) : [])

/** The key of a car the buyer set aside for an alert ("Not this car"): `alert id, listing id`. */
export const hiddenKey = (alertId: string, listingId: string) => `${alertId} ${listingId}`

/** Whether the buyer asked for no more messages about this car or its model (docs/decisions/040-listing-buttons.md). */
export function setAside(alert: Alert, listing: ListingRow, hidden: ReadonlySet<string>, modelOf: ModelOf) {
	if (hidden.has(hiddenKey(alert.id, listing.listingId))) return true
	const model = alert.mutedModels.length > 0 ? modelOf(alert, listing) : null
	return model !== null && alert.mutedModels.includes(model.slug)
}

/** A listing's moment for "newest": when the site says it went online, else when we first saw it. */
const listedAt = (listing: ListingRow) => (listing.publishedAt ?? listing.firstSeenAt).getTime()
/** Newest first; equal moments (a first crawl sees every car at once) by the site's id, higher first: ids grow on the sites we read. */
export const newestFirst = (a: ListingRow, b: ListingRow) => listedAt(b) - listedAt(a) || b.listingId.localeCompare(a.listingId, 'en', { numeric: true })

/** Which of the feed's alerts this delivery serves, and from which event it reads. */
export type DeliveryRound = {
	/** Due before `dueBefore`: the feed's next crawl, so an alert is served at the last crawl before its time (docs/decisions/073). */
	due: Reader[]
	/** Without a baseline for their current criteria. */
	needBaseline: Reader[]
	/** With one: they read the events after their cursors. */
	reading: Reader[]
	/** The lowest cursor of `reading` (the events to read are after it), null when none reads. */
	from: number | null
}

export function deliveryRound(readers: readonly Reader[], siteId: SiteId, dueBefore: Date): DeliveryRound {
	const due = readers.filter(({ state }) => !state.nextDeliveryAt || state.nextDeliveryAt <= dueBefore)
	const needBaseline = due.filter(({ alert, state }) => state.cursor === null || state.queryKey !== baselineKey(alert, siteId))
	const reading = due.filter((entry) => !needBaseline.includes(entry))
	return { due, needBaseline, reading, from: reading.length === 0 ? null : Math.min(...reading.map(({ state }) => state.cursor!)) }
}

/** What the plan of a feed's delivery is made from, besides its events and readers. */
export type DeliveryState = {
	feed: { siteId: SiteId; scope: string }
	/** The newest event the delivery covers: every cursor moves here. */
	upTo: number
	now: Date
	/** When an alert is due: see `DeliveryRound.due`. */
	dueBefore: Date
	/** Each due alert's model by its catalogue name; null for "all models". */
	modelNames: ReadonlyMap<string, string | null>
	catalogue: Catalogue | null
	/** The cars set aside by the due alerts, by `hiddenKey`. */
	hidden: ReadonlySet<string>
	/** What the feed showed at its last crawl (a baseline's "newest cars"); needed only when an alert takes a baseline. */
	online: readonly ListingRow[]
}

/** Verdicts and earlier prices to read for the delivery's messages, in one query each (docs/decisions/037). */
export type FactTargets = {
	verdicts: VerdictTarget[]
	history: Array<{ siteId: string; listingId: string; price: number | null; currency: string | null }>
}
/** What was read for `FactTargets`, in their order; empty when it could not be read (the messages go without). */
export type Facts = { verdicts: ReadonlyArray<Verdict | null>; earlier: ReadonlyArray<EarlierPrice | null> }
export const noFacts: Facts = { verdicts: [], earlier: [] }

/** The cursor moves of alerts with nothing to send: the rhythm kept, the cursor only forward. */
export type CursorMove = { alertIds: string[]; cursor: number; lastCheckedAt: Date; nextDeliveryAt: Date }
export type MarketStart = { subscriptionId: string; criteriaKey: string; since: Date }

export type DeliveryPlan = {
	round: DeliveryRound
	/** Alerts taking a baseline: how many cars match now, and the newest a live message may show. */
	baselines: Array<{ reader: Reader; count: number; candidates: Message[] }>
	/** Alerts with messages, each under its own row lock next (`planMessages`). */
	sends: Array<{ reader: Reader; messages: Message[] }>
	/** Alerts with nothing to send (or only cars set aside), grouped by their next delivery. */
	cursorMoves: CursorMove[]
	/** Their market counts start, from their last delivery, if none has (never a restart: that needs the row lock). */
	marketStarts: MarketStart[]
	quiet: number
	facts: FactTargets
}

/**
 * The plan of one feed's delivery. `events`: the feed's events after `round.from` up to
 * `state.upTo`, oldest first; `readers`: the running alerts that read the feed.
 */
export function planDelivery(events: readonly FeedEvent[], readers: readonly Reader[], state: DeliveryState): DeliveryPlan {
	const { feed, now, upTo } = state
	const round = deliveryRound(readers, feed.siteId, state.dueBefore)
	const modelOf = listingModels(state.catalogue)
	const criteriaOf = (alert: Alert) => ({ id: alert.id, criteria: matchCriteria(alert, state.modelNames.get(alert.id) ?? null) })
	// A site-wide feed holds every brand's cars: an alert reads its brand's (docs/decisions/049).
	const ofBrand = (alert: Alert, listing: ListingRow) => feed.scope !== siteWideScope || listing.brand === alert.brand

	const baselines: DeliveryPlan['baselines'] = []
	if (round.needBaseline.length > 0) {
		const online = state.online.map((listing) => matchable(listing, listing.priceEur))
		const listingOf = new Map(online.map((listing, i) => [listing, state.online[i]!]))
		const matches = matchListings(round.needBaseline.map(({ alert }) => criteriaOf(alert)), online)
		for (const reader of round.needBaseline) {
			const { alert } = reader
			const matched = (matches.get(alert.id) ?? []).map((listing) => listingOf.get(listing)!).filter((listing) => ofBrand(alert, listing))
			// The newest not set aside, a few more than shown: a car told of already is passed over under the row lock.
			const newest = matched
				.filter((listing) => !setAside(alert, listing, state.hidden, modelOf))
				.sort(newestFirst)
				.slice(0, 3 * liveShowcaseSize)
			const candidates = newest.map((listing): Message => ({
				kind: 'new_listing',
				event: { seq: 0, kind: 'new', price: listing.price, priceEur: listing.priceEur, previousPrice: null, previousPriceEur: null, at: listing.firstSeenAt, listing },
			}))
			baselines.push({ reader, count: matched.length, candidates })
		}
	}

	const sends: DeliveryPlan['sends'] = []
	const quiet: Reader[] = []
	if (round.reading.length > 0) {
		// Each event is matched once for every alert: as it is now, and (a new price) as it was before.
		const current = events.map((event) => matchable(event.listing, event.priceEur))
		const before = events.map((event) => matchable(event.listing, event.kind === 'price' ? event.previousPriceEur : event.priceEur))
		const criteria = round.reading.map(({ alert }) => criteriaOf(alert))
		const matchedNow = matchListings(criteria, current)
		const matchedBefore = matchListings(criteria, before)
		const position = new Map<MatchListing, number>([...current.map((listing, i) => [listing, i] as const), ...before.map((listing, i) => [listing, i] as const)])
		const indexSet = (list: MatchListing[] | undefined) => new Set((list ?? []).map((listing) => position.get(listing)!))
		const indexOf = new Map(events.map((event, i) => [event, i]))
		for (const reader of round.reading) {
			const { alert, state: alertState } = reader
			const window = events.slice(firstAfter(events, alertState.cursor!))
			const nowSet = indexSet(matchedNow.get(alert.id))
			const beforeSet = indexSet(matchedBefore.get(alert.id))
			const messages = messagesFor(window, (event, variant) => ofBrand(alert, event.listing) && (variant === 'now' ? nowSet : beforeSet).has(indexOf.get(event)!))
				// Cars set aside: when nothing else is left, the cursor moves on as for an alert with nothing new.
				.filter((message) => !setAside(alert, message.event.listing, state.hidden, modelOf))
			if (messages.length === 0) quiet.push(reader)
			else sends.push({ reader, messages })
		}
	}

	const byNext = new Map<number, string[]>()
	for (const { alert } of quiet) {
		const next = nextDelivery(alert, now).getTime()
		byNext.set(next, [...(byNext.get(next) ?? []), alert.id])
	}
	return {
		round,
		baselines,
		sends,
		cursorMoves: [...byNext].map(([next, alertIds]) => ({ alertIds, cursor: upTo, lastCheckedAt: now, nextDeliveryAt: new Date(next) })),
		// From their last delivery (docs/decisions/038-market-chart.md).
		marketStarts: quiet.map(({ alert, state: alertState }) => ({ subscriptionId: alert.id, criteriaKey: marketKey(alert), since: alertState.lastCheckedAt ?? now })),
		quiet: quiet.length,
		facts: factTargets([...baselines.map(({ reader, candidates }) => ({ alert: reader.alert, messages: candidates })), ...sends.map(({ reader, messages }) => ({ alert: reader.alert, messages }))], state),
	}
}

/**
 * The verdict and the earlier price each message needs, each asked once (docs/decisions/037): a
 * listing is compared as the alert's model, or on an "all models" alert as the brand's model it
 * names; alerts that send the same car at the same price share its answer. Writes each message's
 * place in the batch into it (`facts`).
 */
function factTargets(pending: ReadonlyArray<{ alert: Alert; messages: Message[] }>, state: Pick<DeliveryState, 'modelNames' | 'catalogue'>): FactTargets {
	const modelsOf = modelNamesOf(pending.some(({ alert }) => alert.model === allModels) ? state.catalogue : null)
	const targets: FactTargets = { verdicts: [], history: [] }
	const verdictIndex = new Map<string, number>()
	const historyIndex = new Map<string, number>()
	for (const { alert, messages } of pending) {
		for (const message of messages) {
			const { listing } = message.event
			const price = messagePrice(message)
			const modelName = state.modelNames.get(alert.id) ?? listingModel(modelsOf(alert.brand), listing)
			let verdict: number | null = null
			if (modelName !== null) {
				const key = JSON.stringify([listing.siteId, listing.listingId, alert.brand, modelName, price.priceEur])
				if (!verdictIndex.has(key)) {
					verdictIndex.set(key, targets.verdicts.length)
					targets.verdicts.push({ siteId: listing.siteId, listingId: listing.listingId, brand: alert.brand, modelName, year: listing.year, km: listing.km, fuel: listing.fuel, priceEur: price.priceEur })
				}
				verdict = verdictIndex.get(key)!
			}
			const historyKey = JSON.stringify([listing.siteId, listing.listingId, price.price, listing.currency])
			if (!historyIndex.has(historyKey)) {
				historyIndex.set(historyKey, targets.history.length)
				targets.history.push({ siteId: listing.siteId, listingId: listing.listingId, price: price.price, currency: listing.currency })
			}
			message.facts = { verdict, history: historyIndex.get(historyKey)! }
		}
	}
	return targets
}

/** What a listing message says of the market besides the listing: only what is known (a payload without them renders as before). */
export function marketFacts(message: Message, facts: Facts): Pick<ListingPayload, 'verdict' | 'earlierPrice'> {
	if (!message.facts) return {}
	const verdict = message.facts.verdict === null ? null : facts.verdicts[message.facts.verdict]
	const earlierPrice = facts.earlier[message.facts.history]
	return { ...(verdict ? { verdict } : {}), ...(earlierPrice ? { earlierPrice } : {}) }
}

/** The outbox keys a plan of this alert may write: the caller reads which of them the buyer has already (`AlertState.existingKeys`). */
export function outboxKeys(alert: Alert, siteId: SiteId, messages: readonly Message[]): string[] {
	const keys = [liveKey(alert, siteId)]
	for (const message of messages) {
		const base = { subscriptionId: alert.id, siteId, listingId: message.event.listing.listingId }
		keys.push(listingDedupeKey({ kind: 'new_listing', ...base }), listingDedupeKey({ kind: 'price_drop', ...base, price: messagePrice(message).price }))
	}
	return [...new Set(keys)]
}

/** The alert-live message is sent once per set of criteria: its key names them. */
const liveKey = (alert: Alert, siteId: SiteId) => `live:${alert.id}:${siteId}:${baselineKey(alert, siteId)}`

/** One alert's state, read under its row lock. */
export type AlertState = {
	/** The alert and its state on the site now, if it still runs and reads the site. */
	locked: Reader | null
	/** The cars the alert was told of that may be the ones of this delivery (core/market/same-car.ts). */
	cars: CarBook
	/** Which of `outboxKeys` the buyer has in the outbox already: those are not written again. */
	existingKeys: ReadonlySet<string>
}

export type SentEntry = { siteId: string; listingId: string; price: number | null; currency: string | null; priceEur: number | null }

/** What one alert's delivery writes, in one transaction (core/models/alert-delivery.ts `writeAlertDelivery`). */
export type AlertWrites = {
	alertId: string
	siteId: SiteId
	/** Outbox rows, in order. */
	outbox: QueueNotificationInput[]
	/** The cars told, at their prices (the last price told wins). */
	sent: SentEntry[]
	/** The market count under the alert's criteria, restarted if it counted other criteria (docs/decisions/038). */
	marketStart: MarketStart
	/** New cars of the market the alert was told of, on the day the feed found them. */
	marketCars: Array<{ day: string; priceEur: number | null }>
	cursor: { cursor: number; queryKey?: string; baselineAt?: Date; lastCheckedAt: Date; nextDeliveryAt: Date }
	/** What the dashboard shows: the last and next check, and the cars found. */
	checked: { lastCheckedAt: Date; nextCheckAt: Date; listingsFound: number }
	counts: { newListings: number; priceDrops: number; duplicates: number }
}

/**
 * An alert takes a baseline (docs/decisions/052): its cursor moves to the feed's newest event, and
 * the buyer hears it is live, once per set of criteria, with the newest matching cars already
 * listed (up to `liveShowcaseSize`, not told of before on any site) and when the next check is.
 * Each car shown is a listing row carried by that message: told, never sent again on its own.
 * Null when another worker took it meanwhile or the alert stopped reading the site.
 */
export function planBaseline(
	input: { reader: Reader; label: string; count: number; candidates: readonly Message[]; noticeId: string } & Pick<DeliveryState, 'upTo' | 'now'> & { siteId: SiteId; facts: Facts },
	alertState: AlertState,
): AlertWrites | null {
	const { locked } = alertState
	const { siteId, now } = input
	if (!locked || (locked.state.cursor !== null && locked.state.queryKey === baselineKey(locked.alert, siteId))) return null
	const alert = locked.alert
	const queryKey = baselineKey(alert, siteId)
	const next = nextDelivery(alert, now)
	const existing = new Set(alertState.existingKeys)
	const outbox: QueueNotificationInput[] = []
	const sent: SentEntry[] = []
	const shown: ListingPayload[] = []
	const dedupeKey = liveKey(alert, siteId)
	// The same criteria again (resumed, moved back): the buyer was told already; nothing is shown twice.
	if (!existing.has(dedupeKey)) {
		for (const message of input.candidates) {
			if (shown.length >= liveShowcaseSize) break
			const { listing } = message.event
			const price = { price: listing.price, priceEur: listing.priceEur }
			// Told of already, on this site or another: the buyer knows it.
			if (alertState.cars.decide(listing, price).kind !== 'as_is') continue
			const key = listingDedupeKey({ kind: 'new_listing', subscriptionId: alert.id, siteId, listingId: listing.listingId })
			if (existing.has(key)) continue
			existing.add(key)
			const payload = { ...listingPayload(listing, input.label, price), ...marketFacts(message, input.facts) }
			// No seenAt: the car was listed before the alert, its wait is not the alert's delay (docs/decisions/042).
			outbox.push({ userId: alert.userId, subscriptionId: alert.id, kind: 'new_listing', dedupeKey: key, language: alert.notificationLanguage, payload, carriedBy: { digestId: input.noticeId, at: now } })
			const entry = { price: price.price, currency: listing.currency, priceEur: price.priceEur }
			alertState.cars.told(listing, entry)
			sent.push({ siteId: listing.siteId, listingId: listing.listingId, ...entry })
			shown.push(payload)
		}
		outbox.push({
			id: input.noticeId,
			userId: alert.userId,
			subscriptionId: alert.id,
			kind: 'notice',
			dedupeKey,
			language: alert.notificationLanguage,
			payload: {
				key: 'alertLive',
				alertLabel: input.label,
				siteNames: [sites[siteId].name],
				siteIds: [siteId],
				count: input.count,
				listings: shown,
				nextCheckAt: next.toISOString(),
				frequency: alert.updateFrequency,
				timeZone: alert.timeZone,
			},
		})
	}
	return {
		alertId: alert.id,
		siteId,
		outbox,
		sent,
		// New criteria count from their baseline (docs/decisions/038-market-chart.md).
		marketStart: { subscriptionId: alert.id, criteriaKey: marketKey(alert), since: now },
		marketCars: [],
		cursor: { cursor: input.upTo, queryKey, baselineAt: now, lastCheckedAt: now, nextDeliveryAt: next },
		checked: { lastCheckedAt: now, nextCheckAt: next, listingsFound: shown.length },
		counts: { newListings: 0, priceDrops: 0, duplicates: 0 },
	}
}

/**
 * One alert's messages and its new cursor. Null when the alert was paused, cancelled or edited
 * since it was read, or delivered by another worker meanwhile: it is told nothing here.
 *
 * A model muted since the alert was read is muted already. A car the alert was told of on another
 * site or listing is sent only as a drop below the price told, saying where else it is listed
 * (docs/decisions/039). Inside the alert's quiet hours a message waits for the digest at their end,
 * unless the car is cheap enough to let through (docs/decisions/041). More than `burstThreshold`
 * messages going out now become one burst digest, best deals first, carrying their rows; fewer go
 * one by one (docs/decisions/052). A car new to the market counts in the alert's rollup on the day
 * the feed found it (docs/decisions/038).
 */
export function planMessages(
	input: { reader: Reader; label: string; messages: readonly Message[]; burstId: string; modelOf: ModelOf } & Pick<DeliveryState, 'upTo' | 'now'> & { siteId: SiteId; facts: Facts },
	alertState: AlertState,
): AlertWrites | null {
	const { locked, cars } = alertState
	const { siteId, now } = input
	if (!locked || locked.state.cursor !== input.reader.state.cursor || locked.state.queryKey !== baselineKey(locked.alert, siteId)) return null
	const alert = locked.alert
	const existing = new Set(alertState.existingKeys)
	const counts = { newListings: 0, priceDrops: 0, duplicates: 0 }
	const outbox: QueueNotificationInput[] = []
	const sent: SentEntry[] = []
	const marketCars: AlertWrites['marketCars'] = []
	const quietEnd = quietUntil(now, alert)
	/** The rows that go out now, and what the burst digest would list of them. */
	const outgoing: Array<{ row: QueueNotificationInput; item: DigestItem }> = []
	for (const message of input.messages) {
		const { listing } = message.event
		const model = input.modelOf(alert, listing)
		if (model !== null && alert.mutedModels.includes(model.slug)) continue
		const price = messagePrice(message)
		const car = cars.decide(listing, price)
		if (car.kind === 'duplicate') {
			counts.duplicates += 1
			continue
		}
		const alsoOn = cars.alsoOn(listing, price, now)
		const payload = { ...listingPayload(listing, input.label, price), ...marketFacts(message, input.facts), ...(alsoOn.length > 0 ? { alsoOn } : {}), ...(model ? { model } : {}) }
		const heldUntil = quietEnd && !letsThrough(payload, alert.quietBypassPercent) ? quietEnd : null
		const base = { userId: alert.userId, subscriptionId: alert.id, language: alert.notificationLanguage, seenAt: message.event.at, ...(heldUntil ? { heldUntil } : {}) }
		const tell = () => {
			const entry = { price: price.price, currency: listing.currency, priceEur: price.priceEur }
			cars.told(listing, entry)
			sent.push({ siteId: listing.siteId, listingId: listing.listingId, ...entry })
		}
		if (message.kind === 'new_listing' && car.kind === 'as_is') {
			const dedupeKey = listingDedupeKey({ kind: 'new_listing', subscriptionId: alert.id, siteId, listingId: listing.listingId })
			if (existing.has(dedupeKey)) continue
			existing.add(dedupeKey)
			const row: QueueNotificationInput = { ...base, kind: 'new_listing', dedupeKey, payload }
			outbox.push(row)
			counts.newListings += 1
			tell()
			if (!heldUntil) outgoing.push({ row, item: { kind: 'new_listing', listing: payload } })
			// A car new to the market, told for the first time: a car of the alert's day in its rollup.
			if (message.newAt) marketCars.push({ day: marketDay(message.newAt), priceEur: price.priceEur })
			continue
		}
		const previous = car.kind === 'price_drop' ? car : message.kind === 'price_drop' ? message : null
		if (!previous) continue
		const dropPayload = { ...payload, previousPrice: previous.previousPrice, previousPriceEur: previous.previousPriceEur }
		const dedupeKey = listingDedupeKey({ kind: 'price_drop', subscriptionId: alert.id, siteId, listingId: listing.listingId, price: price.price })
		if (existing.has(dedupeKey)) continue
		existing.add(dedupeKey)
		const row: QueueNotificationInput = { ...base, kind: 'price_drop', dedupeKey, payload: dropPayload }
		outbox.push(row)
		counts.priceDrops += 1
		tell()
		if (!heldUntil) outgoing.push({ row, item: { kind: 'price_drop', listing: dropPayload } })
	}
	if (outgoing.length > burstThreshold) {
		// Its rows are sent or failed with it and keep their dedupe keys: each car counts as told and none comes again.
		for (const { row } of outgoing) row.carriedBy = { digestId: input.burstId, at: now }
		outbox.push({
			id: input.burstId,
			userId: alert.userId,
			subscriptionId: alert.id,
			kind: 'digest',
			dedupeKey: `burst:${input.burstId}`,
			language: alert.notificationLanguage,
			payload: burstDigest({ alertId: alert.id, digestId: input.burstId, alertLabel: input.label, items: rankForDigest(outgoing.map(({ item }) => item)) }, alert.notificationLanguage, now),
		})
	}
	const next = nextDelivery(alert, now)
	return {
		alertId: alert.id,
		siteId,
		outbox,
		sent,
		// The count covers what came after the last delivery (docs/decisions/038-market-chart.md).
		marketStart: { subscriptionId: alert.id, criteriaKey: marketKey(alert), since: locked.state.lastCheckedAt ?? now },
		marketCars,
		cursor: { cursor: input.upTo, lastCheckedAt: now, nextDeliveryAt: next },
		checked: { lastCheckedAt: now, nextCheckAt: next, listingsFound: counts.newListings },
		counts,
	}
}
