import { type LoaderFunctionArgs } from '@remix-run/node'
import { demoListing, demoMarketOptions, latestIndex } from '#core/demo-market.ts'

const escapeXml = (text: string) =>
	text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!)

/**
 * `GET /demo-market/images/<n>.svg`: the photo of demo listing n, drawn from its own data, so
 * the demo market needs no image files. Listings not yet published have no photo.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
	if (!context.config.offersDemoMarket) throw new Response('Not found', { status: 404 })
	const index = /^(\d{1,15})\.svg$/.exec(params.file ?? '')?.[1]
	const options = demoMarketOptions(context.config)
	if (index === undefined || Number(index) > latestIndex(new Date(), options)) throw new Response('Not found', { status: 404 })
	const listing = demoListing(Number(index), options)
	const label = escapeXml(`${listing.brandName} ${listing.modelName}`)
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img" aria-label="${label}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe9f3"/><stop offset="1" stop-color="#f7f9fb"/></linearGradient></defs>
<rect width="640" height="480" fill="url(#sky)"/>
<rect y="340" width="640" height="140" fill="#c8ced6"/>
<path d="M92 318 C96 282 120 268 160 262 L222 252 C252 214 286 196 340 194 L420 196 C462 200 492 226 522 256 C556 262 578 276 586 300 L590 326 C590 338 582 344 570 344 L106 344 C96 344 90 334 92 318 Z" fill="${listing.color}" stroke="#222" stroke-width="3"/>
<path d="M250 252 C274 222 300 210 338 208 L338 252 Z M354 208 L414 210 C446 214 470 232 490 252 L354 252 Z" fill="#b9d3ea" stroke="#222" stroke-width="2"/>
<circle cx="194" cy="344" r="38" fill="#222"/><circle cx="194" cy="344" r="17" fill="#9aa3ad"/>
<circle cx="486" cy="344" r="38" fill="#222"/><circle cx="486" cy="344" r="17" fill="#9aa3ad"/>
<text x="320" y="90" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="#1b2733">${label}</text>
<text x="320" y="132" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#3b4a59">${listing.year} · demo listing #${listing.index}</text>
</svg>`
	return new Response(svg, {
		headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
	})
}
