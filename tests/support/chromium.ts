import { existsSync } from 'node:fs'

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
