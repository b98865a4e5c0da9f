import http from 'node:http'
import { type AddressInfo } from 'node:net'

/**
 * A local stand-in for eBay's OAuth token endpoint and Buy Browse API search as eBay's
 * documentation describes them (docs/decisions/071):
 * - POST `/identity/v1/oauth2/token`, form `grant_type=client_credentials&scope=…/oauth/api_scope`,
 *   HTTP Basic with the app's client id and secret: `{ access_token, expires_in, token_type }`,
 *   401 `{ error: 'invalid_client' }` for other credentials, 400 `unsupported_grant_type` /
 *   `invalid_scope` for another form. Each token it mints is new (`tokens` lists them).
 * - GET `/buy/browse/v1/item_summary/search` with `Authorization: Bearer <a token it minted and
 *   has not expired or revoked>` (401 errorId 1001 otherwise): `category_ids` required,
 *   `aspect_filter=categoryId:<id>,Make:{<name>}`, `sort=newlyListed` (newest first), `limit`
 *   (1–200) and `offset` (a multiple of limit, below 10,000); answers
 *   `{ href, total, limit, offset, itemSummaries? }` (no list when nothing matches).
 */

export type StandInItem = {
	legacyItemId: string
	make: string
	title: string
	itemCreationDate: string
	price?: { value: string; currency: string }
	itemLocation?: { city?: string; stateOrProvince?: string; postalCode?: string; country?: string }
	seller?: { username: string; sellerAccountType?: string }
	image?: { imageUrl: string }
}

export type StandInRequest = { method: string; url: string; authorization: string | undefined; body: string }

export type EbayApiStandIn = {
	/** The value for EBAY_COM_BASE_URL: both endpoints live under it. */
	url: string
	items: StandInItem[]
	requests: StandInRequest[]
	/** Every token minted, in order. */
	tokens: string[]
	/** Seconds a new token lives (`expires_in`). */
	lifetimeSeconds: number
	/** Makes the API refuse every token minted so far (as when eBay revokes them). */
	revokeAll(): void
	close: () => Promise<void>
}

const publicScope = 'https://api.ebay.com/oauth/api_scope'

function json(response: http.ServerResponse, status: number, body: unknown) {
	response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

const browseError = (errorId: number, message: string) => ({ errors: [{ errorId, domain: 'API_BROWSE', category: 'REQUEST', message }] })

export async function startEbayApiStandIn(credentials: { clientId: string; clientSecret: string }): Promise<EbayApiStandIn> {
	const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`
	const valid = new Map<string, number>()
	let minted = 0
	const state = {
		items: [] as StandInItem[],
		requests: [] as StandInRequest[],
		tokens: [] as string[],
		lifetimeSeconds: 7200,
		revokeAll() {
			valid.clear()
		},
	}
	const server = http.createServer((request, response) => {
		const chunks: Buffer[] = []
		request.on('data', (chunk: Buffer) => chunks.push(chunk))
		request.on('end', () => {
			const body = Buffer.concat(chunks).toString('utf8')
			state.requests.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body })
			const url = new URL(request.url ?? '/', 'http://stand-in')
			if (url.pathname === '/identity/v1/oauth2/token') {
				if (request.method !== 'POST') return json(response, 405, { error: 'invalid_request' })
				if (request.headers.authorization !== expected) return json(response, 401, { error: 'invalid_client', error_description: 'client authentication failed' })
				const form = new URLSearchParams(body)
				if (form.get('grant_type') !== 'client_credentials') return json(response, 400, { error: 'unsupported_grant_type', error_description: 'grant type in request is not supported by the authorization server' })
				if (form.get('scope') !== publicScope) return json(response, 400, { error: 'invalid_scope', error_description: 'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client' })
				minted += 1
				const token = `v^1.1#i^1#r^0#f^0#p^1#t^StandIn${minted}${Math.random().toString(36).slice(2)}`
				valid.set(token, Date.now() + state.lifetimeSeconds * 1000)
				state.tokens.push(token)
				return json(response, 200, { access_token: token, expires_in: state.lifetimeSeconds, token_type: 'Application Access Token' })
			}
			if (url.pathname !== '/buy/browse/v1/item_summary/search' || request.method !== 'GET') return json(response, 404, browseError(11000, 'The requested resource was not found'))
			const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
			const until = token ? valid.get(token) : undefined
			if (until === undefined || until < Date.now()) {
				return json(response, 401, { errors: [{ errorId: 1001, domain: 'OAuth', category: 'REQUEST', message: 'Invalid access token', longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.' }] })
			}
			const params = url.searchParams
			const category = params.get('category_ids')
			if (!category) return json(response, 400, browseError(12001, "The call must have a valid 'q', 'category_ids', 'epid' or 'gtin' query parameter."))
			const aspect = params.get('aspect_filter')
			let make: string | null = null
			if (aspect !== null) {
				const match = /^categoryId:(\d+),Make:\{(.+)\}$/.exec(aspect)
				if (!match) return json(response, 400, browseError(12018, `The ${aspect} aspect_filter value is invalid.`))
				if (match[1] !== category) return json(response, 400, browseError(12017, "The 'aspect_filter' query parameter must include a categoryId."))
				make = match[2]!.replace(/\\\|/g, '|')
			}
			const sort = params.get('sort')
			if (sort !== null && !['newlyListed', 'endingSoonest', 'price', '-price', 'distance'].includes(sort)) return json(response, 400, browseError(12008, "The 'sort' value is invalid."))
			const limit = Number(params.get('limit') ?? 50)
			const offset = Number(params.get('offset') ?? 0)
			if (!Number.isInteger(limit) || limit < 1 || limit > 200) return json(response, 400, browseError(12006, "The 'limit' value should be between 1 and 200 (inclusive)."))
			if (!Number.isInteger(offset) || offset < 0) return json(response, 400, browseError(12004, "The 'offset' value cannot be negative."))
			if (offset >= 10_000) return json(response, 400, browseError(12029, 'The maximum number of listings that can be retrieved is 10,000, so your offset value must be less than 10,000.'))
			const found = state.items.filter((item) => make === null || item.make === make)
			if (sort === 'newlyListed') found.sort((a, b) => Date.parse(b.itemCreationDate) - Date.parse(a.itemCreationDate))
			const page = offset % limit === 0 ? found.slice(offset, offset + limit) : []
			const itemSummaries = page.map(({ make: _make, ...item }) => ({
				itemId: `v1|${item.legacyItemId}|0`,
				...item,
				itemWebUrl: `https://www.ebay.com/itm/${item.legacyItemId}`,
				leafCategoryIds: [category],
				buyingOptions: ['FIXED_PRICE'],
			}))
			json(response, 200, { href: `${url.pathname}${url.search}`, total: found.length, limit, offset, ...(itemSummaries.length > 0 ? { itemSummaries } : {}) })
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return Object.assign(state, {
		url: `http://127.0.0.1:${port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	})
}
