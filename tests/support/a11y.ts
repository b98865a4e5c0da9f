import { createRequire } from 'node:module'
import { type Browser } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource: string = (require('axe-core') as { source: string }).source

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] }

/**
 * Runs axe-core on a page and returns its serious and critical violations.
 * The server's CSP would refuse the injected script, so this context bypasses CSP.
 */
export async function seriousA11yViolations(
	browser: Browser,
	url: string,
	options: { colorScheme?: 'light' | 'dark'; width?: number; cookies?: Array<{ name: string; value: string }> } = {},
): Promise<AxeViolation[]> {
	const context = await browser.newContext({
		bypassCSP: true,
		colorScheme: options.colorScheme ?? 'light',
		viewport: { width: options.width ?? 1280, height: 900 },
	})
	try {
		if (options.cookies?.length) {
			await context.addCookies(options.cookies.map((cookie) => ({ ...cookie, url })))
		}
		const page = await context.newPage()
		await page.goto(url)
		await page.addScriptTag({ content: axeSource })
		const violations = await page.evaluate(async () => {
			const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe
			const result = await axe.run(document, { resultTypes: ['violations'] })
			return result.violations.map((violation) => ({
				id: violation.id,
				impact: violation.impact,
				help: violation.help,
				targets: violation.nodes.map((node) => node.target.join(' ')),
			}))
		})
		return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
	} finally {
		await context.close()
	}
}
