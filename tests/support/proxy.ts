import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

/**
 * A small forward proxy, as the operators' proxy providers run them: HTTPS (and any target, when
 * a client tunnels) through CONNECT, plain http through absolute-URI requests. With `auth` it
 * asks for Basic credentials with a 407 first, as real ones do (Chromium only sends them then).
 * It counts what went through it, by target host.
 */
export type TestProxy = {
	url: string
	/** The proxy's URL with `user:password@` in it. */
	urlWith: (user: string, password: string) => string
	/** `host:port` of each request or tunnel it carried. */
	carried: string[]
	/** When each of `carried` reached the proxy (`performance.now()`). */
	carriedAt: number[]
	refused: number
	close: () => Promise<void>
}

export async function startProxy(auth?: { user: string; password: string }): Promise<TestProxy> {
	const carried: string[] = []
	const carriedAt: number[] = []
	let refused = 0
	const expected = auth ? `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString('base64')}` : undefined
	const allowed = (headers: http.IncomingHttpHeaders) => !expected || headers['proxy-authorization'] === expected
	const sockets = new Set<net.Socket>()

	const server = http.createServer((req, res) => {
		if (!allowed(req.headers)) {
			refused++
			res.writeHead(407, { 'proxy-authenticate': 'Basic realm="test"' }).end()
			return
		}
		let target: URL
		try {
			target = new URL(req.url ?? '')
		} catch {
			res.writeHead(400).end()
			return
		}
		carried.push(target.host)
		carriedAt.push(performance.now())
		const headers = { ...req.headers }
		delete headers['proxy-authorization']
		delete headers['proxy-connection']
		const upstream = http.request({ host: target.hostname, port: target.port || 80, path: `${target.pathname}${target.search}`, method: req.method, headers }, (answer) => {
			res.writeHead(answer.statusCode ?? 502, answer.headers)
			answer.pipe(res)
		})
		upstream.on('error', () => res.writeHead(502).end())
		req.pipe(upstream)
	})
	server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
		if (!allowed(req.headers)) {
			refused++
			client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\nContent-Length: 0\r\n\r\n')
			return
		}
		const [host, port] = (req.url ?? '').split(':')
		carried.push(req.url ?? '')
		carriedAt.push(performance.now())
		const upstream = net.connect(Number(port), host, () => {
			client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
			if (head.length > 0) upstream.write(head)
			upstream.pipe(client)
			client.pipe(upstream)
		})
		sockets.add(upstream)
		upstream.on('close', () => sockets.delete(upstream))
		upstream.on('error', () => client.destroy())
		client.on('error', () => upstream.destroy())
	})
	server.on('connection', (socket) => {
		sockets.add(socket)
		socket.on('close', () => sockets.delete(socket))
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const port = (server.address() as AddressInfo).port
	return {
		url: `http://127.0.0.1:${port}`,
		urlWith: (user, password) => `http://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
		carried,
		carriedAt,
		get refused() {
			return refused
		},
		close: () =>
			new Promise((resolve) => {
				for (const socket of sockets) socket.destroy()
				server.close(() => resolve())
			}),
	}
}
