import { describe, expect, test } from 'vitest'
import { ConfigError, parseConfig } from './config.ts'
import { identityKey, siteBudget, siteIdentityKeys, siteIntervalSetting } from './site-budget.ts'
import { siteIds } from './sites.ts'
import { siteDefinitions } from '#sites/registry.ts'

/** A site's request budget from its settings (docs/decisions/050). */

const config = (env: Record<string, string> = {}) => parseConfig({ NODE_ENV: 'test', ...env })

describe('siteBudget', () => {
	test('SITE_MIN_INTERVAL_SECONDS is every site’s interval until a site has its own', () => {
		const budgets = config({ SITE_MIN_INTERVAL_SECONDS: '12', SITE_MIN_INTERVAL_SECONDS_AVTO_NET: '3', SITE_MIN_INTERVAL_SECONDS_MOBILE_DE: '30' })
		expect(siteBudget(budgets, 'avto.net')).toEqual({ intervalSeconds: 3, identities: 1, requestsPerMinute: 20 })
		expect(siteBudget(budgets, 'mobile.de')).toEqual({ intervalSeconds: 30, identities: 1, requestsPerMinute: 2 })
		expect(siteBudget(budgets, 'facebook')).toEqual({ intervalSeconds: 12, identities: 1, requestsPerMinute: 5 })
		expect(siteBudget(budgets, 'demo').intervalSeconds).toBe(12)
		expect(siteBudget(config(), 'facebook').intervalSeconds).toBe(10)
	})

	test('one override per site, named as SITE_FETCH_<SITE> is, for every site of the registry; empty means unset; 0 to an hour', () => {
		expect(siteIds.map(siteIntervalSetting)).toEqual(siteIds.map((id) => `SITE_MIN_INTERVAL_SECONDS_${id.toUpperCase().replace(/[.-]/g, '_')}`))
		expect(siteIntervalSetting('mobile.de')).toBe('SITE_MIN_INTERVAL_SECONDS_MOBILE_DE')
		expect(siteIntervalSetting('avto.net')).toBe('SITE_MIN_INTERVAL_SECONDS_AVTO_NET')
		for (const setting of siteIds.map(siteIntervalSetting)) {
			expect(config({ [setting]: '2.5' })[setting as keyof ReturnType<typeof config>]).toBe(2.5)
			expect(config({ [setting]: ' ' })[setting as keyof ReturnType<typeof config>]).toBeUndefined()
		}
		for (const bad of ['-1', '3601', 'soon']) {
			expect(() => config({ SITE_MIN_INTERVAL_SECONDS_FACEBOOK: bad })).toThrow(ConfigError)
		}
	})

	test('a site’s definition sets its interval where it states one; the operator’s setting still wins', () => {
		const fleet = config({ SITE_MIN_INTERVAL_SECONDS: '7' })
		for (const site of siteDefinitions) {
			expect(siteBudget(fleet, site.id).intervalSeconds, site.id).toBe(site.intervalSeconds ?? 7)
			expect(siteBudget(config({ SITE_MIN_INTERVAL_SECONDS: '7', [siteIntervalSetting(site.id)]: '4' }), site.id).intervalSeconds, site.id).toBe(4)
		}
	})

	test('each proxy is an identity: capacity is proxies × budget; none is one identity, the direct one', () => {
		const proxied = config({
			SITE_MIN_INTERVAL_SECONDS_FACEBOOK: '6',
			SITE_PROXY_FACEBOOK: 'http://a:b@p1.example:8000,http://a:b@p2.example:8000,https://p3.example:8443',
			// The same proxy twice is one way out.
			SITE_PROXY_MOBILE_DE: 'http://p1.example:8000,http://p1.example:8000',
		})
		expect(siteBudget(proxied, 'facebook')).toEqual({ intervalSeconds: 6, identities: 3, requestsPerMinute: 30 })
		expect(siteBudget(proxied, 'mobile.de')).toMatchObject({ identities: 1, requestsPerMinute: 6 })
		expect(siteBudget(proxied, 'avto.net')).toMatchObject({ identities: 1, requestsPerMinute: 6 })
		expect(siteBudget(proxied, 'demo').identities).toBe(1)
		expect(siteBudget(config({ SITE_MIN_INTERVAL_SECONDS_FACEBOOK: '0', SITE_PROXY_FACEBOOK: 'http://p1.example:8000' }), 'facebook').requestsPerMinute).toBe(Number.POSITIVE_INFINITY)
	})

	test('an identity is keyed by its host and a digest of its proxy, never the proxy’s credentials', () => {
		const proxies = 'http://buyer-7:s3cret-pa55@p1.example:8000,http://buyer-7:s3cret-pa55@p2.example:8000'
		const keys = siteIdentityKeys(config({ SITE_PROXY_FACEBOOK: proxies }), 'facebook', 'www.olx.ro')
		expect(keys).toHaveLength(2)
		expect(new Set(keys).size).toBe(2)
		for (const key of keys) {
			expect(key).toMatch(/^www\.olx\.ro\|proxy:[0-9a-f]{12}$/)
			for (const secret of ['buyer-7', 's3cret', 'p1.example', Buffer.from('buyer-7:s3cret-pa55').toString('base64')]) expect(key).not.toContain(secret)
		}
		// The direct way keeps the key a host always had.
		expect(siteIdentityKeys(config(), 'facebook', 'www.olx.ro')).toEqual(['www.olx.ro'])
		expect(identityKey('www.olx.ro')).toBe('www.olx.ro')
	})
})
