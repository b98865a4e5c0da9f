/**
 * `npm run new-site -- <id> [--name <name>] [--country <XX>] [--currency <XXX>] [--scopes site,brand]
 *  [--base-url <url>] [--page-size <n>] [--no-register]`
 *
 * Writes a new site's folder in the house style (docs/decisions/065-a-site-is-one-folder.md,
 * 066-the-site-scaffold.md): sites/<folder>/site.ts (its definition), adapter.ts (a working parser
 * of the card markup in its fixtures, to be rewritten for the site's real page), fixtures/ (a
 * results page per supported scope, an empty result and a block, each with its expected result)
 * and <folder>.test.ts (the fixture suite and the site's own request tests). It then adds the
 * site's line to sites/registry.ts and to sites/adapters.ts (or, with --no-register, prints the two
 * lines), after which the folder passes its own test and the registry's.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { z } from 'zod'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const usage = `Usage: npm run new-site -- <id> [options]

  <id>                   the site's id: its domain, lower case (otomoto.pl, autoscout24.it)
  --name <name>          the site's own name (default: from the id, "Otomoto")
  --country <XX>         the market it serves, ISO 3166-1 alpha-2 (default: the id's country domain)
  --currency <XXX>       the currency of its prices, ISO 4217 (default: the country's)
  --scopes <list>        what it can search: site,brand (default), brand, site, or url
  --base-url <url>       its origin (default: https://www.<id>)
  --page-size <n>        results on one page of its newest-first search (default: 20)
  --no-register          print the lines for sites/registry.ts and sites/adapters.ts instead of adding them`

/** The currency of each market our sites serve; another needs --currency. */
const currencies: Record<string, string> = {
	AT: 'EUR', BE: 'EUR', DE: 'EUR', ES: 'EUR', FR: 'EUR', HR: 'EUR', IT: 'EUR', NL: 'EUR', PT: 'EUR', SI: 'EUR', SK: 'EUR',
	BG: 'BGN', CH: 'CHF', CZ: 'CZK', GB: 'GBP', HU: 'HUF', PL: 'PLN', RO: 'RON', RS: 'RSD', US: 'USD',
}
/** Markets whose sites state mileage in miles (converted to kilometres when read). */
const milesCountries = new Set(['US', 'GB'])
/** Generic top-level domains name no country. */
const countryOfDomain = (id: string) => {
	const tld = id.split('.').pop() ?? ''
	return /^[a-z]{2}$/.test(tld) ? (tld === 'uk' ? 'GB' : tld.toUpperCase()) : null
}

const argsSchema = z
	.object({
		id: z.string().regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/, '<id> must be the site\'s domain in lower case, like otomoto.pl'),
		name: z.string().min(1).optional(),
		country: z.string().regex(/^[A-Z]{2}$/, '--country must be two capital letters, like PL').optional(),
		currency: z.string().regex(/^[A-Z]{3}$/, '--currency must be three capital letters, like PLN').optional(),
		scopes: z.enum(['site,brand', 'brand,site', 'brand', 'site', 'url']).default('site,brand'),
		baseUrl: z.string().url('--base-url must be an origin, like https://www.otomoto.pl').optional(),
		pageSize: z.coerce.number().int().positive().default(20),
		register: z.boolean().default(true),
	})
	.transform((args, context) => {
		const country = args.country ?? countryOfDomain(args.id)?.toUpperCase() ?? null
		if (!country) {
			context.addIssue({ code: 'custom', message: `${args.id} names no country: give --country` })
			return z.NEVER
		}
		const currency = args.currency ?? currencies[country]
		if (!currency) {
			context.addIssue({ code: 'custom', message: `no known currency for ${country}: give --currency` })
			return z.NEVER
		}
		const scopes = args.scopes === 'url' ? (['url'] as const) : args.scopes === 'brand' ? (['brand'] as const) : args.scopes === 'site' ? (['site'] as const) : (['site', 'brand'] as const)
		const label = args.id.split('.')[0]!
		return {
			...args,
			name: args.name ?? label.charAt(0).toUpperCase() + label.slice(1),
			country,
			currency,
			scopes: [...scopes],
			baseUrl: new URL(args.baseUrl ?? `https://www.${args.id}`).origin,
			distanceUnit: milesCountries.has(country) ? ('mi' as const) : ('km' as const),
		}
	})

export type NewSite = z.output<typeof argsSchema>

const flags: Record<string, keyof z.input<typeof argsSchema>> = { '--name': 'name', '--country': 'country', '--currency': 'currency', '--scopes': 'scopes', '--base-url': 'baseUrl', '--page-size': 'pageSize' }

export function parseNewSiteArgs(argv: string[]): { ok: true; site: NewSite } | { ok: false; message: string } {
	const raw: Record<string, unknown> = {}
	const rest = [...argv]
	while (rest.length > 0) {
		const arg = rest.shift()!
		if (arg === '--no-register') raw.register = false
		else if (flags[arg]) {
			if (rest.length === 0 || rest[0]!.startsWith('--')) return { ok: false, message: `${arg} needs a value` }
			raw[flags[arg]] = rest.shift()
		} else if (!arg.startsWith('--') && raw.id === undefined) raw.id = arg
		else return { ok: false, message: `unknown argument ${arg}` }
	}
	if (raw.id === undefined) return { ok: false, message: 'name the site: npm run new-site -- <id>' }
	const parsed = argsSchema.safeParse(raw)
	return parsed.success ? { ok: true, site: parsed.data } : { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') }
}

/** The folder of a site: its id with every other character than a letter or digit a dash (otomoto.pl → otomoto-pl). */
export const folderOf = (id: string) => id.replace(/[^a-z0-9]+/g, '-')
/** The name its exports start with: otomoto.pl → otomotoPl. */
const camelOf = (id: string) => folderOf(id).replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

// --- the fixtures -------------------------------------------------------------------------------

type Car = { id: string; slug: string; title: string; price: number | null; distance: number; year: number; fuelWord: string; fuel: 'diesel' | 'gasoline' | 'hybrid' | 'electric'; location: string; photo: boolean }

/** A brand feed's page (Volkswagen): one car without a price, one without a photo. */
const brandCars: Car[] = [
	{ id: '70012', slug: 'volkswagen-golf-1-5-tsi', title: 'Volkswagen Golf 1.5 TSI Life', price: 18900, distance: 84000, year: 2019, fuelWord: 'Petrol', fuel: 'gasoline', location: 'Nordstadt', photo: true },
	{ id: '70011', slug: 'volkswagen-passat-variant-2-0-tdi', title: 'Volkswagen Passat Variant 2.0 TDI', price: null, distance: 156000, year: 2017, fuelWord: 'Diesel', fuel: 'diesel', location: 'Ostheim', photo: true },
	{ id: '70010', slug: 'volkswagen-polo-1-0', title: 'Volkswagen Polo 1.0', price: 9900, distance: 112000, year: 2015, fuelWord: 'Petrol', fuel: 'gasoline', location: 'Westend', photo: false },
]
/** A site-wide page: several makes, newest first. */
const siteCars: Car[] = [
	{ id: '70022', slug: 'skoda-octavia-combi-2-0-tdi', title: 'Škoda Octavia Combi 2.0 TDI', price: 21500, distance: 98000, year: 2020, fuelWord: 'Diesel', fuel: 'diesel', location: 'Südstadt', photo: true },
	{ id: '70021', slug: 'toyota-yaris-hybrid', title: 'Toyota Yaris 1.5 Hybrid', price: 16400, distance: 61000, year: 2021, fuelWord: 'Hybrid', fuel: 'hybrid', location: 'Nordstadt', photo: true },
	{ id: '70020', slug: 'volkswagen-tiguan-2-0-tdi', title: 'Volkswagen Tiguan 2.0 TDI', price: 27900, distance: 74000, year: 2019, fuelWord: 'Diesel', fuel: 'diesel', location: 'Westend', photo: false },
]

/** Miles in kilometres, as the number reader converts them (sites/kit/numbers.ts). */
const kilometres = (distance: number, unit: 'km' | 'mi') => (unit === 'mi' ? Math.round(distance * 1.609344) : distance)

function cardHtml(car: Car, site: NewSite): string {
	const price = car.price === null ? '<span class="listing-price">—</span>' : `<span class="listing-price">${car.price} ${site.currency}</span>`
	const photo = car.photo ? `\n\t\t<img class="listing-photo" src="/photos/${car.id}.jpg" alt="">` : ''
	return `\t<article class="listing" data-id="${car.id}">
		<a class="listing-link" href="/offer/${car.id}-${car.slug}"><h2 class="listing-title">${car.title}</h2></a>${photo}
		${price}
		<ul class="listing-facts"><li class="listing-distance">${car.distance} ${site.distanceUnit}</li><li class="listing-year">${car.year}</li><li class="listing-fuel">${car.fuelWord}</li></ul>
		<p class="listing-location">${car.location}</p>
	</article>`
}

const page = (site: NewSite, title: string, main: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title} – ${site.name}</title></head>
<body>
<header><a href="/">${site.name}</a></header>
<main>
${main}
</main>
</body>
</html>
`

const resultsPage = (site: NewSite, cars: Car[], heading: string) =>
	page(site, heading, `<h1>${heading}</h1>\n<section class="results" data-total="${cars.length}">\n${cars.map((car) => cardHtml(car, site)).join('\n')}\n</section>`)

function listingOf(car: Car, site: NewSite, pageUrl: string) {
	return {
		siteId: site.id,
		listingId: car.id,
		url: new URL(`/offer/${car.id}-${car.slug}`, pageUrl).href,
		title: car.title,
		price: car.price,
		currency: site.currency,
		km: kilometres(car.distance, site.distanceUnit),
		year: car.year,
		fuel: car.fuel,
		location: car.location,
		imageUrl: car.photo ? new URL(`/photos/${car.id}.jpg`, pageUrl).href : null,
	}
}

/** The pages a search of the site's own URL scope is, as a buyer would paste it. */
const pastedUrlOf = (site: NewSite) => `${site.baseUrl}/cars?make=volkswagen&price_max=20000`

/** Each fixture: its body and its expected result, at the real site's URL. */
function fixtures(site: NewSite): Array<{ name: string; body: string; expected: object }> {
	const response = (url: string) => ({ status: 200, url, contentType: 'text/html; charset=utf-8' })
	const brandUrl = site.scopes.includes('url') ? `${pastedUrlOf(site)}&sort=newest` : `${site.baseUrl}/cars/volkswagen?sort=newest`
	const siteUrl = `${site.baseUrl}/cars?sort=newest`
	const pages: Array<{ name: string; body: string; expected: object }> = []
	if (site.scopes.includes('brand') || site.scopes.includes('url')) {
		pages.push({ name: 'results', body: resultsPage(site, brandCars, 'Volkswagen, newest first'), expected: { response: response(brandUrl), result: { kind: 'listings', listings: brandCars.map((car) => listingOf(car, site, brandUrl)) } } })
	}
	if (site.scopes.includes('site')) {
		pages.push({ name: 'site', body: resultsPage(site, siteCars, 'Every car, newest first'), expected: { response: response(siteUrl), result: { kind: 'listings', listings: siteCars.map((car) => listingOf(car, site, siteUrl)) } } })
	}
	const firstUrl = site.scopes.includes('site') && !site.scopes.includes('brand') ? siteUrl : brandUrl
	pages.push({
		name: 'empty',
		body: page(site, 'No cars found', '<h1>Volkswagen, newest first</h1>\n<section class="results" data-total="0">\n\t<p class="no-results">No cars match this search.</p>\n</section>'),
		expected: { response: response(firstUrl), result: { kind: 'listings', listings: [] } },
	})
	pages.push({
		name: 'blocked',
		body: page(site, 'One moment', '<h1>Please confirm you are not a robot</h1>\n<form method="post"><div class="g-recaptcha" data-sitekey="x"></div></form>'),
		expected: { response: response(firstUrl), result: { kind: 'blocked', reason: 'the site answered with a captcha' } },
	})
	return pages
}

// --- the files -----------------------------------------------------------------------------------

function siteFile(site: NewSite, name: string): string {
	return `import { type SiteDefinition } from '#sites/kit/definition.ts'

/**
 * ${site.name} (${site.country}): what the site is and how its newest-first search works, from
 * docs/product/sites.md. Written by \`npm run new-site\`: check every field against what is known of it.
 */
export const ${name}Site = {
	id: '${site.id}',
	name: '${site.name.replace(/'/g, "\\'")}',
	country: '${site.country}',
	scopes: [${site.scopes.map((scope) => `'${scope}'`).join(', ')}],
	pageSize: ${site.pageSize},
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: '${site.baseUrl}',
	currency: '${site.currency}',
	distanceUnit: '${site.distanceUnit}',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Not yet known: say what is known of its protection (docs/product/sites.md, section 11) and default to browser where only a real browser gets through.',
} as const satisfies SiteDefinition
`
}

function adapterFile(site: NewSite, name: string): string {
	const url = site.scopes.includes('url')
	const requestBody = url
		? `	if (search.scope !== 'url') return null
	// The buyer's own search of the site, newest first; older results by page.
	const pasted = search.facebookMarketplaceUrl && URL.canParse(search.facebookMarketplaceUrl) ? new URL(search.facebookMarketplaceUrl) : null
	if (!pasted || pasted.protocol !== 'https:' || pasted.host !== new URL(${name}Site.baseUrl).host) return null
	const url = new URL(pasted.pathname + pasted.search, options.baseUrl)
	url.searchParams.set('sort', 'newest')
	if ((options.page ?? 1) > 1) url.searchParams.set('page', String(options.page))
	return { url: url.href, key: url.href }`
		: `	if (!${name}Site.scopes.includes(search.scope)) return null
	// The whole site's cars, or one brand's by its catalogue slug, newest first; older pages by page.
	const url = new URL(search.scope === 'site' ? '/cars' : \`/cars/\${encodeURIComponent(search.brand)}\`, options.baseUrl)
	url.searchParams.set('sort', 'newest')
	if ((options.page ?? 1) > 1) url.searchParams.set('page', String(options.page))
	return { url: url.href, key: url.href }`
	return `import { absoluteUrl, blocked, challengeBlock, mapFuelName, parseAmount, parseKilometres, parseYear, type SiteResponse } from '#sites/kit/extract.ts'
import { attr, type HtmlElement, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { ${name}Site } from './site.ts'

/**
 * ${site.name}: its newest-first search and the cards of its results page. Written by
 * \`npm run new-site\` for the card markup of its fixtures: rewrite both for the site's real page
 * (\`npm run scrape -- ${site.id} --save <name>\` keeps one), the fixtures first.
 */

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
${requestBody}
}

function fromCard(card: HtmlElement, pageUrl: string): ListingFacts | null {
	const id = attr(card, 'data-id')
	const url = absoluteUrl(attr(selectOne(card, 'a.listing-link'), 'href'), pageUrl)
	if (!id || !url) return null
	return {
		listingId: id,
		url,
		title: textOf(selectOne(card, '.listing-title')),
		price: parseAmount(textOf(selectOne(card, '.listing-price'))),
		currency: ${name}Site.currency,
		km: parseKilometres(textOf(selectOne(card, '.listing-distance')), ${name}Site.distanceUnit),
		year: parseYear(textOf(selectOne(card, '.listing-year'))),
		fuel: mapFuelName(textOf(selectOne(card, '.listing-fuel'))),
		location: textOf(selectOne(card, '.listing-location')) || null,
		imageUrl: imageUrlOf(selectOne(card, 'img.listing-photo'), pageUrl),
	}
}

function parse(body: string, response: SiteResponse): SiteParse {
	const document = parseHtml(body)
	const results = selectOne(document, 'section.results')
	// No result list: a robot check, or a page that is not the search's answer.
	if (!results) return challengeBlock(body) ?? blocked('no search results in the page (a block or a changed layout)')
	return { kind: 'listings', listings: selectAll(results, 'article.listing').flatMap((card) => fromCard(card, response.url) ?? []) }
}

export const ${name}Adapter = siteAdapter({ id: ${name}Site.id, scopes: ${name}Site.scopes, pageSize: ${name}Site.pageSize, buildRequest, parse, untitled: ${name}Site.name })
`
}

function testFile(site: NewSite, name: string): string {
	const url = site.scopes.includes('url')
	const pasted = pastedUrlOf(site)
	const suite = `fixtureSuite({ adapter: ${name}Adapter, fixtures: new URL('./fixtures/', import.meta.url)${url ? `, pastedUrl: '${pasted}'` : ''} })`
	const requests = url
		? `describe('${site.id} requests', () => {
	const pasted = (url: string | null): FeedSearch => ({ scope: 'url', brand: '', brandName: '', facebookMarketplaceUrl: url })

	test('the buyer’s own search, newest first; older results by page', () => {
		expect(build(pasted('${pasted}'), '${site.baseUrl}')?.url).toBe('${pasted}&sort=newest')
		expect(build(pasted('${pasted}'), '${site.baseUrl}', 2)?.url).toBe('${pasted}&sort=newest&page=2')
	})
	test('a search of another site is refused', () => {
		expect(build(pasted('https://evil.example/cars?make=volkswagen'), '${site.baseUrl}')).toBeNull()
		expect(build(pasted(null), '${site.baseUrl}')).toBeNull()
	})
})
`
		: `describe('${site.id} requests', () => {
${
	site.scopes.includes('brand')
		? `	test('a brand feed: the brand by its catalogue slug, newest first; older pages by page', () => {
		const search = feedSearch({ siteId: '${site.id}', scope: 'volkswagen' }, 'Volkswagen')
		expect(build(search, '${site.baseUrl}')?.url).toBe('${site.baseUrl}/cars/volkswagen?sort=newest')
		expect(build(search, '${site.baseUrl}', 2)?.url).toBe('${site.baseUrl}/cars/volkswagen?sort=newest&page=2')
	})
`
		: ''
}${
	site.scopes.includes('site')
		? `	test('a site-wide feed: every make, newest first; older pages by page', () => {
		const search = feedSearch({ siteId: '${site.id}', scope: siteWideScope }, '')
		expect(build(search, '${site.baseUrl}')?.url).toBe('${site.baseUrl}/cars?sort=newest')
		expect(build(search, '${site.baseUrl}', 2)?.url).toBe('${site.baseUrl}/cars?sort=newest&page=2')
	})
`
		: ''
}})
`
	const imports = [
		"import { describe, expect, test } from 'vitest'",
		...(!url && site.scopes.includes('site') ? ["import { siteWideScope } from '#core/sites.ts'"] : []),
		"import { fixtureSuite } from '#sites/kit/fixture-suite.ts'",
		"import { type FeedSearch } from '#sites/kit/types.ts'",
		...(url ? [] : ["import { feedSearch } from '#worker/lib/feeds/crawl.ts'"]),
		`import { ${name}Adapter } from './adapter.ts'`,
	]
	return `${imports.join('\n')}

/**
 * ${site.name}: its saved pages through the shared fixture suite (sites/kit/fixture-suite.ts), then
 * its own requests: each scope it supports, older pages, what it refuses.
 */

${suite}

const build = (search: FeedSearch, baseUrl: string, page = 1) => ${name}Adapter.buildRequest(search, { baseUrl, page })

${requests}`
}

/** The two lines that register the site: its definition in sites/registry.ts, its adapter in sites/adapters.ts. */
export function registryLines(site: NewSite): { registry: { import: string; entry: string }; adapters: { import: string; entry: string } } {
	const name = camelOf(site.id)
	const folder = folderOf(site.id)
	return {
		registry: { import: `import { ${name}Site } from './${folder}/site.ts'`, entry: `${name}Site` },
		adapters: { import: `import { ${name}Adapter } from './${folder}/adapter.ts'`, entry: `'${site.id}': ${name}Adapter,` },
	}
}

/** Adds an import after the file's last import, and `entry` where `before` (a pattern of the list's end) says. */
function insert(text: string, importLine: string, before: RegExp, entry: (match: string) => string): string | null {
	const imports = [...text.matchAll(/^import .*$/gm)]
	const last = imports[imports.length - 1]
	const end = before.exec(text)
	if (!last || !end) return null
	const withEntry = text.slice(0, end.index) + entry(end[0]) + text.slice(end.index + end[0].length)
	const at = last.index + last[0].length
	return `${withEntry.slice(0, at)}\n${importLine}${withEntry.slice(at)}`
}

export type Output = { out: (line: string) => void; err: (line: string) => void }

/** Writes the folder under `root` (the repository); registers the site there unless told not to. Exit code. */
export async function newSite(argv: string[], io: Output, root = repoRoot): Promise<number> {
	const parsed = parseNewSiteArgs(argv)
	if (!parsed.ok) {
		io.err(`${parsed.message}\n\n${usage}`)
		return 2
	}
	const site = parsed.site
	const name = camelOf(site.id)
	const folder = folderOf(site.id)
	const dir = path.join(root, 'sites', folder)
	if (existsSync(dir)) {
		io.err(`sites/${folder} exists already: choose another id or remove it`)
		return 1
	}
	await mkdir(path.join(dir, 'fixtures'), { recursive: true })
	const files: Array<[string, string]> = [
		['site.ts', siteFile(site, name)],
		['adapter.ts', adapterFile(site, name)],
		[`${folder}.test.ts`, testFile(site, name)],
		...fixtures(site).flatMap(({ name: fixture, body, expected }): Array<[string, string]> => [
			[`fixtures/${fixture}.html`, body],
			[`fixtures/${fixture}.expected.json`, `${JSON.stringify(expected, null, '\t')}\n`],
		]),
	]
	for (const [file, text] of files) {
		await writeFile(path.join(dir, file), text, 'utf8')
		io.out(`wrote sites/${folder}/${file}`)
	}

	const lines = registryLines(site)
	const registryFile = path.join(root, 'sites/registry.ts')
	const adaptersFile = path.join(root, 'sites/adapters.ts')
	if (site.register) {
		const registry = insert(await readFile(registryFile, 'utf8'), lines.registry.import, /\]\s*as const satisfies/, (end) => `, ${lines.registry.entry}${end}`)
		const adapters = insert(await readFile(adaptersFile, 'utf8'), lines.adapters.import, /\n}\s*$/, (end) => `\n\t${lines.adapters.entry}${end}`)
		if (registry && adapters) {
			await writeFile(registryFile, registry, 'utf8')
			await writeFile(adaptersFile, adapters, 'utf8')
			io.out(`registered ${site.id} in sites/registry.ts and sites/adapters.ts`)
		} else {
			site.register = false
			io.out('could not find where the lists end in sites/registry.ts or sites/adapters.ts:')
		}
	}
	if (!site.register) {
		io.out(`add to sites/registry.ts:\n  ${lines.registry.import}\n  and ${lines.registry.entry} to siteDefinitions`)
		io.out(`add to sites/adapters.ts:\n  ${lines.adapters.import}\n  and ${lines.adapters.entry} to siteAdapters`)
	}
	io.out(`then: npx vitest run sites/${folder} sites/registry.test.ts, and rewrite the fixtures and the adapter from the real site`)
	return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const code = await newSite(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) })
	process.exit(code)
}
