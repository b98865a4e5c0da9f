import { type HeadersFunction, type MetaDescriptor } from '@remix-run/node'

export type PageMeta = { title: string; description: string }

/** `<title>` and description of a page, from the translated texts its loader returned. */
export function pageMeta(meta: PageMeta | undefined, extra: MetaDescriptor[] = []): MetaDescriptor[] {
	if (!meta) return []
	return [{ title: meta.title }, { name: 'description', content: meta.description }, ...extra]
}

/**
 * Public pages may be kept by a CDN for a minute; they vary by the language and theme cookies
 * and by Accept-Language. The ETag is added by entry.server from the rendered HTML.
 */
export const publicPageHeaders: HeadersFunction = ({ parentHeaders }) => ({
	// The root marks pages rendered for a signed-in user as private.
	'Cache-Control': parentHeaders.get('Cache-Control')?.includes('private')
		? 'private, no-store'
		: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
	Vary: 'Cookie, Accept-Language',
})

/** An answer made for one signed-in user: no browser, proxy or CDN keeps it. */
export const privateHeaders = { 'Cache-Control': 'private, no-store' }

/** A signed-in user's own page (an alert's edit, cancel, cars, checkout): private, its error answers' headers kept. */
export const privatePageHeaders: HeadersFunction = ({ errorHeaders }) => errorHeaders ?? privateHeaders

/**
 * For a page whose form can be refused for a while (429). Remix passes an action's headers on to
 * the page only where the route's `headers` does, so the refusal's Retry-After was lost on the way
 * to the browser. Everything else is the root's, as for a route without `headers`.
 */
export const formPageHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
	const headers = new Headers(parentHeaders)
	const wait = actionHeaders.get('Retry-After')
	if (wait) headers.set('Retry-After', wait)
	return headers
}
