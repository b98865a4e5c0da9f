import { createCookie } from '@remix-run/node'
import { themes, type Theme } from '#core/enums.ts'

/** The theme choice lives in a cookie so the server renders the right scheme with no flash. */
export const themeCookie = createCookie('theme', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
	secure: process.env.NODE_ENV === 'production',
})

export async function getTheme(request: Request): Promise<Theme> {
	const value: unknown = await themeCookie.parse(request.headers.get('Cookie'))
	return themes.includes(value as Theme) ? (value as Theme) : 'system'
}

/**
 * The scheme to paint on the server. For "system" the browser's client hint
 * (Sec-CH-Prefers-Color-Scheme, asked for in entry.server) tells it, with no script needed.
 */
export function resolveColorScheme(theme: Theme, request: Request): 'light' | 'dark' {
	if (theme !== 'system') return theme
	return request.headers.get('Sec-CH-Prefers-Color-Scheme') === 'dark' ? 'dark' : 'light'
}
