/**
 * A redirect target we are willing to follow: a path on this site, never another origin
 * ("//evil.example", "/\\evil.example", "https://…" are refused and fall back).
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
	if (typeof target !== 'string') return fallback
	const value = target.trim()
	if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
	if (/\p{Cc}/u.test(value)) return fallback
	try {
		// Resolving against a dummy origin must keep that origin.
		const resolved = new URL(value, 'http://placeholder.invalid')
		if (resolved.origin !== 'http://placeholder.invalid') return fallback
		// "/.//evil.example" resolves to the path "//evil.example", which a browser reads as another site.
		if (resolved.pathname.startsWith('//') || resolved.pathname.startsWith('/\\')) return fallback
		return `${resolved.pathname}${resolved.search}${resolved.hash}`
	} catch {
		return fallback
	}
}
