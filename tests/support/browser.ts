import { type Browser, type BrowserContextOptions, chromium, type Page, type Response } from 'playwright-core'
import { inject } from 'vitest'
import { chromiumArgs, chromiumPath, requireChromium } from './chromium.ts'

/**
 * Headless Chromium: a connection to the run's shared browser when the global setup started one,
 * else a browser of its own. `close()` ends this file's connection and its contexts, not the
 * shared browser. A missing browser fails the suite with the package to install: a skipped
 * browser test would hide that nothing was tested.
 */
export async function launchBrowser(): Promise<Browser> {
	const shared = inject('browserEndpoint')
	if (shared) return chromium.connect(shared)
	requireChromium()
	return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs })
}

export type TestPage = {
	page: Page
	/** console.error messages and uncaught page errors: a test with JavaScript on asserts there are none. */
	errors: string[]
	close: () => Promise<void>
}

/**
 * An address no other test client uses, for X-Forwarded-For (test servers trust one proxy hop):
 * sign-ups and logins are limited per address, and tests must not limit each other.
 */
let lastClient = 0
export function freshClientIp() {
	lastClient += 1
	return `10.${100 + (process.pid % 100)}.${Math.floor(lastClient / 250) % 250}.${(lastClient % 250) + 1}`
}

/** A browser context is one client: it gets its own address unless the test gives one. */
export async function openPage(
	browser: Browser,
	options: { javaScript: boolean } & BrowserContextOptions,
): Promise<TestPage> {
	const { javaScript, ...contextOptions } = options
	const context = await browser.newContext({
		javaScriptEnabled: javaScript,
		...contextOptions,
		extraHTTPHeaders: { 'X-Forwarded-For': freshClientIp(), ...contextOptions.extraHTTPHeaders },
	})
	const page = await context.newPage()
	if (javaScript) waitForHydrationOnLoad(page)
	const errors: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error' && !isAbortedRevalidation(message.text())) errors.push(message.text())
	})
	page.on('pageerror', (error) => errors.push(error.message))
	return { page, errors, close: () => context.close() }
}

/**
 * A navigation that starts while a fetcher's load is still streaming aborts that load (the
 * router revalidates the fetcher instead), and Remix's single fetch logs the aborted stream with
 * console.error before the router drops it as intended. Nothing failed: the page shows the
 * revalidated data. Only the router aborts without a reason; our code never aborts a request.
 */
const isAbortedRevalidation = (text: string) => text.startsWith('AbortError: signal is aborted without reason')

/**
 * With JavaScript on, `goto` and `reload` of an HTML page resolve once React has hydrated it (app/root.tsx
 * marks `<html data-hydrated>`), as a person waits for a page to be ready: on a loaded machine,
 * typing or clicking while React was still hydrating was lost (a menu click, the theme) or failed
 * with React's error 345. A page that never hydrates (its scripts cut) is given 10 s.
 */
function waitForHydrationOnLoad(page: Page) {
	const settle = async (response: Response | null) => {
		if (!response?.headers()['content-type']?.startsWith('text/html')) return
		await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 }).catch(() => {})
	}
	const goto = page.goto.bind(page)
	page.goto = async (url, options) => {
		const response = await goto(url, options)
		await settle(response)
		return response
	}
	const reload = page.reload.bind(page)
	page.reload = async (options) => {
		const response = await reload(options)
		await settle(response)
		return response
	}
}

/** The value Remix's `createCookie` writes for an unsigned cookie holding `value`. */
export function cookieValue(value: string): string {
	return Buffer.from(JSON.stringify(value)).toString('base64')
}

/** Cookies for a context: `theme` (light | dark | system) and `language` (en, de, fr, es, it). */
export function preferenceCookies(url: string, preferences: { theme?: string; language?: string }) {
	return Object.entries(preferences)
		.filter((entry): entry is [string, string] => typeof entry[1] === 'string')
		.map(([name, value]) => ({ name, value: cookieValue(value), url }))
}
