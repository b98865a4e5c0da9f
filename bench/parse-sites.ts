/**
 * Parse time per results page, per site (BENCHMARKS.md "Parsing"): every registered site's own
 * adapter (sites/adapters.ts) parsing the results pages of its fixtures, as the crawl does with a
 * fetched body (decoded by its charset first). Not part of `npm test` or `npm run bench`: run it by
 * hand on a quiet machine, `npx tsx bench/parse-sites.ts [runs]`.
 *
 * The fixtures hold a few cars each, fewer than a real page: the figures are per fixture page as
 * saved, and per car; "a full page" multiplies the per-car time by the site's page size, an
 * estimate (a real page's chrome costs more; bench/parse-time.ts grows pages of the HTML sites to
 * their real size and compares parsers).
 */
import os from 'node:os'
import { type SiteId, siteIds, sites } from '#core/sites.ts'
import { siteAdapters } from '#sites/adapters.ts'
import { fixtureBody, loadFixtures } from '#sites/kit/fixtures.ts'
import { fixturesDirOf, siteFolders } from '#sites/kit/folders.ts'
import { median } from './lib/result.ts'

const runs = Number(process.argv[2] ?? 200)
const folders = await siteFolders()

/** A site's results pages with cars, as the crawl reads them (decoded by their charset). */
function resultsPages(dir: string, site: SiteId) {
	return loadFixtures(dir, site)
		.filter((fixture) => fixture.result.kind === 'listings' && fixture.result.listings.length > 0)
		.map((fixture) => ({ file: fixture.file, body: fixtureBody(fixture), response: fixture.response, cars: fixture.result.kind === 'listings' ? fixture.result.listings.length : 0 }))
}

type Row = { site: SiteId; fixture: string; bytes: number; cars: number; median: number }
const rows: Row[] = []
for (const site of siteIds) {
	const folder = folders.get(site)
	if (!folder) continue
	const adapter = siteAdapters[site]
	// The results page with the most cars: the one nearest a real page.
	const page = resultsPages(fixturesDirOf(folder, site), site).sort((a, b) => b.cars - a.cars)[0]
	if (!page) continue
	const { body } = page
	for (let i = 0; i < 20; i++) adapter.parse(body, page.response)
	const times: number[] = []
	let cars = 0
	for (let i = 0; i < runs; i++) {
		const start = performance.now()
		const result = adapter.parse(body, page.response)
		times.push(performance.now() - start)
		cars = result.kind === 'listings' ? result.listings.length : 0
	}
	rows.push({ site, fixture: page.file, bytes: Buffer.byteLength(body), cars, median: median(times) })
}

console.log(`${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, Node ${process.version}, median of ${runs} parses after a warm-up, ${new Date().toISOString().slice(0, 10)}\n`)
console.log('| site | fixture page | KB | cars | ms a page | ms a car | page size | ms a full page (estimate) |')
console.log('|---|---|---|---|---|---|---|---|')
for (const row of rows) {
	const perCar = row.median / Math.max(1, row.cars)
	const pageSize = sites[row.site].pageSize
	console.log(`| ${row.site} | ${row.fixture} | ${(row.bytes / 1024).toFixed(1)} | ${row.cars} | ${row.median.toFixed(2)} | ${perCar.toFixed(3)} | ${pageSize} | ${(perCar * pageSize).toFixed(1)} |`)
}
