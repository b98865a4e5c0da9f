import http from 'node:http'
import { type AddressInfo } from 'node:net'

/**
 * A stand-in for the demo market (GET /demo-market.json, the answer sites/demo/adapter.ts parses),
 * as a real HTTP server on loopback with an injected response latency. The scenario decides what
 * each search lists; the stand-in counts the searches it answered.
 */

export type MarketItem = {
	id: string
	title: string
	price: number | null
	km: number | null
	year: number | null
	fuel: string | null
}

export type Market = {
	url: string
	requests: () => number
	close: () => Promise<void>
}

export async function startMarket(options: { latencyMs: number; listings: (query: URLSearchParams, now: number) => MarketItem[] }): Promise<Market> {
	let requests = 0
	const server = http.createServer((request, response) => {
		const url = new URL(request.url ?? '/', 'http://market.local')
		if (url.pathname !== '/demo-market.json') {
			response.writeHead(404).end()
			return
		}
		requests += 1
		const items = options.listings(url.searchParams, Date.now())
		const body = JSON.stringify({
			market: 'demo',
			listings: items.map((item) => ({
				...item,
				currency: 'EUR',
				url: `/demo-market?listing=${item.id}`,
				location: 'Ljubljana, Slovenia',
				imageUrl: `/demo-market/images/${item.id}.svg`,
			})),
		})
		setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end(body), options.latencyMs)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		requests: () => requests,
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve())
				server.closeAllConnections()
			}),
	}
}
