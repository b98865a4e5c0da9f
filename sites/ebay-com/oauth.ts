/**
 * eBay's OAuth client-credentials grant (developer.ebay.com, "oauth-client-credentials-grant"):
 * the operator's app credentials (EBAY_CLIENT_ID, EBAY_CLIENT_SECRET) in HTTP Basic, POSTed to
 * `/identity/v1/oauth2/token` with `grant_type=client_credentials` and the public scope, mint an
 * Application access token (`access_token`, `expires_in` seconds, two hours today). The token is
 * kept until shortly before it expires and minted again then; one mint at a time. Neither the
 * credentials nor the token appear in an error's message.
 */

export type EbayCredentials = { clientId: string; clientSecret: string }

export const ebayTokenPath = '/identity/v1/oauth2/token'
/** The scope of an Application token: public data, which the Browse API's search needs. */
export const ebayPublicScope = 'https://api.ebay.com/oauth/api_scope'

/** A token this close to its expiry is minted again rather than sent. */
const renewBeforeMs = 5 * 60_000

export class EbayTokenError extends Error {
	constructor(message: string) {
		super(message)
		this.name = 'EbayTokenError'
	}
}

export type EbayTokenOptions = {
	/** The client that POSTs to the token endpoint; global fetch by default (tests count the calls). */
	fetch?: typeof fetch
	now?: () => number
	timeoutMs?: number
}

export type EbayTokens = {
	/** A valid Application token for the API at `baseUrl`, minted only when none is kept or it is about to expire. */
	token(baseUrl: string): Promise<string>
	/** Drops the kept tokens (the API refused one: it was revoked or expired early). */
	forget(): void
}

function basic({ clientId, clientSecret }: EbayCredentials): string {
	const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`)
	return `Basic ${btoa(String.fromCharCode(...bytes))}`
}

/** The OAuth error code of a refusal (`invalid_client`), only when it looks like one: nothing else of the body is repeated. */
function errorCode(body: string): string | null {
	try {
		const code = (JSON.parse(body) as { error?: unknown }).error
		return typeof code === 'string' && /^[a-z_]{1,40}$/.test(code) ? code : null
	} catch {
		return null
	}
}

export function ebayTokens(credentials: EbayCredentials, options: EbayTokenOptions = {}): EbayTokens {
	const post = options.fetch ?? fetch
	const now = options.now ?? Date.now
	const timeoutMs = options.timeoutMs ?? 20_000
	const kept = new Map<string, { value: string; expiresAt: number }>()
	const minting = new Map<string, Promise<string>>()

	async function mint(baseUrl: string): Promise<string> {
		const url = new URL(ebayTokenPath, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href
		let answer: Response
		try {
			answer = await post(url, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', authorization: basic(credentials) },
				body: new URLSearchParams({ grant_type: 'client_credentials', scope: ebayPublicScope }).toString(),
				signal: AbortSignal.timeout(timeoutMs),
			})
		} catch (error) {
			const reason = (error as { name?: unknown })?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'the connection failed'
			throw new EbayTokenError(`eBay's token endpoint (${new URL(url).host}) could not be reached: ${reason}`)
		}
		const body = await answer.text()
		if (answer.status === 400 || answer.status === 401) {
			const code = errorCode(body)
			throw new EbayTokenError(`HTTP ${answer.status}: eBay refused the application credentials (EBAY_CLIENT_ID, EBAY_CLIENT_SECRET)${code ? `: ${code}` : ''}`)
		}
		if (!answer.ok) throw new EbayTokenError(`HTTP ${answer.status}: eBay's token endpoint gave no application token`)
		let token: { access_token?: unknown; expires_in?: unknown }
		try {
			token = JSON.parse(body) as typeof token
		} catch {
			throw new EbayTokenError("eBay's token endpoint answered with something other than JSON")
		}
		const value = typeof token.access_token === 'string' ? token.access_token : ''
		const seconds = typeof token.expires_in === 'number' && token.expires_in > 0 ? token.expires_in : 0
		if (!value || !seconds) throw new EbayTokenError("eBay's token endpoint answered without an access token and its lifetime")
		kept.set(baseUrl, { value, expiresAt: now() + seconds * 1000 })
		return value
	}

	return {
		async token(baseUrl) {
			const token = kept.get(baseUrl)
			if (token && token.expiresAt - renewBeforeMs > now()) return token.value
			const pending = minting.get(baseUrl) ?? mint(baseUrl).finally(() => minting.delete(baseUrl))
			minting.set(baseUrl, pending)
			return pending
		},
		forget() {
			kept.clear()
		},
	}
}
