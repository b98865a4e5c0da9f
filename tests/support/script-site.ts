import { readFileSync } from 'node:fs'
import http from 'node:http'
import { type AddressInfo } from 'node:net'

const fixture = readFileSync(new URL('../../sites/autoscout24/fixtures/autoscout24.de/results-cards.html', import.meta.url), 'utf8')
const fixtureBody = /<body[^>]*>([\s\S]*)<\/body>/.exec(fixture)![1]!
/** The listings the script writes into the page: the AutoScout24 cards fixture's. */
export const fixtureIds = [...new Set([...fixture.matchAll(/data-guid="([^"]+)"/g)].map((match) => match[1]!))]

export type Seen = { url: string; headers: http.IncomingHttpHeaders }
export type ScriptSite = { origin: string; seen: Seen[]; close: () => Promise<void> }

/**
 * A search page as script-built sites serve it: an empty shell whose script asks the site's own
 * JSON endpoint for the results and writes them into the page. It also links an image and a
 * video (which a fetch must not load) and hands out a cookie (which the next visit must bring).
 */
export async function startScriptSite(other?: string): Promise<ScriptSite> {
	const seen: Seen[] = []
	let visits = 0
	const server = http.createServer((req, res) => {
		seen.push({ url: req.url ?? '', headers: req.headers })
		const path = new URL(req.url ?? '/', 'http://site').pathname
		if (path === '/api/results') {
			res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ html: fixtureBody, total: fixtureIds.length }))
			return
		}
		if (path === '/forbidden') {
			res.writeHead(403, { 'content-type': 'text/html' }).end('<html><body>Access denied</body></html>')
			return
		}
		if (path === '/away') {
			res.writeHead(302, { location: `${other}/login` }).end()
			return
		}
		if (path.startsWith('/img/') || path.startsWith('/media/')) {
			res.writeHead(200, { 'content-type': 'image/png' }).end('png')
			return
		}
		visits++
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': `visitor=v${visits}; Path=/` }).end(`<!DOCTYPE html><html lang="de"><head><title>Suche</title></head>
<body><div id="app">Ergebnisse werden geladen…</div><img src="/img/logo.png"><video src="/media/intro.mp4" autoplay muted></video>
<script>
fetch('/api/results', { headers: { accept: 'application/json' } }).then((r) => r.json()).then((data) => {
	document.getElementById('app').outerHTML = data.html
})
</script></body></html>`)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return {
		origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		seen,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections()
				server.close(() => resolve())
			}),
	}
}
