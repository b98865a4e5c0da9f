import { type Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { seriousA11yViolations } from './support/a11y.ts'
import { launchBrowser } from './support/browser.ts'

/**
 * The accessibility helper every page's axe assertion goes through: it runs only the rules that
 * can report a serious or critical violation, and checks the other widths by resizing the page it
 * loaded. These pages show that neither hides what a pass over each width would find.
 */
let browser: Browser
beforeAll(async () => {
	browser = await launchBrowser()
})
afterAll(async () => {
	await browser.close()
})

const page = (body: string) =>
	`data:text/html,${encodeURIComponent(`<!doctype html><html lang="en"><head><title>t</title><meta name="viewport" content="width=device-width"></head><body>${body}</body></html>`)}`

test('a serious and a critical violation are reported; a moderate one is not', async () => {
	const violations = await seriousA11yViolations(
		browser,
		page('<main><h1>Cars</h1><h4>skipped levels: moderate</h4><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">Faint text</p></main>'),
	)
	expect(violations.map((violation) => [violation.id, violation.impact, violation.width])).toEqual([
		['color-contrast', 'serious', 1280],
		['image-alt', 'critical', 1280],
	])
})

test('a violation that only a narrow window shows is found after the resize, at its width', async () => {
	const violations = await seriousA11yViolations(
		browser,
		page('<style>@media (max-width: 600px) { p { color: #ccc } }</style><main><h1>Cars</h1><p>Only faint on a phone</p></main>'),
		{ widths: [1280, 375] },
	)
	expect(violations.map((violation) => [violation.id, violation.width])).toEqual([['color-contrast', 375]])
})
