import { mkdtemp, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { scrape } from '#scripts/scrape.ts'
import { type ParseResult, type SiteResponse } from './types.ts'

/**
 * `npm run scrape -- <site> --save` against a local server standing in for the site, for a site
 * folder's test: the server answers every request with one fixture's bytes, the command fetches
 * the site's search at the base URL its setting names (`<SITE>_BASE_URL`) and saves the answer
 * and its parse into a temporary folder, which is read back and removed.
 */

export type StandInScrape = {
	/** The command's exit code and what it printed. */
	code: number
	out: string
	/** The paths and queries the stand-in was asked for. */
	asked: string[]
	/** `<name>.expected.json` as the command saved it. */
	saved: { response: SiteResponse; result: ParseResult }
}

export async function scrapeStandIn(options: {
	site: string
	/** The setting naming the site's base URL: `OTOMOTO_PL_BASE_URL`. */
	baseUrlSetting: string
	/** The body the stand-in answers with, and its content type. */
	body: URL
	contentType: string
	/** More arguments (`--brand skoda`); the fetch mode is http. */
	args?: string[]
}): Promise<StandInScrape> {
	const body = await readFile(options.body)
	const asked: string[] = []
	const server = http.createServer((request, response) => {
		asked.push(request.url ?? '')
		response.writeHead(200, { 'content-type': options.contentType }).end(body)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const dir = await mkdtemp(path.join(os.tmpdir(), 'carwatch-scrape-'))
	try {
		const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		const env = { NODE_ENV: 'test', SITE_MIN_INTERVAL_SECONDS: '0', [options.baseUrlSetting]: origin }
		const out: string[] = []
		const argv = [options.site, '--mode', 'http', ...(options.args ?? []), '--save', 'today', '--fixtures-dir', dir]
		const code = await scrape(argv, env, { out: (line) => out.push(line), err: (line) => out.push(line) })
		const saved = JSON.parse(await readFile(path.join(dir, options.site, 'today.expected.json'), 'utf8').catch(() => 'null')) as StandInScrape['saved']
		return { code, out: out.join('\n'), asked, saved }
	} finally {
		await new Promise<void>((resolve) => server.close(() => resolve()))
		await rm(dir, { recursive: true, force: true })
	}
}
