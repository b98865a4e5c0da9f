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
