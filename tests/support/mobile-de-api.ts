import http from 'node:http'
import { type AddressInfo } from 'node:net'

/**
 * A local stand-in for mobile.de's Search API as its documentation and public clients describe
 * it (docs/decisions/015): GET `/search-api/search`, HTTP Basic with the operator's credentials
 * (401 without them), `Accept: application/vnd.de.mobile.api+json` (406 otherwise), makes through
 * `classification=refdata/classes/Car/makes/<KEY>` (400 for a key it does not know), sorted by
 * `sort.field`/`sort.order`, paged by `page.number` (from 1) and `page.size` (at most 100), and
 * answering `{ total, pageSize, currentPage, maxPages, ads }`.
 */

export type StandInAd = {
	mobileAdId: string
	/** A reference-data make key, as the API answers it ("VW"). */
	make: string
	model: string
	modelDescription?: string
	creationDate: string
	price?: { consumerPriceGross: string; currency: string } | null
	mileage?: number
	firstRegistration?: string
	fuel?: string
	images?: Array<{ ref: string }>
	seller?: { type: string; address?: { zipcode?: string; city?: string; countryCode?: string } }
	detailPageUrl?: string
}

export type StandInRequest = { url: string; authorization: string | undefined; accept: string | undefined }

export type MobileDeApiStandIn = {
	/** The value for MOBILE_DE_API_URL. */
	url: string
	ads: StandInAd[]
	requests: StandInRequest[]
	close: () => Promise<void>
}

const knownMakes = new Set(['AUDI', 'BMW', 'FORD', 'MERCEDES-BENZ', 'OPEL', 'PEUGEOT', 'PORSCHE', 'RENAULT', 'SKODA', 'TOYOTA', 'VOLVO', 'VW'])
const sortFields: Record<string, (ad: StandInAd) => number> = {
	creationTime: (ad) => Date.parse(ad.creationDate),
	price: (ad) => Number(ad.price?.consumerPriceGross ?? 0),
	mileage: (ad) => ad.mileage ?? 0,
}

function json(response: http.ServerResponse, status: number, body: unknown, type = 'application/vnd.de.mobile.api+json;charset=UTF-8') {
	response.writeHead(status, { 'content-type': type }).end(JSON.stringify(body))
}

const searchError = (key: string, value: string) => ({ errors: [{ key: 'invalid-search-parameter', message: `invalid value for ${key}`, args: [{ key, value }] }] })

export async function startMobileDeApiStandIn(credentials: { user: string; password: string }): Promise<MobileDeApiStandIn> {
	const state: Omit<MobileDeApiStandIn, 'url' | 'close'> = { ads: [], requests: [] }
	const expected = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`
	const server = http.createServer((request, response) => {
		state.requests.push({ url: request.url ?? '', authorization: request.headers.authorization, accept: request.headers.accept })
		const url = new URL(request.url ?? '/', 'http://stand-in')
		if (request.method !== 'GET' || url.pathname !== '/search-api/search') return json(response, 404, { errors: [{ key: 'not-found', message: 'no such resource' }] })
		if (request.headers.authorization !== expected) {
			response.writeHead(401, { 'www-authenticate': 'Basic realm="mobile.de Search API"', 'content-type': 'text/plain' }).end('Unauthorized')
			return
		}
		if (!request.headers.accept?.includes('application/vnd.de.mobile.api+json')) {
			return json(response, 406, { title: 'Not Acceptable', detail: 'Acceptable representations: [application/vnd.de.mobile.api+json]', status: 406 }, 'application/problem+json')
		}
		const params = url.searchParams
		const classification = params.get('classification') ?? 'refdata/classes/Car'
		const make = /^refdata\/classes\/Car(?:\/makes\/([^/]+))?$/.exec(classification)
		if (!make || (make[1] !== undefined && !knownMakes.has(make[1]))) return json(response, 400, searchError('classification', classification))
		const field = params.get('sort.field') ?? 'creationTime'
		const order = params.get('sort.order') ?? 'ASCENDING'
		if (!sortFields[field]) return json(response, 400, searchError('sort.field', field))
		if (order !== 'ASCENDING' && order !== 'DESCENDING') return json(response, 400, searchError('sort.order', order))
		const pageNumber = Number(params.get('page.number') ?? 1)
		const pageSize = Number(params.get('page.size') ?? 20)
		if (!Number.isInteger(pageNumber) || pageNumber < 1) return json(response, 400, searchError('page.number', String(pageNumber)))
		if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return json(response, 400, searchError('page.size', String(pageSize)))
		const key = sortFields[field]
		const found = state.ads
			.filter((ad) => make[1] === undefined || ad.make === make[1])
			.sort((a, b) => (order === 'DESCENDING' ? key(b) - key(a) : key(a) - key(b)))
		const ads = found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
		json(response, 200, { total: found.length, pageSize, currentPage: pageNumber, maxPages: Math.max(1, Math.ceil(found.length / pageSize)), ads })
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return Object.assign(state, {
		url: `http://127.0.0.1:${port}/search-api`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	})
}
