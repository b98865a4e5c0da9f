import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
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
	const errors: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	page.on('pageerror', (error) => errors.push(error.message))
	return { page, errors, close: () => context.close() }
}

/**
 * Waits until React has hydrated the page (app/root.tsx marks `<html data-hydrated>`). A test
 * with JavaScript on types or clicks after it: on a loaded machine, input during hydration was
 * lost or failed with React's error 345.
 */
export async function hydrated(page: Page) {
	await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
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
