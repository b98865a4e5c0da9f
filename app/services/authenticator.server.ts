import { type AppLoadContext, createCookie } from '@remix-run/node'
import { AuthorizationError, Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { type GoogleProfile, GoogleStrategy, type GoogleStrategyOptions } from 'remix-auth-google'
import { z } from 'zod'
import { verifyLogin } from '#core/auth/login.ts'
import { sessionSecret } from '#core/config.ts'
import { type users } from '#core/db/schema.ts'
import { findOrLinkGoogleUser } from '#core/models/google-accounts.ts'
import { loginSchema } from '#core/schemas/auth.ts'
import { isLanguage } from '#app/i18n/config.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { loginCaptchaAction, turnstileResponseField, verifyCaptcha } from './captcha.server.ts'
import { sessionStorageFor, StaleSignIn } from './session.server.ts'

export type SignedInUser = typeof users.$inferSelect

/**
 * Why a sign-in failed. The strategies throw it; remix-auth wraps it in an AuthorizationError
 * whose `cause` it is. Wrong password and unknown e-mail share one reason on purpose.
 */
export class SignInFailure extends Error {
	constructor(
		readonly reason: 'invalid' | 'captcha' | 'credentials' | 'rate_limited' | 'google',
		readonly retryAfterSeconds = 0,
	) {
		super(reason)
		this.name = 'SignInFailure'
	}
}

/**
 * The failure behind an `authenticate` error. Anything else (a database outage, a bug) is thrown
 * on unwrapped, so it answers 500 and reaches the logs instead of passing for a wrong password.
 */
export function signInFailureOf(error: unknown): SignInFailure {
	if (error instanceof SignInFailure) return error
	// The password it checked was replaced (or the account reclaimed) before its session was written.
	if (error instanceof StaleSignIn) return new SignInFailure('credentials')
	if (error instanceof AuthorizationError && error.cause instanceof SignInFailure) return error.cause
	throw error instanceof AuthorizationError && error.cause ? error.cause : error
}

type Context = Pick<AppLoadContext, 'db' | 'config' | 'clientIp'>

/** The part of Google's userinfo answer we rely on; anything else is not a profile. */
const googleUserInfoSchema = z.object({
	sub: z.string().min(1),
	email: z.string().optional(),
	email_verified: z.boolean().optional(),
	name: z.string().optional(),
	given_name: z.string().optional(),
	family_name: z.string().optional(),
	picture: z.string().optional(),
	locale: z.string().optional(),
	hd: z.string().optional(),
})

/**
 * remix-auth-google 2 hard-codes Google's endpoints; this strategy takes them from the config
 * (GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_USERINFO_URL) so tests can sign in against a local
 * fake. It also refuses a failed or malformed userinfo answer, which the library would turn
 * into a profile without an id.
 */
class ConfiguredGoogleStrategy<User> extends GoogleStrategy<User> {
	private readonly profileUrl: string

	constructor(
		options: GoogleStrategyOptions & { authorizationURL: string; tokenURL: string; userInfoURL: string },
		verify: ConstructorParameters<typeof GoogleStrategy<User>>[1],
	) {
		const { authorizationURL, tokenURL, userInfoURL, ...google } = options
		super(google, verify)
		this.authorizationURL = authorizationURL
		this.tokenURL = tokenURL
		this.profileUrl = userInfoURL
	}

	protected override async userProfile(accessToken: string): Promise<GoogleProfile> {
		const response = await fetch(this.profileUrl, {
			headers: { Authorization: `Bearer ${accessToken}` },
			signal: AbortSignal.timeout(10_000),
		})
		if (!response.ok) throw new Error(`Google userinfo answered ${response.status}`)
		const parsed = googleUserInfoSchema.safeParse(await response.json().catch(() => null))
		if (!parsed.success) throw new Error('Google userinfo answered without a usable profile')
		const raw = parsed.data
		const json = {
			sub: raw.sub,
			name: raw.name ?? '',
			given_name: raw.given_name ?? '',
			family_name: raw.family_name ?? '',
			picture: raw.picture ?? '',
			locale: raw.locale ?? '',
			email: raw.email ?? '',
			email_verified: raw.email_verified === true,
			hd: raw.hd ?? '',
		}
		return {
			provider: 'google',
			id: json.sub,
			displayName: json.name,
			name: { familyName: json.family_name, givenName: json.given_name },
			emails: [{ value: json.email }],
			photos: [{ value: json.picture }],
			_json: json,
		}
	}
}

export function googleConfigured(config: AppLoadContext['config']) {
	return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
}

/** Where Google sends the browser back: the public address when configured, else this request's origin. */
export function googleCallbackUrl(request: Request, config: AppLoadContext['config']) {
	return new URL('/auth/google/callback', config.APP_URL ?? new URL(request.url).origin).toString()
}

/**
 * The page to open after a Google sign-in, kept in a short-lived signed cookie while the browser
 * is away at Google (the strategy keeps only its state in the session).
 */
export function googleRedirectCookie(config: AppLoadContext['config']) {
	return createCookie('google_redirect', {
		path: '/auth/google',
		httpOnly: true,
		sameSite: 'lax',
		secure: config.isProduction,
		secrets: [sessionSecret(config)],
		maxAge: 10 * 60,
	})
}

/**
 * One Authenticator per request: its session storage is bound to the request's database.
 * remix-auth only identifies the user; `createUserSession` (auth.server.ts) then starts a fresh
 * session, so the strategies never store a user in the session themselves.
 */
export function authenticatorFor(request: Request, context: Context) {
	const authenticator = new Authenticator<SignedInUser>(sessionStorageFor(context))

	authenticator.use(
		new FormStrategy(async ({ form }) => {
			const parsed = loginSchema.safeParse({
				email: form.get('email') ?? undefined,
				password: form.get('password') ?? undefined,
			})
			if (!parsed.success) throw new SignInFailure('invalid')
			const token = form.get('captchaToken') ?? form.get(turnstileResponseField)
			// Captcha first: a bot without a token must not even count against the rate limit. With a
			// captcha configured it guards every attempt, so no per-account ceiling is needed on top.
			const human = await verifyCaptcha(context.config, token, {
				remoteIp: context.clientIp,
				action: loginCaptchaAction,
			})
			if (!human) throw new SignInFailure('captcha')
			const result = await verifyLogin(context.db, { ...parsed.data, ip: context.clientIp })
			if (result.ok) return result.user
			if (result.reason === 'rate_limited') throw new SignInFailure('rate_limited', result.retryAfterSeconds)
			throw new SignInFailure('credentials')
		}),
		'form',
	)

	const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = context.config
	if (GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET) {
		authenticator.use(
			new ConfiguredGoogleStrategy<SignedInUser>(
				{
					clientID: GOOGLE_CLIENT_ID,
					clientSecret: GOOGLE_CLIENT_SECRET,
					callbackURL: googleCallbackUrl(request, context.config),
					prompt: 'select_account',
					authorizationURL: context.config.GOOGLE_AUTH_URL,
					tokenURL: context.config.GOOGLE_TOKEN_URL,
					userInfoURL: context.config.GOOGLE_USERINFO_URL,
				},
				async ({ profile }) => {
					const locale = await i18next.getLocale(request)
					const result = await findOrLinkGoogleUser(context.db, {
						googleId: profile.id,
						email: profile._json.email ?? profile.emails?.[0]?.value ?? '',
						emailVerified: profile._json.email_verified === true,
						firstName: profile.name?.givenName,
						lastName: profile.name?.familyName,
						language: isLanguage(locale) ? locale : undefined,
					})
					if (!result.ok) throw new SignInFailure('google')
					return result.user
				},
			),
			'google',
		)
	}
	return authenticator
}

/** What the form and the JSON endpoint both need to know about a failure. */
export function describeSignInFailure(
	failure: SignInFailure,
	t: (key: string, options?: Record<string, unknown>) => string,
): { status: number; message: string; headers: Record<string, string> } {
	switch (failure.reason) {
		case 'rate_limited':
			return {
				status: 429,
				// The first waits are seconds long: "1 minutes" would send a user away for nothing.
				message:
					failure.retryAfterSeconds < 60
						? t('errors.rateLimitedSeconds', { count: failure.retryAfterSeconds })
						: t('errors.rateLimited', { minutes: Math.ceil(failure.retryAfterSeconds / 60) }),
				headers: { 'Retry-After': String(failure.retryAfterSeconds) },
			}
		case 'captcha':
			return { status: 400, message: t('errors.captcha'), headers: {} }
		case 'invalid':
			return { status: 400, message: t('errors.credentials'), headers: {} }
		default:
			return { status: 401, message: t('errors.credentials'), headers: {} }
	}
}
