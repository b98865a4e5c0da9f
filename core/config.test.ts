import { describe, expect, test } from 'vitest'
import { ConfigError, parseConfig } from './config.ts'
import { fetchModeSetting, siteFetchSetting, siteIsOn } from './site-settings.ts'
import { offeredSiteIds } from './sites.ts'
import { type SiteDefinition } from '#sites/kit/definition.ts'
import { siteDefinitions } from '#sites/registry.ts'

/** Values for a site's API settings, so its `api` mode starts. */
const apiEnv = (site: SiteDefinition) => Object.fromEntries(site.apiSettings.map((name) => [name, `${name.toLowerCase()}-value`]))

describe('parseConfig', () => {
	test('a bare development environment gets working defaults', () => {
		const config = parseConfig({})
		expect(config.NODE_ENV).toBe('development')
		expect(config.PORT).toBe(3000)
		expect(config.SUBSCRIBER_CAPACITY).toBe(30)
		expect(config.TELEGRAM_API_BASE).toBe('https://api.telegram.org')
		expect(config.isProduction).toBe(false)
		expect(config.offersDemoMarket).toBe(true)
	})

	test('no proxy is trusted unless TRUST_PROXY names the hops', () => {
		expect(parseConfig({}).TRUST_PROXY).toBe(0)
		expect(parseConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0)
		expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
		expect(() => parseConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError)
	})

	test('empty strings count as unset', () => {
		const config = parseConfig({ STRIPE_SECRET_KEY: '', SENTRY_DSN: '' })
		expect(config.STRIPE_SECRET_KEY).toBeUndefined()
		expect(config.SENTRY_DSN).toBeUndefined()
	})

	test('production refuses to start and names every missing setting at once', () => {
		let error: unknown
		try {
			parseConfig({ NODE_ENV: 'production' })
		} catch (caught) {
			error = caught
		}
		expect(error).toBeInstanceOf(ConfigError)
		const message = (error as ConfigError).message
		for (const name of [
			'SESSION_SECRET',
			'DATABASE_URL',
			'APP_URL',
			'STRIPE_SECRET_KEY',
			'STRIPE_PUBLISHABLE_KEY',
			'STRIPE_WEBHOOK_SECRET',
			'TELEGRAM_BOT_TOKEN',
			'SMTP_URL',
			// The placeholders would send buyers, and the listing sites, to an address nobody reads.
			'SUPPORT_EMAIL',
			'SUPPORT_TELEGRAM',
		]) {
			expect(message).toContain(name)
		}
	})

	test('production with every real setting starts', () => {
		const config = parseConfig({
			NODE_ENV: 'production',
			SESSION_SECRET: 'x'.repeat(40),
			DATABASE_URL: 'postgres://u:p@db.internal:5432/app',
			APP_URL: 'https://cars.example.com',
			STRIPE_SECRET_KEY: 'sk_live_x',
			STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
			STRIPE_WEBHOOK_SECRET: 'whsec_x',
			TELEGRAM_BOT_TOKEN: '123:abc',
			TELEGRAM_BOT_USERNAME: 'car_alerts_bot',
			TELEGRAM_WEBHOOK_SECRET: 'secret',
			SMTP_URL: 'smtp://mail.example.com:587',
			SUPPORT_EMAIL: 'help@cars.example.com',
			SUPPORT_TELEGRAM: '@cars_help',
		})
		expect(config.isProduction).toBe(true)
		expect(config.offersDemoMarket).toBe(false)
		expect(config).toMatchObject({ SUPPORT_EMAIL: 'help@cars.example.com', SUPPORT_TELEGRAM: 'cars_help' })
	})

	test('outside production the support contacts fall back to placeholders; a malformed handle is refused', () => {
		expect(parseConfig({ SUPPORT_EMAIL: '' })).toMatchObject({ SUPPORT_EMAIL: 'support@example.com', SUPPORT_TELEGRAM: 'carAlertsSupport' })
		expect(() => parseConfig({ SUPPORT_TELEGRAM: 't.me/help' })).toThrow(/SUPPORT_TELEGRAM: Must be a Telegram username/)
		expect(() => parseConfig({ SUPPORT_EMAIL: 'help' })).toThrow(/SUPPORT_EMAIL/)
	})

	test('a short session secret is refused in production', () => {
		expect(() =>
			parseConfig({
				NODE_ENV: 'production',
				SESSION_SECRET: 'short',
				DATABASE_URL: 'postgres://u:p@db:5432/app',
				APP_URL: 'https://cars.example.com',
				STRIPE_SECRET_KEY: 'sk',
				STRIPE_PUBLISHABLE_KEY: 'pk',
				STRIPE_WEBHOOK_SECRET: 'wh',
				TELEGRAM_BOT_TOKEN: 't',
				TELEGRAM_BOT_USERNAME: 'b',
				TELEGRAM_WEBHOOK_SECRET: 's',
				SMTP_URL: 'smtp://m',
			}),
		).toThrow(/SESSION_SECRET must be at least 32 characters/)
	})

	test('malformed values are refused by name, without echoing the value', () => {
		let message = ''
		try {
			parseConfig({ PORT: 'eighty', DATABASE_URL: 'not a url with secret-password' })
		} catch (error) {
			message = (error as Error).message
		}
		expect(message).toContain('PORT')
		expect(message).toContain('DATABASE_URL')
		expect(message).not.toContain('secret-password')
	})

	test('Google endpoints default to Google and accept another http(s) host', () => {
		expect(parseConfig({ GOOGLE_AUTH_URL: '' })).toMatchObject({
			GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
			GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
			GOOGLE_USERINFO_URL: 'https://www.googleapis.com/oauth2/v3/userinfo',
		})
		const local = parseConfig({
			GOOGLE_AUTH_URL: 'http://127.0.0.1:4010/authorize',
			GOOGLE_TOKEN_URL: ' http://127.0.0.1:4010/token ',
			GOOGLE_USERINFO_URL: 'http://127.0.0.1:4010/userinfo',
		})
		expect(local).toMatchObject({
			GOOGLE_AUTH_URL: 'http://127.0.0.1:4010/authorize',
			GOOGLE_TOKEN_URL: 'http://127.0.0.1:4010/token',
			GOOGLE_USERINFO_URL: 'http://127.0.0.1:4010/userinfo',
		})
	})

	test('a Google endpoint that is not an http(s) URL is refused by name', () => {
		expect(() => parseConfig({ GOOGLE_TOKEN_URL: 'not a url' })).toThrow(/GOOGLE_TOKEN_URL/)
		expect(() => parseConfig({ GOOGLE_AUTH_URL: 'javascript:alert(1)' })).toThrow(/GOOGLE_AUTH_URL: Must be an http\(s\) URL/)
	})
})

describe('listing sites', () => {
	test('each site defaults to its real origin; the politeness and demo settings to their defaults', () => {
		expect(parseConfig({ AVTO_NET_BASE_URL: '' })).toMatchObject({
			MOBILE_DE_BASE_URL: 'https://suchen.mobile.de',
			AVTO_NET_BASE_URL: 'https://www.avto.net',
			FACEBOOK_BASE_URL: 'https://www.facebook.com',
			DEMO_MARKET_URL: 'http://localhost:3000',
			SITE_MIN_INTERVAL_SECONDS: 10,
			SITE_TIMEOUT_SECONDS: 20,
			DEMO_MARKET_INTERVAL_SECONDS: 5,
			DEMO_MARKET_EPOCH: new Date('2025-01-01T00:00:00.000Z'),
		})
	})

	test('every site of the registry has its settings, named from its id and defaulted from its definition', () => {
		const config = parseConfig({}) as unknown as Record<string, unknown>
		for (const site of siteDefinitions) {
			const suffix = site.id.toUpperCase().replace(/[.-]/g, '_')
			expect(fetchModeSetting(site.id)).toBe(`SITE_FETCH_${suffix}`)
			expect(config[`SITE_FETCH_${suffix}`], site.id).toBe(site.defaultFetchMode)
			expect(config[`SITE_PROXY_${suffix}`], site.id).toEqual([])
			expect(config[`SITE_MIN_INTERVAL_SECONDS_${suffix}`], site.id).toBeUndefined()
			if (site.id !== 'demo') expect(config[`${suffix}_BASE_URL`], site.id).toBe(site.baseUrl)
			for (const name of site.apiSettings) expect(config[name], name).toBeUndefined()
			// Each of its modes, and off, is accepted; a mode it does not have is refused by name.
			for (const mode of [...site.fetchModes, 'off']) expect(siteFetchSetting(parseConfig({ [`SITE_FETCH_${suffix}`]: mode, ...apiEnv(site) }), site.id)).toBe(mode)
			for (const mode of ['http', 'browser', 'api'].filter((mode) => !(site.fetchModes as readonly string[]).includes(mode))) {
				expect(() => parseConfig({ [`SITE_FETCH_${suffix}`]: mode }), `${site.id} ${mode}`).toThrow(new RegExp(`SITE_FETCH_${suffix}: `))
			}
		}
		// The names operators have set stay the same.
		expect(Object.keys(config)).toEqual(expect.arrayContaining(['SITE_FETCH_MOBILE_DE', 'MOBILE_DE_BASE_URL', 'AVTO_NET_BASE_URL', 'FACEBOOK_BASE_URL', 'SITE_PROXY_AVTO_NET', 'DEMO_MARKET_URL']))
		expect(parseConfig({ AVTO_NET_BASE_URL: 'http://127.0.0.1:4102' }).AVTO_NET_BASE_URL).toBe('http://127.0.0.1:4102')
	})

	test('a site in api mode refuses to start without each of its definition’s API settings, naming them and never a value', () => {
		const apiSites = siteDefinitions.filter((site) => (site.fetchModes as readonly string[]).includes('api'))
		expect(apiSites.map((site) => site.id)).toContain('mobile.de')
		for (const site of apiSites) {
			const setting = fetchModeSetting(site.id)
			expect(site.apiSettings.length, site.id).toBeGreaterThan(0)
			let problems: string[] = []
			try {
				parseConfig({ [setting]: 'api' })
			} catch (error) {
				problems = (error as ConfigError).problems
			}
			expect(problems).toEqual(site.apiSettings.map((name) => `${name} is required when ${setting} is api (${site.name}'s API credentials)`))
			expect(siteFetchSetting(parseConfig({ [setting]: 'api', ...apiEnv(site) }), site.id)).toBe('api')
		}
	})

	test('a site set off is not on; a blank setting is its default', () => {
		const off = parseConfig({ SITE_FETCH_AVTO_NET: 'off', SITE_FETCH_MOBILE_DE: ' ' })
		expect(siteIsOn(off, 'avto.net')).toBe(false)
		expect(off.SITE_FETCH_MOBILE_DE).toBe('browser')
		expect(siteIsOn(off, 'mobile.de')).toBe(true)
	})

	test('a site turned off is not offered (so not counted); one off by default is offered once the operator picks its mode', () => {
		const everything = offeredSiteIds({ includeDemo: true, config: parseConfig({}) })
		expect(everything).toContain('avto.net')
		expect(everything).toContain('demo')
		expect(offeredSiteIds({ includeDemo: true, config: parseConfig({ SITE_FETCH_AVTO_NET: 'off', SITE_FETCH_DEMO: 'off' }) })).toEqual(everything.filter((id) => id !== 'avto.net' && id !== 'demo'))
		for (const site of siteDefinitions.filter((site) => site.defaultFetchMode === 'off')) {
			expect(everything, site.id).not.toContain(site.id)
			const mode = site.fetchModes[0]!
			expect(offeredSiteIds({ includeDemo: true, config: parseConfig({ [fetchModeSetting(site.id)]: mode, ...apiEnv(site) }) }), site.id).toContain(site.id)
		}
		// Without a config, each site as its definition has it.
		expect(offeredSiteIds({ includeDemo: false })).toEqual(everything.filter((id) => id !== 'demo'))
	})

	test('exchange rates come from the ECB unless another http(s) URL is set', () => {
		expect(parseConfig({}).EXCHANGE_RATES_URL).toBe('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml')
		expect(parseConfig({ EXCHANGE_RATES_URL: '' }).EXCHANGE_RATES_URL).toBe('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml')
		expect(parseConfig({ EXCHANGE_RATES_URL: 'http://127.0.0.1:4020/rates.xml' }).EXCHANGE_RATES_URL).toBe('http://127.0.0.1:4020/rates.xml')
		expect(() => parseConfig({ EXCHANGE_RATES_URL: 'file:///etc/passwd' })).toThrow(/EXCHANGE_RATES_URL/)
	})

	test('the demo market follows APP_URL, then PORT, unless set', () => {
		expect(parseConfig({ PORT: '4123' }).DEMO_MARKET_URL).toBe('http://localhost:4123')
		expect(parseConfig({ APP_URL: 'http://cars.local:8080' }).DEMO_MARKET_URL).toBe('http://cars.local:8080')
		expect(parseConfig({ APP_URL: 'http://cars.local', DEMO_MARKET_URL: 'http://127.0.0.1:5000' }).DEMO_MARKET_URL).toBe('http://127.0.0.1:5000')
	})

	test('tests point the sites at local servers', () => {
		const config = parseConfig({
			MOBILE_DE_BASE_URL: 'http://127.0.0.1:4101',
			AVTO_NET_BASE_URL: 'http://127.0.0.1:4102',
			SITE_MIN_INTERVAL_SECONDS: '0',
			SITE_TIMEOUT_SECONDS: '2.5',
			DEMO_MARKET_INTERVAL_SECONDS: '1',
			DEMO_MARKET_EPOCH: '2026-01-01T00:00:00Z',
		})
		expect(config).toMatchObject({
			MOBILE_DE_BASE_URL: 'http://127.0.0.1:4101',
			AVTO_NET_BASE_URL: 'http://127.0.0.1:4102',
			SITE_MIN_INTERVAL_SECONDS: 0,
			SITE_TIMEOUT_SECONDS: 2.5,
			DEMO_MARKET_INTERVAL_SECONDS: 1,
			DEMO_MARKET_EPOCH: new Date('2026-01-01T00:00:00Z'),
		})
	})

	test.each([
		['AVTO_NET_BASE_URL', 'ftp://www.avto.net'],
		['FACEBOOK_BASE_URL', 'javascript:alert(1)'],
		['DEMO_MARKET_URL', 'file:///etc/passwd'],
		['MOBILE_DE_BASE_URL', 'not a url'],
		['SITE_MIN_INTERVAL_SECONDS', '-1'],
		['SITE_TIMEOUT_SECONDS', '0'],
		['DEMO_MARKET_INTERVAL_SECONDS', 'often'],
		['DEMO_MARKET_EPOCH', 'someday'],
	])('%s=%s is refused by name', (name, value) => {
		expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name))
	})

	test('STRIPE_API_BASE is an optional URL, empty meaning Stripe itself', () => {
		expect(parseConfig({ STRIPE_API_BASE: 'http://127.0.0.1:12111' }).STRIPE_API_BASE).toBe('http://127.0.0.1:12111')
		expect(parseConfig({ STRIPE_API_BASE: '' }).STRIPE_API_BASE).toBeUndefined()
		expect(() => parseConfig({ STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/)
		expect(() => parseConfig({ STRIPE_API_BASE: 'ftp://127.0.0.1' })).toThrow(/STRIPE_API_BASE/)
	})
})
