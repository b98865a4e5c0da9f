import { type LoaderFunctionArgs } from '@remix-run/node'
import { demoListingJson, demoMarketOptions, parseDemoQuery, searchDemoMarket } from '#core/demo-market.ts'

/**
 * `GET /demo-market.json`: the demo market's search (core/demo-market.ts), newest first, filtered
 * by the query as a real site's search would be. The worker's demo adapter (sites/demo/adapter.ts)
 * asks it for a brand's pages only, as it does every site. A dev and test stand-in: production
 * answers 404 (docs/product/decisions.md).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	if (!context.config.offersDemoMarket) throw new Response('Not found', { status: 404 })
	const url = new URL(request.url)
	const query = parseDemoQuery(url.searchParams)
	if (!query.success) {
		return Response.json(
			{ message: 'Invalid search', fields: Object.keys(query.error.flatten().fieldErrors) },
			{ status: 400, headers: { 'Cache-Control': 'no-store' } },
		)
	}
	const options = demoMarketOptions(context.config)
	const now = new Date()
	const listings = searchDemoMarket(query.data, now, options)
	return Response.json(
		{
			market: 'demo',
			generatedAt: now.toISOString(),
			intervalSeconds: options.intervalSeconds,
			listings: listings.map((listing) => demoListingJson(listing, url.origin)),
		},
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}
