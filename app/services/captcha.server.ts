import { type Config } from '#core/config.ts'

type CaptchaConfig = Pick<Config, 'TURNSTILE_SITE_KEY' | 'TURNSTILE_SECRET_KEY' | 'TURNSTILE_VERIFY_URL'>

/** The field Cloudflare's widget adds to the form it sits in. */
export const turnstileResponseField = 'cf-turnstile-response'

/** The action the login widget declares; a token minted for another action is refused. */
export const loginCaptchaAction = 'login'

/** Captcha is on only when both keys are set; without them (dev, tests) no token is asked for. */
export function captchaSiteKey(config: CaptchaConfig): string | null {
	return config.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET_KEY ? config.TURNSTILE_SITE_KEY : null
}

/**
 * Asks Cloudflare's siteverify whether a Turnstile token is genuine. Any doubt (no token, an
 * unreachable endpoint, an unexpected answer) counts as a failure: the captcha fails closed.
 */
export async function verifyCaptcha(
	config: CaptchaConfig,
	token: unknown,
	options: { remoteIp?: string; action?: string } = {},
): Promise<boolean> {
	if (!captchaSiteKey(config) || !config.TURNSTILE_SECRET_KEY) return true
	// Cloudflare's tokens are at most 2048 characters.
	if (typeof token !== 'string' || token.trim() === '' || token.length > 2048) return false
	const body = new URLSearchParams({ secret: config.TURNSTILE_SECRET_KEY, response: token })
	if (options.remoteIp && options.remoteIp !== 'unknown') body.set('remoteip', options.remoteIp)
	try {
		const response = await fetch(config.TURNSTILE_VERIFY_URL, {
			method: 'POST',
			body,
			signal: AbortSignal.timeout(5_000),
		})
		if (!response.ok) {
			console.error(`Captcha verification answered ${response.status}`)
			return false
		}
		const result = (await response.json()) as { success?: unknown; action?: unknown }
		if (result.success !== true) return false
		return !options.action || result.action === undefined || result.action === options.action
	} catch (error) {
		console.error('Captcha verification failed to run:', error instanceof Error ? error.message : error)
		return false
	}
}
