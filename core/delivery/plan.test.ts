import { describe, expect, test } from 'vitest'
import { carBook, type CarCandidate } from '../market/same-car.ts'
import { type Alert } from '../models/alerts.ts'
import { type FeedEvent } from '../models/feeds.ts'
import { burstThreshold, type DigestPayload, liveShowcaseSize, type ListingPayload, type NoticePayload } from '../notifications/payloads.ts'
import { siteWideScope } from '../sites.ts'
import { baselineKey, marketKey } from './baseline-key.ts'
import {
	type AlertState,
	type DeliveryState,
	type Facts,
	hiddenKey,
	type ListingRow,
	listingModels,
	type Message,
	modelNamesOf,
	nextDelivery,
	noFacts,
	outboxKeys,
	planBaseline,
	planDelivery,
	planMessages,
	type Reader,
} from './plan.ts'
import { builtInCatalogue } from '../catalogue/shape.ts'
import { alertRow, car, event, messagesOf, minutes, named, now, reader, state } from '#tests/support/delivery-plan.ts'

/**
 * The rules of a delivery (core/delivery/plan.ts), each without a database. The rules, as
 * worker/lib/feeds/delivery.ts had them and its tests (worker/lib/feeds/feeds.test.ts,
 * respectful-delivery.test.ts, worker/jobs/telegram-buttons.test.ts) check them end to end:
 *
 * Who is served (planDelivery)
 *  1. Only alerts due before `dueBefore` (no next delivery yet, or one before it).
 *  2. An alert without a baseline, or whose criteria changed since (baseline key), takes one instead of reading events.
 *  3. An alert reads only the events after its own cursor.
 *  4. On a site-wide feed an alert reads only its brand's cars (baseline and events).
 * What its events make (planDelivery)
 *  5. A new listing that matches: one message at its latest price, with when the feed first showed it (`newAt`).
 *  6. A lower price of a car that matched before: a price drop from the price before the window.
 *  7. A higher or equal price: nothing.
 *  8. A car that did not match before and does now (fell into range): new, without `newAt`.
 *  9. A listing that does not match now (criteria, euros for other currencies): nothing.
 * 10. Cars set aside ("Not this car", a muted model of an "all models" alert): dropped; an alert left with nothing is quiet.
 * 11. Quiet alerts: cursor to the newest event (never back), next delivery a period on, grouped by that moment;
 *     their market count starts from their last delivery, never restarts.
 * 12. Market facts are asked once per listing, brand, model and euro price (verdict) and per listing and price (history);
 *     an "all models" alert compares the model the title names; no model, no verdict.
 * A baseline (planBaseline)
 * 13. Nothing when the alert stopped or another worker took the baseline for these criteria.
 * 14. The cursor moves to the newest event with the new key; the market count restarts from now.
 * 15. The buyer hears the alert is live once per set of criteria (the live key).
 * 16. The live message shows at most five of the newest matches not told before (same car elsewhere, outbox key),
 *     each a row carried by it, no seenAt, recorded as told and counted as found; the count is of every match.
 * Messages (planMessages)
 * 17. Nothing when the alert stopped, was delivered meanwhile (cursor moved) or edited (key changed).
 * 18. A model muted since the alert was read: skipped.
 * 19. The same car told at this price or less on another site or listing: a duplicate, not sent, counted.
 * 20. The same car told dearer: a price drop from the price told, saying where else it is listed.
 * 21. New-listing rows keyed per alert and listing, price-drop rows per alert, listing and price, with when the crawl saw them;
 *     a key the buyer has already is not written again.
 * 22. Inside quiet hours a row is held until their end, unless the car is far enough below similar cars.
 * 23. More than `burstThreshold` rows going out now: one burst digest carrying them, best deals first; fewer go alone.
 * 24. A new car told for the first time counts in the rollup on the day the feed found it, with its euro price; drops do not.
 * 25. The message carries the verdict and earlier price only when known; the listing price and its euro figure; the model on an "all models" alert.
 * 26. Cursor to the newest event, next delivery a period after now, cars found added; the market count covers what came after the last delivery.
 */

const describeMessage = (message: Message) => `${message.kind} ${message.event.listing.listingId}${message.kind === 'price_drop' ? ` from ${message.previousPrice}` : ''}`

/** The alert's state under its row lock: as read, nothing told, no outbox keys. */
function lockedState(entry: Reader, told: CarCandidate[] = [], existingKeys: string[] = []): AlertState {
	return { locked: entry, cars: carBook(told, { brand: entry.alert.brand, modelNames: modelNamesOf(builtInCatalogue())(entry.alert.brand) }), existingKeys: new Set(existingKeys) }
}

const sendInput = (entry: Reader, messages: Message[], facts: Facts = noFacts) => ({
	reader: entry,
	label: 'Volkswagen Golf',
	messages,
	burstId: 'burst-1',
	modelOf: listingModels(builtInCatalogue()),
	siteId: 'demo' as const,
	upTo: 100,
	now,
	facts,
})

/** The messages planDelivery makes for one alert from these events. */
function plannedFor(alert: Alert, events: FeedEvent[], cursor = 0, extra: Partial<DeliveryState> = {}) {
	const entry = reader(alert, { cursor })
	return { entry, messages: messagesOf(planDelivery(events, [entry], state({ modelNames: named(alert), ...extra })), alert) }
}

describe('who is served', () => {
	test('1. only alerts due before the next crawl', () => {
		const never = reader(alertRow())
		const due = reader(alertRow(), { nextDeliveryAt: minutes(1) })
		const later = reader(alertRow(), { nextDeliveryAt: minutes(2) })
		const plan = planDelivery([event(1, car('a'))], [never, due, later], state({ dueBefore: minutes(1) }))
		expect(plan.round.due).toEqual([never, due])
		expect(plan.sends.map((send) => send.reader)).toEqual([never, due])
	})

	test('2. without a baseline, or with criteria edited since, an alert takes one instead of reading events', () => {
		const fresh = reader(alertRow(), { cursor: null })
		const edited = alertRow()
		const editedReader = reader(edited, { queryKey: baselineKey({ ...edited, priceMax: 5_000 }, 'demo') })
		const plan = planDelivery([event(1, car('a'))], [fresh, editedReader], state({ online: [car('a')] }))
		expect(plan.baselines.map((baseline) => baseline.reader)).toEqual([fresh, editedReader])
		expect(plan.sends).toEqual([])
		expect(plan.round.from).toBeNull()
	})

	test('3. an alert reads only the events after its own cursor', () => {
		const alert = alertRow()
		const events = [event(10, car('a')), event(20, car('b')), event(30, car('c'))]
		expect(plannedFor(alert, events, 20).messages.map(describeMessage)).toEqual(['new_listing c'])
	})

	test('4. on a site-wide feed an alert reads only its brand, in its baseline and its events', () => {
		const golf = alertRow()
		const bmw = alertRow({ brand: 'bmw', model: 'all' })
		const cars = [car('g'), car('b', { title: 'BMW 320d', brand: 'bmw' })]
		const siteWide = state({ feed: { siteId: 'demo', scope: siteWideScope }, modelNames: named(golf, bmw) })
		const plan = planDelivery(
			cars.map((listing, i) => event(i + 1, listing)),
			[reader(golf), reader(bmw)],
			siteWide,
		)
		expect(messagesOf(plan, golf).map(describeMessage)).toEqual(['new_listing g'])
		expect(messagesOf(plan, bmw).map(describeMessage)).toEqual(['new_listing b'])
		const baselines = planDelivery([], [reader(alertRow({ model: 'all' }), { cursor: null })], { ...siteWide, online: cars })
		expect(baselines.baselines[0]!.candidates.map(describeMessage)).toEqual(['new_listing g'])
	})
})

describe('what the events make', () => {
	test('5. a new listing that matches is one message at its latest price, with when the feed first showed it', () => {
		const first = event(1, car('a', { price: 16_000, priceEur: 16_000 }))
		const cheaper = event(2, car('a', { price: 15_000, priceEur: 15_000 }), 16_000)
		const [message] = plannedFor(alertRow(), [first, cheaper]).messages
		expect(message).toMatchObject({ kind: 'new_listing', event: cheaper, newAt: first.at })
	})

	test('6. a lower price of a car that matched before is a price drop from the price before the window', () => {
		const listing = car('a', { price: 13_000, priceEur: 13_000 })
		const messages = plannedFor(alertRow(), [event(1, car('a', { price: 14_000, priceEur: 14_000 }), 15_000), event(2, listing, 14_000)]).messages
		expect(messages.map(describeMessage)).toEqual(['price_drop a from 15000'])
	})

	test('7. a higher or equal price is not news', () => {
		expect(plannedFor(alertRow(), [event(1, car('a', { price: 16_000, priceEur: 16_000 }), 15_000)]).messages).toEqual([])
		expect(plannedFor(alertRow(), [event(1, car('a', { price: 16_000, priceEur: 16_000 }), 17_000), event(2, car('a', { price: 17_000, priceEur: 17_000 }), 16_000)]).messages).toEqual([])
	})

	test('8. a car that falls into the price range is sent as new, without counting as new to the market', () => {
		const [message] = plannedFor(alertRow({ priceMax: 14_000 }), [event(1, car('a', { price: 13_500, priceEur: 13_500 }), 15_000)]).messages
		expect(message).toMatchObject({ kind: 'new_listing' })
		expect(message).not.toHaveProperty('newAt')
	})

	test('9. a listing outside the criteria is left out; other currencies are matched in euros', () => {
		const alert = alertRow({ priceMax: 14_000 })
		const events = [event(1, car('dear')), event(2, car('kuna', { price: 100_000, currency: 'HRK', priceEur: 13_000 })), event(3, car('passat', { title: 'Volkswagen Passat' }))]
		expect(plannedFor(alert, events).messages.map(describeMessage)).toEqual(['new_listing kuna'])
	})

	test('10. cars set aside and models muted are dropped; an alert left with nothing is quiet', () => {
		const alert = alertRow({ model: 'all', mutedModels: ['passat'] })
		const events = [event(1, car('hidden')), event(2, car('p', { title: 'Volkswagen Passat Variant' })), event(3, car('polo', { title: 'Volkswagen Polo' }))]
		const { messages } = plannedFor(alert, events, 0, { hidden: new Set([hiddenKey(alert.id, 'hidden')]) })
		expect(messages.map(describeMessage)).toEqual(['new_listing polo'])
		const onlyAside = planDelivery(events.slice(0, 2), [reader(alert)], state({ modelNames: named(alert), hidden: new Set([hiddenKey(alert.id, 'hidden')]) }))
		expect(onlyAside.sends).toEqual([])
		expect(onlyAside.quiet).toBe(1)
	})

	test('11. quiet alerts move to the newest event a period on, grouped by that moment, and start their count from their last delivery', () => {
		const quarter = alertRow()
		const hourly = alertRow({ updateFrequency: 'hourly' })
		const quarterToo = alertRow()
		const lastCheckedAt = minutes(-15)
		const plan = planDelivery([], [reader(quarter, { lastCheckedAt }), reader(hourly), reader(quarterToo)], state({ upTo: 42 }))
		expect(plan.cursorMoves).toEqual([
			{ alertIds: [quarter.id, quarterToo.id], cursor: 42, lastCheckedAt: now, nextDeliveryAt: minutes(15) },
			{ alertIds: [hourly.id], cursor: 42, lastCheckedAt: now, nextDeliveryAt: minutes(60) },
		])
		expect(plan.marketStarts).toEqual([
			{ subscriptionId: quarter.id, criteriaKey: marketKey(quarter), since: lastCheckedAt },
			{ subscriptionId: hourly.id, criteriaKey: marketKey(hourly), since: now },
			{ subscriptionId: quarterToo.id, criteriaKey: marketKey(quarterToo), since: now },
		])
		expect(nextDelivery(hourly, now)).toEqual(minutes(60))
	})

	test('12. market facts are asked once per car and price, by the model the alert or the title names', () => {
		const golf = alertRow()
		const golfToo = alertRow()
		const all = alertRow({ model: 'all' })
		const events = [event(1, car('a')), event(2, car('odd', { title: 'Volkswagen something' }))]
		const plan = planDelivery(events, [reader(golf), reader(golfToo), reader(all)], state({ modelNames: named(golf, golfToo, all) }))
		expect(plan.facts.verdicts.map((target) => `${target.listingId} ${target.modelName}`)).toEqual(['a Golf'])
		expect(plan.facts.history.map((target) => `${target.listingId} ${target.price}`)).toEqual(['a 15000', 'odd 15000'])
		// The three share car a's verdict; the "all models" alert also gets a title that names no model: no verdict for it.
		expect(messagesOf(plan, all).map((message) => message.facts)).toEqual([
			{ verdict: 0, history: 0 },
			{ verdict: null, history: 1 },
		])
	})
})

describe('a baseline', () => {
	const baselineInput = (entry: Reader, candidates: Message[], count = candidates.length) => ({ reader: entry, label: 'Volkswagen Golf', count, candidates, noticeId: 'notice-1', siteId: 'demo' as const, upTo: 100, now, facts: noFacts })

	function baselineOf(alert: Alert, online: ListingRow[]) {
		const entry = reader(alert, { cursor: null })
		const plan = planDelivery([], [entry], state({ online, modelNames: named(alert) }))
		return { entry, ...plan.baselines[0]! }
	}

	test('13. nothing when the alert stopped or another worker took the baseline for these criteria', () => {
		const { entry, candidates } = baselineOf(alertRow(), [car('a')])
		expect(planBaseline(baselineInput(entry, candidates), { ...lockedState(entry), locked: null })).toBeNull()
		expect(planBaseline(baselineInput(entry, candidates), lockedState(reader(entry.alert, { cursor: 7 })))).toBeNull()
	})

	test('14. the cursor moves to the newest event with the new key, and the market count restarts from now', () => {
		const alert = alertRow()
		const { entry, candidates } = baselineOf(alert, [])
		const writes = planBaseline(baselineInput(entry, candidates), lockedState(entry))!
		expect(writes.cursor).toEqual({ cursor: 100, queryKey: baselineKey(alert, 'demo'), baselineAt: now, lastCheckedAt: now, nextDeliveryAt: minutes(15) })
		expect(writes.checked).toEqual({ lastCheckedAt: now, nextCheckAt: minutes(15), listingsFound: 0 })
		expect(writes.marketStart).toEqual({ subscriptionId: alert.id, criteriaKey: marketKey(alert), since: now })
	})

	test('15. the buyer hears the alert is live once per set of criteria', () => {
		const alert = alertRow()
		const { entry, candidates } = baselineOf(alert, [car('a')])
		const [liveKey] = outboxKeys(alert, 'demo', [])
		const again = planBaseline(baselineInput(entry, candidates), lockedState(entry, [], [liveKey!]))!
		expect(again.outbox).toEqual([])
		expect(again.cursor.cursor).toBe(100)
	})

	test('16. the live message shows the five newest matches not told before, each a row it carries; its count is of every match', () => {
		const alert = alertRow({ priceMax: 20_000 })
		const online = [
			...Array.from({ length: 8 }, (_, i) => car(`${10 + i}`, { firstSeenAt: minutes(-100 + i) })),
			car('published', { publishedAt: minutes(-1), firstSeenAt: minutes(-500) }),
			car('dear', { price: 30_000, priceEur: 30_000 }),
		]
		const { entry, candidates, count } = baselineOf(alert, online)
		expect(count).toBe(9)
		expect(candidates.map((message) => message.event.listing.listingId)).toEqual(['published', '17', '16', '15', '14', '13', '12', '11', '10'])
		// 17 was told on another site (the same car), 16 has its row already.
		const told = { listing: car('elsewhere', { ...online[7]!, siteId: 'olx.ro', listingId: 'x' }), sent: { price: 15_000, currency: 'EUR', priceEur: 15_000 } }
		const sixteen = outboxKeys(alert, 'demo', [candidates[2]!])[1]!
		const writes = planBaseline(baselineInput(entry, candidates, count), lockedState(entry, [told], [sixteen]))!
		const rows = writes.outbox.filter((row) => row.kind === 'new_listing')
		expect(rows.map((row) => (row.payload as ListingPayload).ref!.listingId)).toEqual(['published', '15', '14', '13', '12'])
		for (const row of rows) {
			expect(row.carriedBy).toEqual({ digestId: 'notice-1', at: now })
			expect(row.seenAt).toBeUndefined()
		}
		const notice = writes.outbox.at(-1)!
		expect(notice).toMatchObject({ id: 'notice-1', kind: 'notice', dedupeKey: `live:${alert.id}:demo:${baselineKey(alert, 'demo')}` })
		const payload = notice.payload as NoticePayload & { key: 'alertLive' }
		expect(payload).toMatchObject({ key: 'alertLive', count: 9, siteNames: ['Demo market'], nextCheckAt: minutes(15).toISOString(), frequency: '15min', timeZone: 'UTC' })
		expect(payload.listings).toHaveLength(liveShowcaseSize)
		expect(writes.sent.map((entry) => entry.listingId)).toEqual(['published', '15', '14', '13', '12'])
		expect(writes.checked.listingsFound).toBe(5)
	})
})

describe('messages', () => {
	test('17. nothing when the alert stopped, was delivered meanwhile or was edited', () => {
		const alert = alertRow()
		const { entry, messages } = plannedFor(alert, [event(1, car('a'))])
		expect(planMessages(sendInput(entry, messages), { ...lockedState(entry), locked: null })).toBeNull()
		expect(planMessages(sendInput(entry, messages), lockedState(reader(alert, { cursor: 1 })))).toBeNull()
		const edited = { ...alert, priceMax: 10_000 }
		expect(planMessages(sendInput(entry, messages), lockedState({ alert: edited, state: entry.state }))).toBeNull()
	})

	test('18. a model muted since the alert was read is not sent', () => {
		const alert = alertRow({ model: 'all' })
		const { entry, messages } = plannedFor(alert, [event(1, car('p', { title: 'Volkswagen Passat' })), event(2, car('polo', { title: 'Volkswagen Polo' }))])
		const writes = planMessages(sendInput(entry, messages), lockedState({ alert: { ...alert, mutedModels: ['passat'] }, state: entry.state }))!
		expect(writes.outbox.map((row) => (row.payload as ListingPayload).ref!.listingId)).toEqual(['polo'])
		// 25: the model rides along on an "all models" alert, for "Mute this model".
		expect((writes.outbox[0]!.payload as ListingPayload).model).toEqual({ slug: 'polo', name: 'Polo' })
	})

	test('19 and 20. the same car told elsewhere: not again at that price or more; cheaper, a drop from the price told, saying where else', () => {
		const alert = alertRow()
		const here = car('here', { price: 14_000, priceEur: 14_000 })
		const again = car('again')
		const elsewhere = { listing: { ...here, siteId: 'olx.ro', listingId: 'there', price: 15_000, priceEur: 15_000, url: 'https://olx.test/there' }, sent: { price: 15_000, currency: 'EUR', priceEur: 15_000 } }
		const sameAsAgain = { listing: { ...again, siteId: 'olx.ro', listingId: 'again-there', price: 15_000, priceEur: 15_000 }, sent: { price: 15_000, currency: 'EUR', priceEur: 15_000 } }
		const { entry, messages } = plannedFor(alert, [event(1, here), event(2, again)])
		const writes = planMessages(sendInput(entry, messages), lockedState(entry, [elsewhere, sameAsAgain]))!
		expect(writes.counts).toEqual({ newListings: 0, priceDrops: 1, duplicates: 1 })
		const [drop] = writes.outbox
		expect(drop).toMatchObject({ kind: 'price_drop', dedupeKey: `price_drop:${alert.id}:demo:here:14000` })
		expect(drop!.payload).toMatchObject({ previousPrice: 15_000, previousPriceEur: 15_000, alsoOn: [{ siteName: 'OLX', url: 'https://olx.test/there', difference: 1_000, currency: 'EUR' }] })
	})

	test('21. rows are keyed per alert, listing (and price for a drop), with when the crawl saw them; a key the buyer has is not written again', () => {
		const alert = alertRow()
		const listing = car('a')
		const dropped = car('d', { price: 12_000, priceEur: 12_000 })
		const events = [event(1, listing), event(2, dropped, 13_000)]
		const { entry, messages } = plannedFor(alert, events)
		const writes = planMessages(sendInput(entry, messages), lockedState(entry))!
		expect(writes.outbox.map((row) => [row.kind, row.dedupeKey, row.seenAt])).toEqual([
			['new_listing', `new_listing:${alert.id}:demo:a`, events[0]!.at],
			['price_drop', `price_drop:${alert.id}:demo:d:12000`, events[1]!.at],
		])
		expect(writes.sent.map((entry) => `${entry.listingId} ${entry.price}`)).toEqual(['a 15000', 'd 12000'])
		const repeated = planMessages(sendInput(entry, messages), lockedState(entry, [], [`new_listing:${alert.id}:demo:a`]))!
		expect(repeated.outbox.map((row) => row.dedupeKey)).toEqual([`price_drop:${alert.id}:demo:d:12000`])
		expect(repeated.counts).toEqual({ newListings: 0, priceDrops: 1, duplicates: 0 })
	})

	test('22. inside quiet hours a row waits for their end, unless the car is far enough below similar cars', () => {
		const alert = alertRow({ quietFrom: '11:00', quietUntil: '13:00', timeZone: 'UTC', quietBypassPercent: 10 })
		const { entry, messages } = plannedFor(alert, [event(1, car('a')), event(2, car('cheap'))])
		const facts: Facts = { verdicts: [null, { kind: 'below', amountEur: 3_000, compared: 12 }], earlier: [] }
		const writes = planMessages(sendInput(entry, messages, facts), lockedState(entry))!
		expect(writes.outbox.map((row) => [(row.payload as ListingPayload).ref!.listingId, row.heldUntil ?? null])).toEqual([
			['a', minutes(60)],
			['cheap', null],
		])
	})

	test('23. more than five going out at once are one burst digest carrying them, best deals first; five go one by one', () => {
		const alert = alertRow()
		const cars = Array.from({ length: burstThreshold + 1 }, (_, i) => car(`c${i}`))
		const { entry, messages } = plannedFor(alert, cars.map((listing, i) => event(i + 1, listing)))
		const facts: Facts = { verdicts: cars.map((_, i) => (i === 3 ? { kind: 'below', amountEur: 2_000, compared: 9 } : null)), earlier: [] }
		const burst = planMessages(sendInput(entry, messages, facts), lockedState(entry))!
		const digest = burst.outbox.at(-1)!
		expect(digest).toMatchObject({ id: 'burst-1', kind: 'digest', dedupeKey: 'burst:burst-1' })
		expect((digest.payload as DigestPayload).items[0]!.listing.ref!.listingId).toBe('c3')
		expect((digest.payload as DigestPayload).total).toBe(burstThreshold + 1)
		for (const row of burst.outbox.slice(0, -1)) expect(row.carriedBy).toEqual({ digestId: 'burst-1', at: now })
		const few = planMessages(sendInput(entry, messages.slice(0, burstThreshold), facts), lockedState(entry))!
		expect(few.outbox.map((row) => row.kind)).toEqual(Array(burstThreshold).fill('new_listing'))
		for (const row of few.outbox) expect(row.carriedBy).toBeUndefined()
	})

	test('24. a new car told for the first time counts on the day the feed found it; a drop or a car that fell into range does not', () => {
		const alert = alertRow({ priceMax: 16_000 })
		const found = { ...event(1, car('new', { priceEur: 15_500, price: 15_500 })), at: new Date('2029-12-31T23:59:00.000Z') }
		const { entry, messages } = plannedFor(alert, [found, event(2, car('drop', { price: 14_000, priceEur: 14_000 }), 15_000), event(3, car('in', { price: 15_900, priceEur: 15_900 }), 17_000)])
		const writes = planMessages(sendInput(entry, messages), lockedState(entry))!
		expect(writes.counts).toEqual({ newListings: 2, priceDrops: 1, duplicates: 0 })
		expect(writes.marketCars).toEqual([{ day: '2029-12-31', priceEur: 15_500 }])
	})

	test('25. the verdict and earlier price only when known; the listing price with its euro figure', () => {
		const alert = alertRow()
		const { entry, messages } = plannedFor(alert, [event(1, car('kn', { price: 110_000, currency: 'HRK', priceEur: 14_600 })), event(2, car('plain'))])
		const facts: Facts = { verdicts: [{ kind: 'about', amountEur: 0, compared: 20 }, null], earlier: [{ price: 120_000, currency: 'HRK', seenAt: minutes(-600).toISOString() }, null] }
		const writes = planMessages(sendInput(entry, messages, facts), lockedState(entry))!
		expect(writes.outbox[0]!.payload).toMatchObject({ price: 110_000, currency: 'HRK', priceEur: 14_600, verdict: { kind: 'about' }, earlierPrice: { price: 120_000 }, alertLabel: 'Volkswagen Golf' })
		expect(writes.outbox[1]!.payload).not.toHaveProperty('verdict')
		expect(writes.outbox[1]!.payload).not.toHaveProperty('earlierPrice')
		const unread = planMessages(sendInput(entry, messages, noFacts), lockedState(entry))!
		expect(unread.outbox[0]!.payload).not.toHaveProperty('verdict')
	})

	test('26. the cursor moves to the newest event, the next delivery a period after now; the count covers what came after the last delivery', () => {
		const alert = alertRow({ updateFrequency: '1min' })
		const lastCheckedAt = minutes(-1)
		const entry = reader(alert, { lastCheckedAt })
		const messages = messagesOf(planDelivery([event(1, car('a'))], [entry], state({ modelNames: named(alert) })), alert)
		const writes = planMessages(sendInput(entry, messages), lockedState(entry))!
		expect(writes.cursor).toEqual({ cursor: 100, lastCheckedAt: now, nextDeliveryAt: minutes(1) })
		expect(writes.checked).toEqual({ lastCheckedAt: now, nextCheckAt: minutes(1), listingsFound: 1 })
		expect(writes.marketStart).toEqual({ subscriptionId: alert.id, criteriaKey: marketKey(alert), since: lastCheckedAt })
	})
})
