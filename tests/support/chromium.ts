import { existsSync } from 'node:fs'
import { type BrowserServer, chromium } from 'playwright-core'

/**
 * The browser the journeys run in: Debian's Chromium headless shell (`apt-get install
 * chromium-headless-shell`), the same Blink without the full browser around it, which measured
 * under half the CPU of `chromium --headless` for the same tests; Debian's full Chromium when the
 * shell is missing. CHROMIUM_PATH overrides. See docs/decisions/024-test-suite-speed.md.
 */
const headlessShell = '/usr/bin/chromium-headless-shell'
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')

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
			`Chromium was not found at ${chromiumPath}. Install Debian's package: apt-get install chromium-headless-shell (or chromium, or set CHROMIUM_PATH).`,
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
