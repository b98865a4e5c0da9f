import crypto from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type AddressInfo } from 'node:net'

/** What Google's userinfo endpoint says about the person who signs in. */
export type GoogleAccount = {
	sub: string
	email: string
	email_verified: boolean
	given_name?: string
	family_name?: string
	name?: string
	picture?: string
	locale?: string
}

export type FakeGoogle = {
	/** GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL and GOOGLE_USERINFO_URL for the app under test. */
	env: Record<'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_AUTH_URL' | 'GOOGLE_TOKEN_URL' | 'GOOGLE_USERINFO_URL', string>
	/** The account the next visit to the consent screen signs in with (then it is used up). */
	signInAs: (account: GoogleAccount) => void
	/** The next visit to the consent screen is refused by the "user" (error=access_denied). */
	refuseNext: () => void
	/** Every call, in order, for assertions. */
	calls: Array<{ method: string; path: string; status: number }>
	/**
	 * Calls the fake did not expect: an unknown path or method, a wrong client id or secret, a
	 * consent visit with no account chosen. A test asserts this stays empty.
	 */
	unexpected: string[]
	close: () => Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		let text = ''
		request.setEncoding('utf8')
		request.on('data', (chunk: string) => (text += chunk))
		request.on('end', () => resolve(text))
		request.on('error', reject)
	})
}

function json(response: ServerResponse, status: number, body: unknown) {
	response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
	response.end(JSON.stringify(body))
}

/**
 * Stands in for Google's OAuth 2.0 authorization-code flow on loopback, as a real HTTP server:
 * - `GET /authorize` (the consent screen) checks the client and the parameters, then sends the
 *   browser straight back to `redirect_uri` with a one-time `code` and the `state` it was given;
 * - `POST /token` trades a code (once, with the right secret and the same `redirect_uri`) for an
 *   access token, answering Google's `invalid_grant` otherwise;
 * - `GET /userinfo` answers the profile for a Bearer token, 401 otherwise.
 * Anything else is answered 404 and recorded in `unexpected`, so it fails the test.
 */
export async function startFakeGoogle(
	options: { clientId?: string; clientSecret?: string } = {},
): Promise<FakeGoogle> {
	const clientId = options.clientId ?? 'fake-client-id.apps.googleusercontent.com'
	const clientSecret = options.clientSecret ?? 'fake-client-secret'
	const calls: FakeGoogle['calls'] = []
	const unexpected: string[] = []
	let next: GoogleAccount | 'refuse' | undefined
	const codes = new Map<string, { account: GoogleAccount; redirectUri: string }>()
	const tokens = new Map<string, GoogleAccount>()

	async function handle(request: IncomingMessage, response: ServerResponse): Promise<number> {
		const url = new URL(request.url ?? '/', 'http://fake-google.invalid')
		const route = `${request.method} ${url.pathname}`

		if (route === 'GET /authorize') {
			const params = url.searchParams
			const problems = [
				params.get('client_id') === clientId ? null : `unknown client_id ${params.get('client_id')}`,
				params.get('response_type') === 'code' ? null : `response_type ${params.get('response_type')}`,
				params.get('state') ? null : 'no state',
				params.get('redirect_uri') ? null : 'no redirect_uri',
				(params.get('scope') ?? '').includes('email') ? null : `scope without email: ${params.get('scope')}`,
			].filter((problem): problem is string => problem !== null)
			const account = next
			next = undefined
			if (problems.length === 0 && account === undefined) problems.push('no account chosen (call signInAs first)')
			if (problems.length > 0) {
				unexpected.push(`GET /authorize: ${problems.join(', ')}`)
				response.writeHead(400, { 'Content-Type': 'text/plain' }).end(problems.join('\n'))
				return 400
			}
			const back = new URL(params.get('redirect_uri')!)
			if (account === 'refuse') {
				back.searchParams.set('error', 'access_denied')
			} else {
				const code = `code-${crypto.randomBytes(12).toString('hex')}`
				codes.set(code, { account: account!, redirectUri: params.get('redirect_uri')! })
				back.searchParams.set('code', code)
				back.searchParams.set('scope', params.get('scope')!)
			}
			back.searchParams.set('state', params.get('state')!)
			response.writeHead(302, { Location: back.toString() }).end()
			return 302
		}

		if (route === 'POST /token') {
			const form = new URLSearchParams(await readBody(request))
			if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
				unexpected.push('POST /token: wrong client id or secret')
				json(response, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' })
				return 401
			}
			if (form.get('grant_type') !== 'authorization_code') {
				unexpected.push(`POST /token: grant_type ${form.get('grant_type')}`)
				json(response, 400, { error: 'unsupported_grant_type' })
				return 400
			}
			const grant = codes.get(form.get('code') ?? '')
			codes.delete(form.get('code') ?? '')
			if (!grant || grant.redirectUri !== form.get('redirect_uri')) {
				json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' })
				return 400
			}
			const accessToken = `ya29.${crypto.randomBytes(16).toString('hex')}`
			tokens.set(accessToken, grant.account)
			json(response, 200, {
				access_token: accessToken,
				expires_in: 3599,
				token_type: 'Bearer',
				scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
				id_token: 'not-checked-by-the-app',
			})
			return 200
		}

		if (route === 'GET /userinfo') {
			const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
			const account = token ? tokens.get(token) : undefined
			if (!account) {
				json(response, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' })
				return 401
			}
			json(response, 200, account)
			return 200
		}

		unexpected.push(`${route}: no such endpoint`)
		response.writeHead(404, { 'Content-Type': 'text/plain' }).end(`The fake Google has no ${route}`)
		return 404
	}

	const server = createServer((request, response) => {
		const path = (request.url ?? '/').split('?')[0]!
		handle(request, response)
			.then((status) => calls.push({ method: request.method ?? '', path, status }))
			.catch((error: unknown) => {
				unexpected.push(`${request.method} ${path}: ${String(error)}`)
				if (!response.headersSent) response.writeHead(500).end()
			})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return {
		env: {
			GOOGLE_CLIENT_ID: clientId,
			GOOGLE_CLIENT_SECRET: clientSecret,
			GOOGLE_AUTH_URL: `${base}/authorize`,
			GOOGLE_TOKEN_URL: `${base}/token`,
			GOOGLE_USERINFO_URL: `${base}/userinfo`,
		},
		signInAs: (account) => {
			next = account
		},
		refuseNext: () => {
			next = 'refuse'
		},
		calls,
		unexpected,
		close: () =>
			new Promise((resolve) => {
				server.close(() => resolve())
				server.closeAllConnections()
			}),
	}
}
