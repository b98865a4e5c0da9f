import { describe, expect, test } from 'vitest'
import { classifyBlock, edgeOf, retryAfterSeconds } from './blocks.ts'

const page = (status: number, headers: Record<string, string>, body = '<html><body>ok</body></html>', contentType = 'text/html') => ({
	status,
	url: 'https://site.example/search',
	contentType,
	headers: { 'content-type': contentType, ...headers },
	body,
})

/** Header sets as each edge sends them on a refusal and on an ordinary page. */
const akamai = { server: 'AkamaiGHost', 'x-akamai-transformed': '9 - 0 pmb=mRUM,1', 'x-akamai-request-id': '3a1f.9c2' }
const cloudfront = { 'x-cache': 'Error from cloudfront', 'x-amz-cf-id': 'Qx8v3n==', 'x-amz-cf-pop': 'FRA56-P1', via: '1.1 8f3d.cloudfront.net (CloudFront)' }
const datadome = { 'x-datadome': 'protected', 'x-dd-b': '1', 'set-cookie': 'datadome=AbC~d; Max-Age=31536000; Domain=.site.example; Path=/; Secure; SameSite=Lax' }
const cloudflare = { server: 'cloudflare', 'cf-ray': '8a1b2c3d4e5f6a7b-FRA' }

describe('blocks from the edge headers', () => {
	test('Akamai: 403 from AkamaiGHost, and its "Access Denied" page with a reference', () => {
		expect(classifyBlock(page(403, akamai))).toEqual({ reason: 'HTTP 403: access refused by Akamai', edge: 'akamai', status: 403, retryAfterSeconds: null })
		const denied = '<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY><H1>Access Denied</H1>You don\'t have permission to access "http://suchen.mobile.de/" on this server.<P>Reference&#32;&#35;18&#46;5c2e</BODY></HTML>'
		expect(classifyBlock(page(403, {}, denied))).toMatchObject({ edge: 'akamai', reason: 'HTTP 403: an access-denied page by Akamai' })
		expect(classifyBlock(page(200, {}, '<div id="sec-if-cpt-container"></div>'))).toMatchObject({ edge: 'akamai', reason: 'HTTP 200: a robot check by Akamai' })
		expect(classifyBlock(page(200, akamai))).toBeNull()
	})

	test('CloudFront: "Error from cloudfront" or a CloudFront id with 403', () => {
		expect(classifyBlock(page(403, cloudfront))).toMatchObject({ edge: 'cloudfront', reason: 'HTTP 403: access refused by CloudFront' })
		expect(classifyBlock(page(403, { 'x-amz-cf-id': 'abc' }))?.edge).toBe('cloudfront')
		expect(classifyBlock(page(200, { 'x-cache': 'Hit from cloudfront', 'x-amz-cf-id': 'abc' }))).toBeNull()
	})

	test('DataDome: x-datadome, a datadome cookie or x-dd-b with 403; its captcha page even as JSON', () => {
		expect(classifyBlock(page(403, datadome))).toMatchObject({ edge: 'datadome', reason: 'HTTP 403: access refused by DataDome' })
		expect(classifyBlock(page(403, { 'x-dd-b': '2' }))?.edge).toBe('datadome')
		expect(classifyBlock(page(403, { 'set-cookie': 'datadome=xyz; Path=/' }))?.edge).toBe('datadome')
		const captcha = JSON.stringify({ url: 'https://geo.captcha-delivery.com/captcha/?initialCid=AHrl' })
		expect(classifyBlock(page(403, { 'x-datadome': 'protected' }, captcha, 'application/json'))).toMatchObject({ edge: 'datadome', reason: 'HTTP 403: a captcha by DataDome' })
		expect(classifyBlock(page(200, { 'set-cookie': 'datadome=xyz; Path=/' }, '<script src="https://js.datadome.co/tags.js"></script><ul class="results"></ul>'))).toBeNull()
	})

	test('Cloudflare: 403 and 503 with cf-ray, and cf-mitigated: challenge whatever the status', () => {
		expect(classifyBlock(page(403, cloudflare))).toMatchObject({ edge: 'cloudflare', reason: 'HTTP 403: access refused by Cloudflare' })
		expect(classifyBlock(page(503, cloudflare))).toMatchObject({ edge: 'cloudflare', reason: 'HTTP 503: unavailable or a challenge by Cloudflare' })
		expect(classifyBlock(page(200, { ...cloudflare, 'cf-mitigated': 'challenge' }))).toMatchObject({ edge: 'cloudflare', reason: 'HTTP 200: a challenge by Cloudflare' })
		expect(classifyBlock(page(200, cloudflare, '<html><head><title>Just a moment...</title></head></html>'))?.edge).toBe('cloudflare')
		// An ordinary Cloudflare page loads the challenge platform's script too.
		expect(classifyBlock(page(200, cloudflare, '<script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script><ul></ul>'))).toBeNull()
	})

	test('429 from anyone, with the wait the site asked for', () => {
		expect(classifyBlock(page(429, { 'retry-after': '120' }))).toEqual({ reason: 'HTTP 429: too many requests', edge: null, status: 429, retryAfterSeconds: 120 })
		expect(classifyBlock(page(429, cloudfront))?.edge).toBe('cloudfront')
		expect(retryAfterSeconds('Wed, 01 Jan 2030 12:05:00 GMT', Date.parse('2030-01-01T12:00:00Z'))).toBe(300)
		expect(retryAfterSeconds('soon')).toBeNull()
		expect(retryAfterSeconds('999999')).toBe(86_400)
	})
})

describe('then the page text', () => {
	test('a 403 whose page reads like a refusal is a block; a bare 403 or a 404 is left to the adapter', () => {
		expect(classifyBlock(page(403, {}, '<h1>Are you a robot?</h1>'))).toMatchObject({ edge: null, reason: 'HTTP 403: a robot check' })
		expect(classifyBlock(page(403, {}, ''))).toBeNull()
		expect(classifyBlock(page(404, akamai, 'Not found'))).toBeNull()
	})

	test('an API refusal in JSON behind an edge is the adapter\'s to explain', () => {
		expect(classifyBlock(page(403, akamai, '{"errors":[{"key":"access"}]}', 'application/json'))).toBeNull()
		expect(classifyBlock(page(401, akamai, '', 'text/plain'))).toBeNull()
	})

	test('edges are recognised from their headers alone', () => {
		expect(edgeOf({ server: 'AkamaiNetStorage' })).toBe('akamai')
		expect(edgeOf({ 'set-cookie': '_pxhd=abc; path=/' })).toBe('perimeterx')
		expect(edgeOf({ 'x-iinfo': '1-2-3' })).toBe('imperva')
		expect(edgeOf({ server: 'nginx' })).toBeNull()
	})
})
