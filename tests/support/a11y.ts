import { createRequire } from 'node:module'
import { type Browser, type Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource: string = (require('axe-core') as { source: string }).source

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[]; width: number }

/**
 * Runs axe-core on a page and returns its serious and critical violations.
 * The server's CSP would refuse the injected script, so this context bypasses CSP.
 *
 * With several `widths`, the page is loaded once at the first and resized for the others, as a
 * window is: each width gets its own pass, and a violation says at which width it was found.
 * A reload per width cost a context, a page load with hydration and axe's 500 KB again, for the
 * same document (docs/decisions/024, "Server starts and axe passes").
 */
export async function seriousA11yViolations(
	browser: Browser,
	url: string,
	options: {
		colorScheme?: 'light' | 'dark'
		width?: number
		widths?: number[]
		cookies?: Array<{ name: string; value: string }>
	} = {},
): Promise<AxeViolation[]> {
	const [firstWidth, ...otherWidths] = options.widths ?? [options.width ?? 1280]
	const context = await browser.newContext({
		bypassCSP: true,
		colorScheme: options.colorScheme ?? 'light',
		viewport: { width: firstWidth ?? 1280, height: 900 },
	})
	try {
		if (options.cookies?.length) {
			await context.addCookies(options.cookies.map((cookie) => ({ ...cookie, url })))
		}
		const page = await context.newPage()
		await page.goto(url)
		await page.addScriptTag({ content: axeSource })
		const violations = await seriousViolationsNow(page, firstWidth ?? 1280)
		for (const width of otherWidths) {
			await page.setViewportSize({ width, height: 900 })
			// Media queries and the layout follow the resize at once; React's listeners re-render on
			// the next frames: two frames later the page is what a fresh load at this width shows.
			await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
			violations.push(...(await seriousViolationsNow(page, width)))
		}
		return violations
	} finally {
		await context.close()
	}
}

async function seriousViolationsNow(page: Page, width: number): Promise<AxeViolation[]> {
	const violations = await page.evaluate(async () => {
		type Check = string | { id: string }
		type Rule = { id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] }
		const axe = (
			window as unknown as {
				axe: {
					_audit: { rules: Rule[]; checks: Record<string, { metadata?: { impact?: string } } | undefined> }
					run: (
						context: Document,
						options: unknown,
					) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }>
				}
			}
		).axe
		// Only the rules that can report a serious or critical violation run: a rule's impact is its
		// own or its worst failing check's, read from axe's metadata, so the others could never fail
		// this assertion. They were about a fifth of a pass.
		const worst = (rule: Rule) =>
			[rule.impact, ...[...rule.any, ...rule.all, ...rule.none].map((check) => axe._audit.checks[typeof check === 'string' ? check : check.id]?.metadata?.impact)]
		const canBeSerious = axe._audit.rules.filter((rule) => worst(rule).some((impact) => impact === 'serious' || impact === 'critical'))
		const result = await axe.run(document, {
			resultTypes: ['violations'],
			rules: Object.fromEntries(axe._audit.rules.filter((rule) => !canBeSerious.includes(rule)).map((rule) => [rule.id, { enabled: false }])),
		})
		return result.violations.map((violation) => ({
			id: violation.id,
			impact: violation.impact,
			help: violation.help,
			targets: violation.nodes.map((node) => node.target.join(' ')),
		}))
	})
	return violations
		.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
		.map((violation) => ({ ...violation, width }))
}
