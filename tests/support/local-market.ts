import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { type Config } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { feeds } from '#core/db/schema.ts'
import { type SiteId } from '#core/sites.ts'
import { crawlFeed } from '#worker/lib/feeds/crawl.ts'
import { type DeliveryDeps } from '#worker/lib/feeds/delivery.ts'
import { dispatchCrawls } from '#worker/lib/feeds/dispatch.ts'
import { createPageFetcher, pageFetcherOptions } from '#worker/lib/fetch-page.ts'
import { siteAdapters, siteBaseUrls } from '#worker/sites/index.ts'

export type LocalMarket = { url: string; close: () => Promise<void> }

/**
 * The demo market's JSON search as a local server on a test's own clock: of `cars()`, those
 * published by `now()` (ms), newest first, 20 a page, each as `listing` writes it, with its link on
 * the market and no image.
 */
export async function startLocalMarket<Car extends { id: string; publishedAt: number }>(cars: () => Car[], now: () => number, listing: (car: Car) => object): Promise<LocalMarket> {
	const server = http.createServer((request, response) => {
		const query = new URL(request.url ?? '/', 'http://market').searchParams
		const page = Number(query.get('page') ?? 1)
		const online = cars()
			.filter((car) => car.publishedAt <= now())
			.sort((a, b) => b.publishedAt - a.publishedAt)
		const shown = online.slice((page - 1) * 20, page * 20)
		response.writeHead(200, { 'Content-Type': 'application/json' }).end(
			JSON.stringify({
				market: 'demo',
				listings: shown.map((car) => ({ ...listing(car), url: `/demo-market/listings/${car.id}`, imageUrl: null })),
			}),
		)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

/** A car as the delivery tests list it: a Volkswagen diesel in Graz priced in euros, with when it was published. */
export const vwDieselInGraz = (car: { publishedAt: number }) => ({ currency: 'EUR', fuel: 'diesel', location: 'Graz', brand: 'volkswagen', ...car, publishedAt: new Date(car.publishedAt).toISOString() })

/**
 * One round of the worker's checks at `now`, the demo site read from `market`: every feed is made
 * due, dispatched and crawled at once (no site interval, no retries). The crawl runs the delivery
 * itself, or hands it to `enqueueDelivery` as the job would be enqueued.
 */
export async function crawlEveryFeed(options: { db: Database; config: Config; market: string; now: Date; enqueueDelivery?: DeliveryDeps['enqueueDelivery'] }) {
	const { db, config, now } = options
	await db.update(feeds).set({ nextCrawlAt: new Date(now.getTime() - 1000) })
	const baseUrls = { ...siteBaseUrls(config), demo: options.market } as Record<SiteId, string>
	const { claimed } = await dispatchCrawls({ db, adapters: siteAdapters, baseUrls, budget: { intervalMs: 0, horizonMs: 0 } }, now)
	const fetchPage = createPageFetcher({ ...pageFetcherOptions(config), retries: 0 })
	for (const feed of claimed) await crawlFeed({ db, adapters: siteAdapters, fetchPage, baseUrls, now: () => now, random: () => 0.5, enqueueDelivery: options.enqueueDelivery }, feed.id)
}
