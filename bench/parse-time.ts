import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { selectAll as cssSelectAll } from 'css-select'
import { type Element as DomElement } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import { JSDOM } from 'jsdom'
import { parse as parse5Parse } from 'parse5'
import { adapter as htmlparser2Adapter } from 'parse5-htmlparser2-tree-adapter'
import { decodeBody } from '#worker/lib/fetch-page.ts'
import { parseHtml, selectAll } from '#sites/kit/html.ts'

/**
 * Parse time per results page for the HTML parsers the worker could use (docs/decisions/014).
 * Not part of `npm test` or `npm run bench`: run it by hand, `npx tsx bench/parse-time.ts [runs]`.
 *
 * The fixtures are trimmed to a few cards, so each is grown to the size of a real page of its
 * site: its result cards repeated to a full page (avto.net 48, AutoScout24, mobile.de and mobile.bg 20,
 * willhaben 30, Njuškalo and bolha.com 25, Polovni automobili and Használtautó.hu 25, Craigslist 120,
 * TrueCar 30),
 * then the page chrome real pages carry around them (navigation lists, a consent dialog, inline
 * scripts and styles) until the page reaches the byte size given below. Each candidate parses
 * the page and selects the result cards, as an adapter does first (the fixture's other cards
 * stay, so a few more cards are found than were grown).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** A saved page of a site's folder (sites/<folder>/fixtures/). */
const fixture = (folder: string, file: string, contentType: string | null = 'text/html') =>
	decodeBody(readFileSync(path.join(root, 'sites', folder, 'fixtures', file)), contentType)

type Page = { name: string; html: string; cards: string }

/** Repeats the first match of `card` (with its ids changed) until `count`, then pads to `bytes`. */
function grow(name: string, html: string, card: RegExp, count: number, bytes: number, cards: string): Page {
	const one = card.exec(html)?.[0]
	if (!one) throw new Error(`${name}: no card to repeat`)
	const copies = Array.from({ length: count }, (_, index) => one.replace(/\d{6,}/g, (id) => String(Number(id) + index + 1)))
	let page = html.replace(one, copies.join('\n'))
	const chrome: string[] = []
	let index = 0
	while (page.length + chrome.join('').length < bytes) {
		// Element-heavy chrome (what costs a tree builder) and text-heavy scripts, half and half.
		chrome.push(
			index % 2 === 0
				? `<ul class="nav-list nav-${index}">${Array.from({ length: 40 }, (_, item) => `<li class="nav-item"><a class="nav-link" href="/link/${index}/${item}?ref=nav">Link ${item} <span class="badge">${item}</span></a></li>`).join('')}</ul>`
				: `<script>window.__chunk_${index}=${JSON.stringify({ data: 'x'.repeat(4000), list: Array.from({ length: 40 }, (_, item) => ({ id: item, label: `entry ${item}` })) })}</script>`,
		)
		index++
	}
	page = page.replace(/<\/body>/i, `<footer>${chrome.join('\n')}</footer></body>`)
	return { name, html: page, cards }
}

const pages: Page[] = [
	grow('avto.net results (48 rows grown)', fixture('avto-net', 'results.html', 'text/html; charset=windows-1250'), /<div class="row bg-white position-relative GO-Results-Row[\s\S]*?\n<\/div>\n(?=<div class="row)/, 48, 350_000, '.GO-Results-Row'),
	grow('AutoScout24 cards (20 grown)', fixture('autoscout24', 'autoscout24.de/results-cards.html'), /<article[\s\S]*?<\/article>/, 20, 600_000, 'article[data-guid]'),
	grow('mobile.de HTML list (20 grown)', fixture('mobile-de', 'results-links.html'), /<div class="cBox-body cBox-body--resultitem[\s\S]*?<\/a><\/div>/, 20, 500_000, 'a[href*="/fahrzeuge/details.html?"]'),
	grow('willhaben __NEXT_DATA__ (30 adverts grown)', fixture('willhaben-at', 'results.html'), /\{"id":"1893451207"[\s\S]*?"contextLink":\[\]\}\},/, 30, 600_000, 'script#__NEXT_DATA__'),
	// mobile.bg: a real results page measured 276,960 characters (a public report, 2025).
	grow('mobile.bg results (20 grown)', fixture('mobile-bg', 'results.html', 'text/html; charset=windows-1251'), /<div class="item [^"]*" id="ida\d+">[\s\S]*?\n<\/div>/, 20, 280_000, 'div.item'),
	grow('Njuškalo results (25 grown)', fixture('njuskalo-hr', 'results.html'), /<li class="EntityList-item EntityList-item--Regular[\s\S]*?<\/article>\n<\/li>/, 25, 400_000, 'li.EntityList-item--Regular'),
	grow('bolha.com results (25 grown)', fixture('bolha-com', 'results.html'), /<li class="EntityList-item EntityList-item--Regular[\s\S]*?<\/article>\n<\/li>/, 25, 400_000, 'li.EntityList-item--Regular'),
	// Polovni automobili, Használtautó.hu, Craigslist, TrueCar: no real page's size is known; these are estimates (docs/decisions/070).
	grow('Polovni automobili results (25 grown)', fixture('polovniautomobili-com', 'results.html'), /<article class="classified ad-\d+ single-classified ordinaryClassified"[\s\S]*?<\/article>/, 25, 450_000, 'article.classified[data-classifiedid]'),
	grow('Használtautó.hu results (25 grown)', fixture('hasznaltauto-hu', 'results.html'), /<div class="row talalati-sor" [\s\S]*?\n {12}<\/div><\/div>/, 25, 500_000, '.talalati-sor'),
	grow('Craigslist plain list (120 grown)', fixture('craigslist-org', 'results.html'), /<li class="cl-static-search-result"[\s\S]*?<\/li>/, 120, 250_000, 'li.cl-static-search-result'),
	grow('TrueCar cards (30 grown)', fixture('truecar-com', 'results.html'), /<li class="margin-bottom-3[\s\S]*?<\/li>/, 30, 800_000, '[data-qa="Listings"]'),
	// Otomoto (Autovit is the same platform and parser), Kleinanzeigen: estimates, no real page's size is known (docs/decisions/068); Sauto answers JSON, no HTML to parse.
	grow('Otomoto __NEXT_DATA__ (32 adverts grown)', fixture('otomoto-pl', 'results.html'), /\{\\"node\\": \{\\"__typename\\": \\"Advert\\", \\"id\\": \\"6138041187\\"[\s\S]*?\\"__typename\\": \\"AdvertEdge\\"\}, /, 32, 900_000, 'script#__NEXT_DATA__'),
	grow('Kleinanzeigen result list (25 grown)', fixture('kleinanzeigen-de', 'results.html', 'text/html;charset=UTF-8'), /<li class="ad-listitem [^"]*">\n {2}<article[\s\S]*?<\/li>/, 25, 400_000, 'article.aditem[data-adid]'),
]

type Candidate = { name: string; run: (page: Page) => number }

const candidates: Candidate[] = [
	{ name: 'sites/kit/html.ts: parse5 + css-select on its tree', run: (page) => selectAll(parseHtml(page.html), page.cards).length },
	{
		name: 'jsdom 27 (new JSDOM + querySelectorAll)',
		run: (page) => {
			const dom = new JSDOM(page.html)
			const count = dom.window.document.querySelectorAll(page.cards).length
			dom.window.close()
			return count
		},
	},
	{ name: 'parse5 8, its own tree (parse only)', run: (page) => (parse5Parse(page.html).childNodes.length > 0 ? 0 : 0) },
	{
		name: 'parse5 8 + htmlparser2 tree adapter + css-select',
		run: (page) => cssSelectAll(page.cards, parse5Parse(page.html, { treeAdapter: htmlparser2Adapter }) as unknown as DomElement).length,
	},
	{ name: 'htmlparser2 12 + css-select', run: (page) => cssSelectAll(page.cards, parseDocument(page.html)).length },
]

function measure(candidate: Candidate, page: Page, runs: number) {
	for (let i = 0; i < Math.min(10, runs); i++) candidate.run(page)
	const times: number[] = []
	for (let i = 0; i < runs; i++) {
		const start = performance.now()
		candidate.run(page)
		times.push(performance.now() - start)
	}
	times.sort((a, b) => a - b)
	return { median: times[Math.floor(times.length / 2)]!, p90: times[Math.floor(times.length * 0.9)]! }
}

const runs = Number(process.argv[2] ?? 50)
console.log(`${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, Node ${process.version}, ${runs} runs per figure after a warm-up`)
for (const page of pages) {
	const elements = (page.html.match(/<[a-zA-Z]/g) ?? []).length
	console.log(`\n${page.name}: ${(page.html.length / 1024).toFixed(0)} KB, ~${elements} elements`)
	for (const candidate of candidates) {
		const found = candidate.run(page)
		const { median, p90 } = measure(candidate, page, runs)
		console.log(`  ${candidate.name.padEnd(52)} ${median.toFixed(2).padStart(7)} ms/page median, ${p90.toFixed(2).padStart(7)} p90${found ? `, ${found} cards` : ''}`)
	}
}
