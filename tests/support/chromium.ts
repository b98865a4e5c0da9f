import { existsSync } from 'node:fs'
import { type BrowserServer, chromium } from 'playwright-core'

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Headless Chromium's flags, for a closed network (no background calls home) and a root sandbox. */
export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
]

export function requireChromium() {
	if (!existsSync(chromiumPath)) {
		throw new Error(
			`Chromium was not found at ${chromiumPath}. Install Debian's package: apt-get install chromium (or set CHROMIUM_PATH).`,
		)
	}
}

/**
 * One headless Chromium for the whole run, started by the browser project's global setup
 * (tests/support/global-setup.ts): test files connect to it instead of starting their own. Each
 * test still gets its own context (`openPage`), so files share no cookies, storage or pages.
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
	requireChromium()
	return chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumArgs })
}
