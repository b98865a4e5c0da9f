import { type Browser, type BrowserContextOptions } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { type AppServer, startAppServer } from './app-server.ts'
import { launchBrowser, openPage, preferenceCookies, type TestPage } from './browser.ts'
import { createTestDatabase, type TestDatabase } from './database.ts'
import { sessionCookieFor } from './session.ts'
import { startSmtpServer } from './smtp.ts'

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>

/**
 * What a browser test file stands on: its own database (cloned from the migrated template), the
 * built server against it, and a connection to the run's Chromium, set up before the file's
 * tests and taken down after them.
 *
 * Every page opened through it is watched: a console error or an uncaught page error fails the
 * test it happened in, after the test, unless it matches `allowedErrors` (the browser's own line
 * for an answer the test asked for, such as a refused form's 400). A test that expects an error
 * says so with `page.expectErrors`.
 */
export type BrowserApp = {
	readonly database: TestDatabase
	readonly server: AppServer
	readonly browser: Browser
	/** The fake mail server, when the app was started with `smtp: true`. */
	readonly smtp: SmtpServer
	openPage: (options: { javaScript: boolean } & BrowserContextOptions) => Promise<WatchedPage>
	/** A page whose session belongs to `userId`, in `language` when given. */
	signedInPage: (javaScript: boolean, userId: string, language?: string) => Promise<WatchedPage & { cookie: string }>
}

export type WatchedPage = TestPage & {
	/** The errors this page is expected to log (matched against each error's text): they do not fail the test. */
	expectErrors: (pattern: RegExp) => void
}

/** The browser's console line for a document or fetch answered with a 4xx the test provoked. */
export const refusedRequest = /the server responded with a status of 4\d\d/

export type BrowserAppOptions = {
	/** Start a fake mail server and point the server's SMTP_URL at it. */
	smtp?: boolean
	/**
	 * Runs once the database exists and before the server starts: a fake the server must know the
	 * address of (Stripe, Telegram, Google) starts here. The file closes it in its own `afterAll`.
	 */
	before?: () => Promise<void>
	/** The server's extra environment; a function is read after `before`, so it can name a fake's address. */
	env?: Record<string, string> | (() => Record<string, string>)
	/** Console errors no test in the file fails on (default: a refused request's 4xx line). */
	allowedErrors?: RegExp
}

export function setUpBrowserApp(options: BrowserAppOptions = {}): BrowserApp {
	let database: TestDatabase | undefined
	let server: AppServer | undefined
	let browser: Browser | undefined
	let smtp: SmtpServer | undefined
	const watched: Array<{ errors: string[]; expected: RegExp[] }> = []
	const allowed = options.allowedErrors ?? refusedRequest

	beforeAll(async () => {
		database = await createTestDatabase()
		if (options.smtp) smtp = await startSmtpServer()
		await options.before?.()
		const env = typeof options.env === 'function' ? options.env() : options.env
		server = await startAppServer({ databaseUrl: database.url, env: { ...(smtp ? { SMTP_URL: smtp.url } : {}), ...env } })
		browser = await launchBrowser()
	})
	afterAll(async () => {
		await browser?.close()
		await server?.stop()
		await smtp?.close()
		await database?.destroy()
	})
	afterEach(() => {
		const pages = watched.splice(0)
		const unexpected = pages.flatMap(({ errors, expected }) =>
			errors.filter((error) => !allowed.test(error) && !expected.some((pattern) => pattern.test(error))),
		)
		expect(unexpected, 'console or page errors').toEqual([])
	})

	const ready = <T>(value: T | undefined, name: string): T => {
		if (value === undefined) throw new Error(`setUpBrowserApp: ${name} is not ready (used outside a test?)`)
		return value
	}
	const open = async (pageOptions: { javaScript: boolean } & BrowserContextOptions): Promise<WatchedPage> => {
		const opened = await openPage(ready(browser, 'the browser'), pageOptions)
		const entry = { errors: opened.errors, expected: [] as RegExp[] }
		watched.push(entry)
		return { ...opened, expectErrors: (pattern) => entry.expected.push(pattern) }
	}

	return {
		get database() {
			return ready(database, 'the database')
		},
		get server() {
			return ready(server, 'the server')
		},
		get browser() {
			return ready(browser, 'the browser')
		},
		get smtp() {
			return ready(smtp, 'the mail server (start the app with smtp: true)')
		},
		openPage: open,
		signedInPage: async (javaScript, userId, language) => {
			const opened = await open({ javaScript })
			const url = ready(server, 'the server').url
			const cookie = await sessionCookieFor(ready(database, 'the database').db, userId)
			await opened.page.context().addCookies([{ name: '__session', value: cookie, url }, ...preferenceCookies(url, { language })])
			return { ...opened, cookie }
		},
	}
}
