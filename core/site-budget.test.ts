import { describe, expect, test } from 'vitest'
import { ConfigError, parseConfig } from './config.ts'
import { identityKey, siteBudget, siteIdentityKeys, siteIntervalSetting } from './site-budget.ts'
import { marketplaceIds } from './sites.ts'

/** A site's request budget from its settings (docs/decisions/050). */

const config = (env: Record<string, string> = {}) => parseConfig({ NODE_ENV: 'test', ...env })

describe('siteBudget', () => {
	test('SITE_MIN_INTERVAL_SECONDS is every site’s interval until a site has its own', () => {
		const budgets = config({ SITE_MIN_INTERVAL_SECONDS: '12', SITE_MIN_INTERVAL_SECONDS_AVTO_NET: '3', SITE_MIN_INTERVAL_SECONDS_MOBILE_DE: '30' })
		expect(siteBudget(budgets, 'avto.net')).toEqual({ intervalSeconds: 3, identities: 1, requestsPerMinute: 20 })
		expect(siteBudget(budgets, 'mobile.de')).toEqual({ intervalSeconds: 30, identities: 1, requestsPerMinute: 2 })
		expect(siteBudget(budgets, 'olx')).toEqual({ intervalSeconds: 12, identities: 1, requestsPerMinute: 5 })
		expect(siteBudget(budgets, 'demo').intervalSeconds).toBe(12)
		expect(siteBudget(config(), 'facebook').intervalSeconds).toBe(10)
	})

	test('one override per marketplace, named as SITE_FETCH_<SITE> is; empty means unset; 0 to an hour', () => {
		expect(marketplaceIds.map(siteIntervalSetting)).toEqual([
			'SITE_MIN_INTERVAL_SECONDS_MOBILE_DE',
			'SITE_MIN_INTERVAL_SECONDS_AUTOSCOUT24',
			'SITE_MIN_INTERVAL_SECONDS_AVTO_NET',
			'SITE_MIN_INTERVAL_SECONDS_OLX',
			'SITE_MIN_INTERVAL_SECONDS_FACEBOOK',
		])
		for (const setting of marketplaceIds.map(siteIntervalSetting)) {
			expect(config({ [setting]: '2.5' })[setting as keyof ReturnType<typeof config>]).toBe(2.5)
			expect(config({ [setting]: ' ' })[setting as keyof ReturnType<typeof config>]).toBeUndefined()
		}
		for (const bad of ['-1', '3601', 'soon']) {
			expect(() => config({ SITE_MIN_INTERVAL_SECONDS_OLX: bad })).toThrow(ConfigError)
		}
	})

	test('each proxy is an identity: capacity is proxies × budget; none is one identity, the direct one', () => {
		const proxied = config({
			SITE_MIN_INTERVAL_SECONDS_OLX: '6',
			SITE_PROXY_OLX: 'http://a:b@p1.example:8000,http://a:b@p2.example:8000,https://p3.example:8443',
			// The same proxy twice is one way out.
			SITE_PROXY_AUTOSCOUT24: 'http://p1.example:8000,http://p1.example:8000',
		})
		expect(siteBudget(proxied, 'olx')).toEqual({ intervalSeconds: 6, identities: 3, requestsPerMinute: 30 })
		expect(siteBudget(proxied, 'autoscout24')).toMatchObject({ identities: 1, requestsPerMinute: 6 })
		expect(siteBudget(proxied, 'avto.net')).toMatchObject({ identities: 1, requestsPerMinute: 6 })
		expect(siteBudget(proxied, 'demo').identities).toBe(1)
		expect(siteBudget(config({ SITE_MIN_INTERVAL_SECONDS_OLX: '0', SITE_PROXY_OLX: 'http://p1.example:8000' }), 'olx').requestsPerMinute).toBe(Number.POSITIVE_INFINITY)
	})

	test('an identity is keyed by its host and a digest of its proxy, never the proxy’s credentials', () => {
		const proxies = 'http://buyer-7:s3cret-pa55@p1.example:8000,http://buyer-7:s3cret-pa55@p2.example:8000'
		const keys = siteIdentityKeys(config({ SITE_PROXY_OLX: proxies }), 'olx', 'www.olx.ro')
		expect(keys).toHaveLength(2)
		expect(new Set(keys).size).toBe(2)
		for (const key of keys) {
			expect(key).toMatch(/^www\.olx\.ro\|proxy:[0-9a-f]{12}$/)
			for (const secret of ['buyer-7', 's3cret', 'p1.example', Buffer.from('buyer-7:s3cret-pa55').toString('base64')]) expect(key).not.toContain(secret)
		}
		// The direct way keeps the key a host always had.
		expect(siteIdentityKeys(config(), 'olx', 'www.olx.ro')).toEqual(['www.olx.ro'])
		expect(identityKey('www.olx.ro')).toBe('www.olx.ro')
	})
})
