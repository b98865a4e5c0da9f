import { createServer, type IncomingMessage } from 'node:http'
import { type AddressInfo } from 'node:net'

export type FakeTurnstile = {
	/** The siteverify URL to hand the app as TURNSTILE_VERIFY_URL. */
	url: string
	/** Every verification the app asked for, in order. */
	calls: Array<{ secret: string | null; response: string | null; remoteip: string | null }>
	close: () => Promise<void>
}

function body(request: IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		let text = ''
		request.setEncoding('utf8')
		request.on('data', (chunk: string) => (text += chunk))
		request.on('end', () => resolve(text))
		request.on('error', reject)
	})
}

/**
 * Stands in for Cloudflare's siteverify: `goodToken` with the right secret passes (for the
 * `login` action), everything else fails with Cloudflare's error codes. Any other path or
 * method is answered 404, so an unexpected call fails the test instead of passing silently.
 */
export async function startFakeTurnstile(options: { secret: string; goodToken: string }): Promise<FakeTurnstile> {
	const calls: FakeTurnstile['calls'] = []
	const server = createServer(async (request, response) => {
		if (request.method !== 'POST' || request.url !== '/siteverify') {
			response.writeHead(404).end()
			return
		}
		const form = new URLSearchParams(await body(request))
		const call = { secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') }
		calls.push(call)
		const errors = [
			...(call.secret === options.secret ? [] : ['invalid-input-secret']),
			...(call.response === options.goodToken ? [] : [call.response ? 'invalid-input-response' : 'missing-input-response']),
		]
		response.writeHead(200, { 'Content-Type': 'application/json' })
		response.end(
			JSON.stringify(
				errors.length === 0
					? { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost', 'error-codes': [], action: 'login' }
					: { success: false, 'error-codes': errors },
			),
		)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}/siteverify`,
		calls,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	}
}
