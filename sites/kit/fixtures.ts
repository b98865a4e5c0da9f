import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type SiteId } from '#core/sites.ts'
import { decodeBody } from '#worker/lib/fetch-page.ts'
import { type Listing, type ParseResult, type SiteAdapter, type SiteResponse } from './types.ts'

/**
 * A site folder's fixtures as files (docs/decisions/065): `<name>.<ext>`, the body as the site
 * sent it, beside `<name>.expected.json`. Read by the fixture suite (./fixture-suite.ts) and by
 * scripts outside the test runner (bench/parse-sites.ts).
 */

export type Fixture = {
	site: SiteId
	/** `results-cards` for `results-cards.html` and `results-cards.expected.json`. */
	name: string
	/** The body's file name, in `dir`. */
	file: string
	dir: string
	response: SiteResponse
	result: ParseResult
}

const dirOf = (fixtures: URL | string) => (fixtures instanceof URL ? fileURLToPath(fixtures) : fixtures)

/** A folder's fixtures (each `<name>.expected.json` with its one body file), for `site`. Sub-folders are not read. */
export function loadFixtures(fixtures: URL | string, site: SiteId): Fixture[] {
	const dir = dirOf(fixtures)
	const files = readdirSync(dir, { withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => entry.name)
	return files
		.filter((file) => file.endsWith('.expected.json'))
		.sort()
		.map((expectedFile) => {
			const name = expectedFile.slice(0, -'.expected.json'.length)
			const own = files.filter((file) => !file.endsWith('.expected.json') && file.slice(0, file.lastIndexOf('.')) === name)
			if (own.length !== 1) throw new Error(`${dir}: ${name} needs one body file beside ${expectedFile}, found ${own.join(', ') || 'none'}`)
			const expected = JSON.parse(readFileSync(path.join(dir, expectedFile), 'utf8')) as Pick<Fixture, 'response' | 'result'>
			return { site, name, file: own[0]!, dir, ...expected }
		})
}

/** A fixture's body as the worker reads it: its bytes decoded by the charset it came with. */
export function fixtureBody(fixture: Fixture): string {
	return decodeBody(readFileSync(path.join(fixture.dir, fixture.file)), fixture.response.contentType)
}

/** The adapter's parse of a fixture. */
export function parseFixture(adapter: SiteAdapter, fixture: Fixture): ParseResult {
	return adapter.parse(fixtureBody(fixture), fixture.response)
}

/** The expected listings of the fixture `name` (the suite checks they are the adapter's parse). */
export function listingsIn(fixtures: readonly Fixture[], name: string): Listing[] {
	const fixture = fixtures.find((each) => each.name === name)
	if (fixture?.result.kind !== 'listings') throw new Error(`no results page ${name} among ${fixtures.map((each) => each.name).join(', ')}`)
	return fixture.result.listings
}
