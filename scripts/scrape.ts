/**
 * `npm run scrape -- <site> [--brand <slug>] [--url <url>] [--mode http|browser|api] [--save <name>] [--fixtures-dir <dir>]`
 *
 * Fetches one search the way the worker would (the site's adapter under the config and mode, the
 * worker's page fetcher with its User-Agent, spacing and retries) and prints what comes of it:
 * a block and its reason, or how many listings the parser found and the first ones. `--save`
 * keeps the answer as a parser fixture (`<name>.html` or `.json` and `<name>.expected.json`, in the
 * site's folder, sites/<folder>/fixtures/, read by its test through sites/kit/fixture-suite.ts), which is how today's real pages become tests.
 */
import 'dotenv/config'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'
import { catalogue } from '#core/catalogue/data.ts'
import { type Config, ConfigError, parseConfig } from '#core/config.ts'
import { type FetchMode, fetchModeSetting, requiresUrl, type SiteId, siteFetchMode, siteIds, sites } from '#core/sites.ts'
import { classifyBlock } from '#worker/lib/blocks.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { createBrowserPool } from '#worker/lib/browser.ts'
import { type FetchedPage, pageFetcherOptions, siteFetcher, siteRoutes } from '#worker/lib/fetch-page.ts'
import { adapterFor, siteBaseUrls } from '#worker/sites/index.ts'
import { fixturesDirOf, siteFolders } from '#sites/kit/folders.ts'
import { type ParseResult, type SiteResponse, type SiteRequest } from '#sites/kit/types.ts'

export const usage = `Usage: npm run scrape -- <site> [options]

  <site>                 one of: ${siteIds.join(', ')}
  --brand <slug>         the catalogue brand to search (default: volkswagen)
  --url <url>            fetch this URL instead of the brand search (Facebook: the Marketplace search URL)
  --mode <mode>          http, browser or api (default: the site's SITE_FETCH_<SITE> setting, else http)
  --save <name>          write the answer and its parse result as the site folder's fixtures/<name>.*
                         (sites/<folder>/fixtures/, or fixtures/<site>/ where the site has its own;
                         mode api: fixtures/api/)
  --fixtures-dir <dir>   write <dir>/<site>/<name>.* instead (mobile.de's api mode: <dir>/mobile-de-api/)
  --help                 this text

The site's base URL comes from its setting (MOBILE_DE_BASE_URL, DEMO_MARKET_URL…).`


const argsSchema = z
	.object({
		site: z.enum(siteIds, { errorMap: () => ({ message: `<site> must be one of ${siteIds.join(', ')}` }) }),
		brand: z.string().regex(/^[a-z0-9-]+$/, '--brand must be a catalogue slug such as volkswagen').default('volkswagen'),
		url: z
			.string()
			.url('--url must be a URL')
			.refine((value) => /^https?:\/\//i.test(value), '--url must be an http(s) URL')
			.optional(),
		mode: z.enum(['http', 'browser', 'api'], { errorMap: () => ({ message: '--mode must be http, browser or api' }) }).optional(),
		save: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/i, '--save takes a file name without extension: letters, digits, - and _').optional(),
		fixturesDir: z.string().min(1).optional(),
	})
	.superRefine((args, context) => {
		// A site searched only at a pasted URL (Facebook Marketplace) has no brand search to build.
		if (requiresUrl(args.site) && !args.url) context.addIssue({ code: 'custom', path: ['url'], message: `${args.site} needs --url with a search URL of ${sites[args.site].name}` })
	})
	.superRefine((args, context) => {
		const modes: readonly string[] = sites[args.site].fetchModes
		// The demo market's own message comes below.
		if (args.mode && args.site !== 'demo' && !modes.includes(args.mode)) context.addIssue({ code: 'custom', path: ['mode'], message: `--mode ${args.mode}: ${args.site} is reached by ${modes.join(' or ')} only` })
	})

export type ScrapeArgs = z.infer<typeof argsSchema>

const flags: Record<string, keyof ScrapeArgs> = { '--brand': 'brand', '--url': 'url', '--mode': 'mode', '--save': 'save', '--fixtures-dir': 'fixturesDir' }

/** Reads the command line; an Error names what is wrong. Null: help was asked for. */
export function parseArgs(argv: string[]): ScrapeArgs | null {
	const raw: Record<string, string> = {}
	const positional: string[] = []
	for (let i = 0; i < argv.length; i += 1) {
		const arg = argv[i]!
		if (arg === '--help' || arg === '-h') return null
		const [flag, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s) as [string, string | undefined]) : [arg, undefined]
		if (!arg.startsWith('--')) {
			positional.push(arg)
			continue
		}
		const key = flags[flag]
		if (!key) throw new Error(`unknown option ${flag}`)
		const value = inline ?? argv[++i]
		if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`)
		raw[key] = value
	}
	if (positional.length !== 1) throw new Error(positional.length === 0 ? 'name one site' : `one site only, not ${positional.join(' ')}`)
	const parsed = argsSchema.safeParse({ ...raw, site: positional[0] })
	if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '))
	return parsed.data
}

type Output = { out: (line: string) => void; err: (line: string) => void }

/**
 * The config with the mode asked for in place of the site's own setting (SITE_FETCH_<SITE>). A site
 * that is off (eBay Motors until the operator chooses `api`) is scraped in its first mode: asking
 * for it is choosing it, and the mode's own checks (an API's credentials) apply.
 */
function configFor(env: Record<string, string | undefined>, site: SiteId, mode: FetchMode | undefined): Config {
	const setting = env[fetchModeSetting(site)]?.trim() || sites[site].defaultFetchMode
	const chosen = mode ?? (setting === 'off' ? sites[site].fetchModes[0] : undefined)
	const overrides = chosen && site !== 'demo' ? { [fetchModeSetting(site)]: chosen } : {}
	return parseConfig({ ...env, ...overrides })
}

function brandName(slug: string): string | null {
	return catalogue.find((brand) => brand.slug === slug)?.name ?? null
}

/** Runs the command; returns the exit code (0: the page parsed, 1: a block or fetch failure, 2: usage or config). */
export async function scrape(argv: string[], env: Record<string, string | undefined>, io: Output): Promise<number> {
	let args: ScrapeArgs | null
	try {
		args = parseArgs(argv)
	} catch (error) {
		io.err(`scrape: ${(error as Error).message}\n\n${usage}`)
		return 2
	}
	if (!args) {
		io.out(usage)
		return 0
	}
	if (args.site === 'demo' && args.mode && args.mode !== 'http') {
		io.err(`scrape: demo has no ${args.mode} mode: the demo market is read over http\n\n${usage}`)
		return 2
	}
	let config: Config
	try {
		config = configFor(env, args.site, args.mode)
	} catch (error) {
		if (error instanceof ConfigError) {
			io.err(`scrape: ${error.message}`)
			return 2
		}
		throw error
	}
	const mode = siteFetchMode(config, args.site)
	const name = brandName(args.brand)
	if (!name && !args.url) {
		io.err(`scrape: no brand "${args.brand}" in the catalogue\n\n${usage}`)
		return 2
	}

	const adapter = adapterFor(args.site, config)
	const baseUrl = siteBaseUrls(config)[args.site]
	const request: SiteRequest | null = args.url
		? requiresUrl(args.site)
			? adapter.buildRequest(feedSearch({ siteId: args.site, scope: args.url }, ''), { baseUrl })
			: { ...adapter.buildRequest(feedSearch({ siteId: args.site, scope: args.brand }, name ?? args.brand), { baseUrl }), url: args.url, key: args.url }
		: adapter.buildRequest(feedSearch({ siteId: args.site, scope: args.brand }, name!), { baseUrl })
	if (!request) {
		io.err(`scrape: the ${args.site} adapter cannot build this search${requiresUrl(args.site) ? ` (is --url a search URL of ${sites[args.site].name}?)` : ''}`)
		return 2
	}

	io.out(`${args.site} (${mode}): GET ${request.url}`)
	// The worker's own route for the site (its mode, its proxies; Chromium in browser mode), spaced by this process alone.
	const routes = siteRoutes(config, siteBaseUrls(config))
	const browser = routes[args.site]?.mode === 'browser' ? createBrowserPool({ executablePath: config.CHROMIUM_PATH, from: config.SUPPORT_EMAIL }) : undefined
	const fetchPage = siteFetcher({ ...pageFetcherOptions(config), browser }, { [args.site]: routes[args.site] })
	let page: FetchedPage
	try {
		page = await fetchPage(request, args.site)
	} catch (error) {
		io.out(`blocked: the fetch failed: ${(error as Error).message}`)
		return 1
	} finally {
		await fetchPage.close?.()
	}
	io.out(`HTTP ${page.status} ${page.contentType ?? '(no content type)'}, ${page.body.length} characters from ${page.url}`)
	const block = classifyBlock(page)
	const parsed = adapter.parse(page.body, page)
	if (block) io.out(`blocked${block.edge ? ` (${block.edge})` : ''}: ${block.reason}${block.retryAfterSeconds !== null ? `; asks to wait ${block.retryAfterSeconds} s` : ''}`)
	else if (parsed.kind === 'blocked') io.out(`blocked: ${parsed.reason}`)
	else printListings(parsed, io)

	if (args.save) {
		// The Search API's answers are another adapter's fixtures, in a folder of their own.
		const folder = args.fixturesDir ? path.join(args.fixturesDir, apiBesidePages(args.site, mode) ? `${args.site.replace(/\./g, '-')}-api` : args.site) : await siteFixturesDir(args.site, mode)
		const files = await saveFixture(folder, args.save, page, adapter.parse.bind(adapter))
		for (const file of files) io.out(`saved ${file}`)
	}
	return block || parsed.kind === 'blocked' ? 1 : 0
}

function printListings(parsed: Extract<ParseResult, { kind: 'listings' }>, io: Output) {
	io.out(`${parsed.listings.length} listings`)
	for (const listing of parsed.listings.slice(0, 5)) {
		const figures = [
			listing.price === null ? 'no price' : `${listing.price} ${listing.currency ?? ''}`.trim(),
			listing.km === null ? 'no km' : `${listing.km} km`,
			listing.year === null ? 'no year' : String(listing.year),
			listing.fuel ?? 'no fuel',
			listing.location ?? 'no location',
			listing.seller ?? 'seller unknown',
		]
		io.out(`- [${listing.listingId}] ${listing.title}\n  ${figures.join(' · ')}\n  ${listing.url}${listing.imageUrl ? `\n  image ${listing.imageUrl}` : ''}`)
	}
	if (parsed.listings.length > 5) io.out(`… and ${parsed.listings.length - 5} more`)
}

/** Where a site's saved pages live: its folder's fixtures (docs/decisions/065-a-site-is-one-folder.md). */
export async function siteFixturesDir(site: string, mode: string): Promise<string> {
	const folder = (await siteFolders()).get(site)
	if (!folder) throw new Error(`${site} has no folder under sites/ whose site.ts declares it`)
	const dir = fixturesDirOf(folder, site)
	return apiBesidePages(site, mode) ? path.join(dir, 'api') : dir
}

/**
 * An official API's answers beside the site's pages are another adapter's fixtures, in a folder of
 * their own (mobile.de's Search API: fixtures/api/); a site reached by its API alone (eBay Motors)
 * keeps them in fixtures/.
 */
function apiBesidePages(site: string, mode: string): boolean {
	return mode === 'api' && (sites as Record<string, { fetchModes: readonly string[] } | undefined>)[site]?.fetchModes.some((each) => each !== 'api') === true
}

/**
 * Writes the body and `<name>.expected.json` ({response, result}) as the fixture tests read them.
 * The body is written as UTF-8, so a page that came in another charset is saved saying UTF-8.
 */
async function saveFixture(folder: string, name: string, page: FetchedPage, parse: (body: string, response: SiteResponse) => ParseResult): Promise<string[]> {
	const json = /json/i.test(page.contentType ?? '') || /^\s*[[{]/.test(page.body)
	const contentType = page.contentType && /charset=/i.test(page.contentType) ? page.contentType.replace(/charset=[^;]+/i, 'charset=utf-8') : page.contentType
	const response: SiteResponse = { status: page.status, url: page.url, contentType }
	await mkdir(folder, { recursive: true })
	const bodyFile = path.join(folder, `${name}.${json ? 'json' : 'html'}`)
	const expectedFile = path.join(folder, `${name}.expected.json`)
	await writeFile(bodyFile, page.body, 'utf8')
	await writeFile(expectedFile, `${JSON.stringify({ response, result: parse(page.body, response) }, null, '\t')}\n`, 'utf8')
	return [bodyFile, expectedFile]
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const code = await scrape(process.argv.slice(2), process.env, { out: (line) => console.log(line), err: (line) => console.error(line) })
	process.exit(code)
}
