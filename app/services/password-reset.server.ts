import { type AppLoadContext, createCookie } from '@remix-run/node'
import { z } from 'zod'
import { resetLinkLifetimeMs, resetTokenPattern } from '#core/auth/password-reset.ts'
import { sessionSecret } from '#core/config.ts'

/**
 * The reset page keeps a link's token in this cookie instead of its address: the page moves it
 * here on arrival, so the token leaves the address bar, the history and any Referer at once
 * (docs/decisions/019-password-reset.md). After a reset it holds `done` for the success message.
 * Path `/` because Remix fetches the page's data from `/reset-password.data`.
 */
function resetCookie(config: AppLoadContext['config']) {
	return createCookie('password_reset', {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: config.isProduction,
		secrets: [sessionSecret(config)],
		maxAge: resetLinkLifetimeMs / 1000,
	})
}

const storedSchema = z.union([z.object({ token: z.string().regex(resetTokenPattern) }), z.object({ done: z.literal(true) })])

export type StoredReset = z.infer<typeof storedSchema> | null

export async function readResetCookie(request: Request, config: AppLoadContext['config']): Promise<StoredReset> {
	const parsed = storedSchema.safeParse(await resetCookie(config).parse(request.headers.get('Cookie')))
	return parsed.success ? parsed.data : null
}

/** A `Set-Cookie` that keeps the token a link brought, or clears the cookie when the link carried no usable one. */
export function keepResetToken(config: AppLoadContext['config'], token: string): Promise<string> {
	const cookie = resetCookie(config)
	return resetTokenPattern.test(token) ? cookie.serialize({ token }) : cookie.serialize('', { maxAge: 0 })
}

/** After a reset: the success message, for a few minutes (a reload shows it again); the token is gone. */
export function markResetDone(config: AppLoadContext['config']): Promise<string> {
	return resetCookie(config).serialize({ done: true }, { maxAge: 10 * 60 })
}

/**
 * The answer to a link's own address (the redirect that takes the token out of it): nothing at
 * all leaves in a Referer, and no cache keeps it.
 */
export const resetArrivalHeaders = { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' } as const
