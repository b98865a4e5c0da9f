import { z } from 'zod'
import { baseUrlSetting, fetchModeSetting, intervalSetting, proxySetting, type SiteSettings } from './site-settings.ts'
import { demoSite } from '#sites/demo/site.ts'
import { type FetchSetting } from '#sites/kit/definition.ts'
import { siteDefinitions } from '#sites/registry.ts'

/**
 * Every setting the web server and the worker read, in one place.
 * Both entries call `loadConfig()` at start; nothing else reads `process.env`.
 * In production a missing real setting stops the process, naming every missing
 * variable at once (docs/product/decisions.md: the dev stand-ins never run in production).
 */

const optionalString = z
	.string()
	.trim()
	.transform((value) => (value === '' ? undefined : value))
	.optional()

const optionalUrl = z
	.string()
	.trim()
	.transform((value) => (value === '' ? undefined : value))
	.pipe(z.string().url().optional())
	.optional()

/** An http(s) URL; unset or empty means `fallback` (the real service's address). */
const httpUrlOr = (fallback: string) =>
	z
		.string()
		.trim()
		.optional()
		.transform((value) => (value ? value : fallback))
		.pipe(
			z
				.string()
				.url()
				.refine((value) => /^https?:\/\//i.test(value), { message: 'Must be an http(s) URL' }),
		)

const positiveInt = (fallback: number) =>
	z.coerce.number().int().positive().default(fallback)

/** An empty value means the default, as for every other setting. */
const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** An optional http(s) URL whose default depends on other settings (resolved in parseConfig). */
const optionalHttpUrl = z
	.string()
	.trim()
	.transform((value) => (value === '' ? undefined : value))
	.pipe(
		z
			.string()
			.url()
			.refine((value) => /^https?:\/\//i.test(value), { message: 'Must be an http(s) URL' })
			.optional(),
	)
	.optional()

/**
 * Proxy URLs, comma-separated. Only the scheme and host are ever named in a problem: the
 * credentials a proxy URL carries must not reach a log.
 */
const proxyList = z.preprocess(
	(value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter((part) => part !== '') : []),
	z.array(
		z.string().refine((value) => {
			try {
				const url = new URL(value)
				return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && (url.pathname === '/' || url.pathname === '')
			} catch {
				return false
			}
		}, { message: 'Must be http(s) proxy URLs (http://user:password@host:port), separated by commas' }),
	),
)

/** A site's request interval in seconds, 0 (none) to an hour; unset or empty: its definition's, then SITE_MIN_INTERVAL_SECONDS. */
const siteInterval = z.preprocess(blankIsUnset, z.coerce.number().min(0).max(3600).optional())

/**
 * Every site's settings, named from its id and defaulted from its definition (core/site-settings.ts,
 * docs/decisions/065): how the worker reaches it (one of the definition's `fetchModes`, or `off`:
 * not offered, crawled or counted; docs/decisions/016), where (a local server in tests), through
 * which proxies (each an identity with a request budget of its own; a blocked one rests while the
 * others serve, docs/decisions/050) and how far apart, and the credentials its `api` mode needs.
 */
function siteSettingsShape() {
	const shape: Record<string, z.ZodTypeAny> = {}
	for (const site of siteDefinitions) {
		const settings: readonly FetchSetting[] = [...site.fetchModes, 'off']
		shape[fetchModeSetting(site.id)] = z.preprocess(blankIsUnset, z.enum(settings as [FetchSetting, ...FetchSetting[]]).default(site.defaultFetchMode))
		shape[proxySetting(site.id)] = proxyList
		shape[intervalSetting(site.id)] = siteInterval
		if (site.id !== demoSite.id) shape[baseUrlSetting(site.id)] = httpUrlOr(site.baseUrl)
		for (const name of site.apiSettings) shape[name] = optionalString
	}
	return shape as { [Name in keyof SiteSettings]-?: z.ZodType<SiteSettings[Name], z.ZodTypeDef, unknown> }
}

export const configSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	APP_URL: optionalUrl,
	DATABASE_URL: optionalUrl,
	SESSION_SECRET: optionalString,
	LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
	/** Where `remix vite:build` wrote the site (tests build to their own folders). */
	BUILD_DIR: z.string().default('build'),

	STRIPE_SECRET_KEY: optionalString,
	STRIPE_PUBLISHABLE_KEY: optionalString,
	STRIPE_WEBHOOK_SECRET: optionalString,
	/** Points the Stripe client at another host, e.g. http://127.0.0.1:12111 in tests. */
	STRIPE_API_BASE: optionalHttpUrl,

	TELEGRAM_BOT_TOKEN: optionalString,
	TELEGRAM_BOT_USERNAME: optionalString,
	TELEGRAM_WEBHOOK_SECRET: optionalString,
	TELEGRAM_API_BASE: z.string().url().default('https://api.telegram.org'),

	SMTP_URL: optionalString,
	MAIL_FROM: z.string().default('Car Alerts <alerts@localhost>'),

	GOOGLE_CLIENT_ID: optionalString,
	GOOGLE_CLIENT_SECRET: optionalString,
	/** Google's OAuth endpoints; tests point them at a local fake (tests/support/google.ts). */
	GOOGLE_AUTH_URL: httpUrlOr('https://accounts.google.com/o/oauth2/v2/auth'),
	GOOGLE_TOKEN_URL: httpUrlOr('https://oauth2.googleapis.com/token'),
	GOOGLE_USERINFO_URL: httpUrlOr('https://www.googleapis.com/oauth2/v3/userinfo'),
	TURNSTILE_SITE_KEY: optionalString,
	TURNSTILE_SECRET_KEY: optionalString,
	/** Cloudflare's siteverify endpoint (tests point it at a local server). */
	TURNSTILE_VERIFY_URL: z.string().url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),

	/**
	 * How many proxies stand in front of the web server, as Express's `trust proxy` hop count:
	 * 0 (default) reads the client address from the connection and ignores X-Forwarded-For,
	 * which anyone can send; 1 behind one proxy (Fly's). Rate limits key on this address.
	 */
	TRUST_PROXY: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(10).default(0)),

	SENTRY_DSN: optionalUrl,
	/**
	 * How long the web server keeps anonymous public pages in memory (server/page-cache.ts),
	 * at most 60 s; 0 turns it off. Unset: 30 in production, off otherwise (tests change data
	 * between two requests and expect to see it), never under Vite.
	 */
	PAGE_CACHE_SECONDS: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(60).optional()),

	/**
	 * The operator's bearer token for the admin JSON endpoints (`GET /api/admin/sites`). Unset:
	 * they answer 404, as if they did not exist. Long and random: it is the only key.
	 */
	ADMIN_TOKEN: z
		.string()
		.trim()
		.transform((value) => (value === '' ? undefined : value))
		.pipe(z.string().min(24, { message: 'Must be at least 24 characters' }).optional())
		.optional(),

	SUBSCRIBER_CAPACITY: positiveInt(30),
	/** Shown on every page and sent to the listing sites as our contact: production needs the real ones. */
	SUPPORT_EMAIL: z.preprocess(blankIsUnset, z.string().trim().email().optional()),
	/** The support handle on Telegram, without the @ (Telegram's rule: 5–32 letters, digits, underscores). */
	SUPPORT_TELEGRAM: z.preprocess(
		blankIsUnset,
		z
			.string()
			.trim()
			.transform((handle) => handle.replace(/^@/, ''))
			.pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, { message: 'Must be a Telegram username: 5 to 32 letters, digits or underscores' }))
			.optional(),
	),

	/**
	 * The operator's own content, a JSON file (core/site-content.ts): the About page's team and
	 * story, /careers and /blog. Unset: those are left out of the site (docs/decisions/055).
	 */
	SITE_CONTENT_FILE: optionalString,

	WORKER_HEARTBEAT_SECONDS: positiveInt(30),
	/**
	 * When set, the worker answers GET on this port (all interfaces): 200 while it writes its
	 * heartbeat, 503 once it could not for a while. Fly's check of the worker machines reads it.
	 */
	WORKER_HEALTH_PORT: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(65_535).optional()),

	/**
	 * The listing sites' own settings (SITE_FETCH_<SITE>, <SITE>_BASE_URL, SITE_PROXY_<SITE>,
	 * SITE_MIN_INTERVAL_SECONDS_<SITE>, the `api` mode's credentials) are derived from
	 * sites/registry.ts below (core/site-settings.ts). The demo market the worker searches is
	 * ours; unset: APP_URL, then http://localhost:PORT.
	 */
	DEMO_MARKET_URL: optionalHttpUrl,
	/** The Chromium the `browser` mode drives (Debian's package by default). */
	CHROMIUM_PATH: z.preprocess(blankIsUnset, z.string().default('/usr/bin/chromium')),
	/**
	 * mobile.de's Search API base; the search is `<base>/search` (tests point it at a local stand-in).
	 * Credentials go in MOBILE_DE_API_USER and MOBILE_DE_API_PASSWORD, never in the URL: URLs end up in logs.
	 */
	MOBILE_DE_API_URL: httpUrlOr('https://services.mobile.de/search-api').refine((value) => {
		const url = new URL(value)
		return url.username === '' && url.password === ''
	}, { message: 'Must not carry credentials: set MOBILE_DE_API_USER and MOBILE_DE_API_PASSWORD' }),
	/** Politeness: at most one request to a host per this many seconds (requests queue). */
	SITE_MIN_INTERVAL_SECONDS: z.preprocess(blankIsUnset, z.coerce.number().min(0).max(3600).default(10)),
	SITE_TIMEOUT_SECONDS: z.preprocess(blankIsUnset, z.coerce.number().positive().max(300).default(20)),
	/** A new demo listing every this many seconds, counted from DEMO_MARKET_EPOCH. */
	DEMO_MARKET_INTERVAL_SECONDS: z.preprocess(blankIsUnset, z.coerce.number().positive().max(86_400).default(5)),
	DEMO_MARKET_EPOCH: z.preprocess(blankIsUnset, z.coerce.date().default(new Date('2025-01-01T00:00:00.000Z'))),

	/** The ECB's daily euro reference rates, read once a day by `rates.refresh` (tests point it at a local server). */
	EXCHANGE_RATES_URL: httpUrlOr('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),

	...siteSettingsShape(),
})

export type Config = Omit<z.infer<typeof configSchema>, 'DEMO_MARKET_URL' | 'SUPPORT_EMAIL' | 'SUPPORT_TELEGRAM'> & {
	DEMO_MARKET_URL: string
	SUPPORT_EMAIL: string
	SUPPORT_TELEGRAM: string
	isProduction: boolean
	/**
	 * Whether alerts may watch the demo market the app serves itself: everywhere but production,
	 * where it would be a site that sells no real car (docs/product/decisions.md, Sites).
	 */
	offersDemoMarket: boolean
}

/** Settings without which production would silently fall back to a dev stand-in. */
const requiredInProduction = [
	'SESSION_SECRET',
	'DATABASE_URL',
	'APP_URL',
	'STRIPE_SECRET_KEY',
	'STRIPE_PUBLISHABLE_KEY',
	'STRIPE_WEBHOOK_SECRET',
	'TELEGRAM_BOT_TOKEN',
	'TELEGRAM_BOT_USERNAME',
	'TELEGRAM_WEBHOOK_SECRET',
	'SMTP_URL',
	'SUPPORT_EMAIL',
	'SUPPORT_TELEGRAM',
] as const satisfies ReadonlyArray<keyof z.infer<typeof configSchema>>

export class ConfigError extends Error {
	constructor(readonly problems: string[]) {
		super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
		this.name = 'ConfigError'
	}
}

export function parseConfig(env: Record<string, string | undefined>): Config {
	const parsed = configSchema.safeParse(env)
	if (!parsed.success) {
		// Name the variable and the rule, never the value: values may be secrets.
		throw new ConfigError(
			parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
		)
	}
	const config = parsed.data
	const isProduction = config.NODE_ENV === 'production'
	if (isProduction) {
		const missing = requiredInProduction.filter((name) => config[name] === undefined)
		if (config.SESSION_SECRET !== undefined && config.SESSION_SECRET.length < 32) {
			missing.push('SESSION_SECRET')
		}
		if (missing.length > 0) {
			throw new ConfigError(
				missing.map((name) =>
					name === 'SESSION_SECRET' && config.SESSION_SECRET
						? 'SESSION_SECRET must be at least 32 characters in production'
						: `${name} is required in production`,
				),
			)
		}
	}
	// A site in `api` mode reaches an official API with the operator's credentials: without them it would only fail.
	const apiProblems = siteDefinitions.flatMap((site) => {
		const setting = fetchModeSetting(site.id)
		if ((config as Record<string, unknown>)[setting] !== 'api') return []
		return site.apiSettings
			.filter((name) => (config as Record<string, unknown>)[name] === undefined)
			.map((name) => `${name} is required when ${setting} is api (${site.name}'s API credentials)`)
	})
	// HTTP Basic joins mobile.de's two with a colon, so a colon in the user would move the split.
	if (config.SITE_FETCH_MOBILE_DE === 'api' && config.MOBILE_DE_API_USER?.includes(':')) apiProblems.push('MOBILE_DE_API_USER must not contain a colon')
	if (apiProblems.length > 0) throw new ConfigError(apiProblems)
	const demoMarketUrl = config.DEMO_MARKET_URL ?? config.APP_URL ?? `http://localhost:${config.PORT}`
	return {
		...config,
		DEMO_MARKET_URL: demoMarketUrl,
		// Placeholders for development and tests only: production refuses to start without the real ones.
		SUPPORT_EMAIL: config.SUPPORT_EMAIL ?? 'support@example.com',
		SUPPORT_TELEGRAM: config.SUPPORT_TELEGRAM ?? 'carAlertsSupport',
		isProduction,
		offersDemoMarket: !isProduction,
	}
}

/** An address on the public site, for links in e-mails: APP_URL, else this machine's port. */
export function publicUrl(config: Pick<Config, 'APP_URL' | 'PORT'>, path: string): string {
	return new URL(path, config.APP_URL ?? `http://localhost:${config.PORT}`).toString()
}

let cached: Config | undefined

/** Parses `process.env` once; later calls return the same object. */
export function loadConfig(): Config {
	cached ??= parseConfig(process.env)
	return cached
}

/** The database URL, which the start script or the environment must have set by now. */
export function requireDatabaseUrl(config: Config): string {
	if (!config.DATABASE_URL) {
		throw new ConfigError([
			'DATABASE_URL is not set: run `npm start` (which starts an embedded PostgreSQL) or set it',
		])
	}
	return config.DATABASE_URL
}

/** The session secret; outside production a fixed development value stands in. */
export function sessionSecret(config: Config): string {
	return config.SESSION_SECRET ?? 'development-only-session-secret-not-for-production'
}
