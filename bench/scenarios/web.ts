import crypto from 'node:crypto'
import path from 'node:path'
import { createCookie } from '@remix-run/node'
import { sessions } from '#core/db/schema.ts'
import { type BenchDatabase, type BenchEnv, root } from '../lib/env.ts'
import { realisticAlerts, seedAlerts, seedUsers } from '../lib/alerts.ts'
import { seedMarketRollup } from '../lib/market-history.ts'
import { browserHeaders, expectStatus, load, type LoadOptions, type LoadResult, record } from '../lib/load.ts'
import { benchSessionSecret, type BaselineServer, type RecordedAnswer, startBaselineServer, startWebServer, stopAll, type WebServer } from '../lib/processes.ts'
import { figure, ratio, type ScenarioResult } from '../lib/result.ts'

/**
 * Scenarios 1–3 (and the web half of 9): the built server under autocannon, each page against a
 * bare node:http server sending the same answer (status, headers, bytes), in the same run. Both
 * are measured in A-B-B-A order so a drift of the shared machine hits both alike. Where the CPU
 * of a page goes: `npx tsx bench/profile-web.ts` (BENCHMARKS.md, 2 and 3).
 */

export type WebSize = {
	/** Measured seconds per page and per baseline (autocannon stops on whole seconds). */
	seconds: number
	/** 0: no warm-up, and app then baseline once (A-B) instead of A-B-B-A. */
	warmupSeconds: number
	connections: number
	dashboardAlerts: number
	wizardUsers: number
}

export const webSizes = {
	full: { seconds: 10, warmupSeconds: 2, connections: 10, dashboardAlerts: 20, wizardUsers: 10 },
	smoke: { seconds: 2, warmupSeconds: 0, connections: 2, dashboardAlerts: 20, wizardUsers: 2 },
} satisfies Record<string, WebSize>

export async function sessionCookie(database: BenchDatabase, userId: string) {
	return (await signedInSession(database, userId)).cookie
}

/** A session of the user, stored as the app stores one, and the cookie that names it. */
export async function signedInSession(database: BenchDatabase, userId: string) {
	const sid = crypto.randomBytes(32).toString('base64url')
	await database.db.insert(sessions).values({ sid, sess: { userId }, expire: new Date(Date.now() + 86_400_000), userId })
	const header = await createCookie('__session', { secrets: [benchSessionSecret] }).serialize(sid)
	return { sid, cookie: header.split(';')[0]! }
}

type Comparison = { app: LoadResult; baseline: LoadResult; ratio: number | null; appP99Ms: number; bytes: number }
type Request = Omit<LoadOptions, 'url' | 'durationSeconds' | 'connections'>

const merge = (a: LoadResult, b: LoadResult): LoadResult => ({
	requestsPerSecond: (a.requests + b.requests) / (a.seconds + b.seconds),
	requests: a.requests + b.requests,
	seconds: a.seconds + b.seconds,
	// Percentiles of the two halves, averaged: each half has the same length.
	latencyMs: {
		p50: (a.latencyMs.p50 + b.latencyMs.p50) / 2,
		p90: (a.latencyMs.p90 + b.latencyMs.p90) / 2,
		p99: (a.latencyMs.p99 + b.latencyMs.p99) / 2,
		max: Math.max(a.latencyMs.max, b.latencyMs.max),
	},
	statuses: Object.fromEntries([...new Set([...Object.keys(a.statuses), ...Object.keys(b.statuses)])].map((code) => [code, (a.statuses[code] ?? 0) + (b.statuses[code] ?? 0)])),
	errors: a.errors + b.errors,
	timeouts: a.timeouts + b.timeouts,
})

/** One URL against another: warm both, then A, B, B, A (merged per side). */
async function measurePair(what: string, urls: { app: string; baseline: string }, request: Request, status: number, size: WebSize) {
	const run = async (target: string, seconds: number, warmup = false) => {
		const result = await load({ ...request, url: target, connections: size.connections, durationSeconds: seconds })
		// A warm-up may end before a slow page's first answers (autocannon stops on whole seconds).
		if (!(warmup && result.requests === 0 && result.errors === 0)) expectStatus(`${what} (${target === urls.app ? 'app' : 'baseline'})`, result, status)
		return result
	}
	if (size.warmupSeconds === 0) return { app: await run(urls.app, size.seconds), baseline: await run(urls.baseline, size.seconds) }
	await run(urls.app, size.warmupSeconds, true)
	await run(urls.baseline, size.warmupSeconds, true)
	const half = size.seconds / 2
	const app1 = await run(urls.app, half)
	const base1 = await run(urls.baseline, half)
	const baseline = merge(base1, await run(urls.baseline, half))
	return { app: merge(app1, await run(urls.app, half)), baseline }
}

/** A page against its baseline, a bare server sending the page's recorded answer. */
async function compare(what: string, server: WebServer, options: Request & { path: string; status: number }, size: WebSize) {
	const { path: pathname, status, ...request } = options
	const url = `${server.url}${pathname}`
	const answer = await record(url, { method: request.method, headers: { ...request.headers, ...(request.cookies ? { cookie: request.cookies[0]! } : {}) }, body: request.body })
	if (answer.status !== status) throw new Error(`${what}: ${pathname} answered ${answer.status}, not ${status}`)
	let baseline: BaselineServer | undefined
	try {
		baseline = await startBaselineServer(answer)
		const { app, baseline: base } = await measurePair(what, { app: url, baseline: `${baseline.url}${pathname}` }, request, status, size)
		return { app, baseline: base, ratio: ratio(app.requestsPerSecond, base.requestsPerSecond), appP99Ms: app.latencyMs.p99, bytes: answer.body.length, answer } satisfies Comparison & { answer: RecordedAnswer }
	} finally {
		await stopAll([baseline])
	}
}

/**
 * A floor (bench/lib/floors.ts) against the same bare baseline as its page: the best ratio any
 * page rendered by React, or any post that keeps its state in PostgreSQL, could reach here.
 */
async function floor(what: string, answer: RecordedAnswer, mode: Parameters<typeof startBaselineServer>[1], options: Request & { path: string; status: number }, size: WebSize) {
	const { path: pathname, status, ...request } = options
	let floorServer: BaselineServer | undefined
	let baseline: BaselineServer | undefined
	try {
		floorServer = await startBaselineServer(answer, mode)
		baseline = await startBaselineServer(answer)
		const result = await measurePair(what, { app: `${floorServer.url}${pathname}`, baseline: `${baseline.url}${pathname}` }, request, status, size)
		return { floor: result.app, baseline: result.baseline, ratio: ratio(result.app.requestsPerSecond, result.baseline.requestsPerSecond) }
	} finally {
		await stopAll([floorServer, baseline])
	}
}

/** Runs 1, 2 and 3 on one server; returns their results and the server's peak RSS once started and after scenario 1. */
export async function runWeb(env: BenchEnv, size: WebSize): Promise<{ results: ScenarioResult[]; memory: { idle: number | null; peak: number | null } }> {
	const database = await env.newDatabase()
	let server: WebServer | undefined
	try {
		const [owner, ...wizardUsers] = await seedUsers(database.db, 1 + size.wizardUsers, 'web')
		const ownerAlerts = await seedAlerts(database.db, realisticAlerts(size.dashboardAlerts, { seed: 7 }), [owner!])
		// 30 days of what the alerts matched in a busy market (200 cars a day per feed): their cards draw it.
		await seedMarketRollup(database.db, ownerAlerts, { perDay: 200, days: 30 })
		const { sid: ownerSid, cookie: ownerCookie } = await signedInSession(database, owner!)
		const wizardCookies = await Promise.all(wizardUsers.map((id) => sessionCookie(database, id)))
		server = await startWebServer({ databaseUrl: database.url, buildDir: env.buildDir })
		const idleRss = server.peakRss()
		const results: ScenarioResult[] = []

		// 1. The landing page, anonymous, in English.
		env.log('1: / (anonymous, en) against its baseline')
		let started = performance.now()
		const landing = await compare('landing', server, { path: '/', status: 200, headers: browserHeaders }, size)
		const webPeakRssAfterLanding = server.peakRss()
		// A revalidation as a CDN or browser sends it once its copy is older than max-age.
		const etag = (await record(`${server.url}/`, { headers: browserHeaders })).headers.etag
		const revalidation = etag
			? await load({ url: `${server.url}/`, headers: { ...browserHeaders, 'if-none-match': etag }, connections: size.connections, durationSeconds: Math.max(1, size.seconds / 4) })
			: null
		if (revalidation) expectStatus('landing revalidation', revalidation, 304)
		// The ceiling of a page cache inside the Express host: the same bytes from memory behind its middleware.
		const cachedInExpress = await (async () => {
			const answer = await record(`${server!.url}/`, { headers: browserHeaders })
			const express = await startBaselineServer(answer, { express: { staticDir: path.join(root, env.buildDir, 'client') } })
			try {
				const result = await load({ url: `${express.url}/`, headers: browserHeaders, connections: size.connections, durationSeconds: Math.max(1, size.seconds / 2) })
				expectStatus('landing from memory behind Express', result, 200)
				return result
			} finally {
				await stopAll([express])
			}
		})()
		results.push({
			scenario: 1,
			title: 'Public page throughput',
			seconds: (performance.now() - started) / 1000,
			figures: [figure(1, '/ req/s ÷ node:http same bytes', landing.ratio, { op: '>=', value: 0.8, source: 'issue' })],
			raw: {
				app: landing.app,
				baseline: landing.baseline,
				bytes: landing.bytes,
				revalidation304: revalidation,
				revalidationRatio: revalidation ? ratio(revalidation.requestsPerSecond, landing.baseline.requestsPerSecond) : null,
				cachedInExpress,
				cachedInExpressRatio: ratio(cachedInExpress.requestsPerSecond, landing.baseline.requestsPerSecond),
			},
		})

		// 2. The dashboard of a user with 20 alerts.
		env.log(`2: /dashboard and /api/subscriptions with ${size.dashboardAlerts} alerts against their baselines`)
		started = performance.now()
		const dashboard = await compare('dashboard', server, { path: '/dashboard', status: 200, headers: browserHeaders, cookies: [ownerCookie] }, size)
		// The same alerts as the JSON API lists them.
		const api = await compare(
			'api',
			server,
			{ path: '/api/subscriptions', status: 200, headers: { ...browserHeaders, accept: 'application/json' }, cookies: [ownerCookie] },
			size,
		)
		// The floors: React alone making and rendering the dashboard's elements, and the API's two
		// statements, its rows as JSON and their compression (docs/decisions/030).
		const dashboardFloor = await floor('dashboard, React alone', dashboard.answer, { react: true }, { path: '/dashboard', status: 200, headers: browserHeaders }, size)
		const apiFloor = await floor(
			'api, PostgreSQL and JSON alone',
			api.answer,
			{ api: { databaseUrl: database.url, connections: size.connections, sid: ownerSid } },
			{ path: '/api/subscriptions', status: 200, headers: { ...browserHeaders, accept: 'application/json' } },
			size,
		)
		results.push({
			scenario: 2,
			title: `Signed-in dashboard and API, ${size.dashboardAlerts} alerts`,
			seconds: (performance.now() - started) / 1000,
			figures: [
				figure(2, '/dashboard req/s ÷ node:http same bytes', dashboard.ratio, { op: '>=', value: 0.1, source: 'issue' }),
				figure(2, '/dashboard p99 ÷ / p99', ratio(dashboard.appP99Ms, landing.appP99Ms), { op: '<=', value: 10, source: 'issue' }),
				figure(2, 'GET /api/subscriptions req/s ÷ node:http same bytes', api.ratio, { op: '>=', value: 0.2, source: 'issue' }),
				figure(2, 'floor: React alone rendering the dashboard ÷ node:http', dashboardFloor.ratio, null),
				figure(2, 'floor: the API\'s two statements, JSON and compression ÷ node:http', apiFloor.ratio, null),
			],
			raw: {
				app: dashboard.app,
				baseline: dashboard.baseline,
				bytes: dashboard.bytes,
				landingP99Ms: landing.appP99Ms,
				api: { app: api.app, baseline: api.baseline, bytes: api.bytes },
				reactFloor: { floor: dashboardFloor.floor, baseline: dashboardFloor.baseline },
				apiFloor: { floor: apiFloor.floor, baseline: apiFloor.baseline },
			},
		})

		// 3. A wizard step posted as a form, without JavaScript: the car step, by several users.
		env.log('3: wizard step POST (no JavaScript) against its baseline')
		started = performance.now()
		const form = { 'content-type': 'application/x-www-form-urlencoded', origin: server.url }
		for (const cookie of wizardCookies) {
			const websites = await record(`${server.url}/setup-alerts`, {
				method: 'POST',
				headers: { ...browserHeaders, ...form, cookie },
				body: new URLSearchParams({ step: '2', intent: 'next', websitesSelected: 'mobile.de', updateFrequency: '15min' }).toString(),
			})
			if (websites.status !== 302) throw new Error(`wizard: the websites step answered ${websites.status}`)
		}
		const carStep = new URLSearchParams({
			step: '3',
			intent: 'next',
			carBrand: 'volkswagen',
			carModel: 'golf',
			fuelType: 'diesel',
			priceMin: '',
			priceMax: '20000',
			yearMin: '2018',
			yearMax: '',
			maxKilometers: '150000',
		}).toString()
		const wizard = await compare(
			'wizard',
			server,
			{ path: '/setup-alerts', status: 302, method: 'POST', headers: { ...browserHeaders, ...form }, body: carStep, cookies: wizardCookies },
			size,
		)
		// The floor: a session read and a draft written in PostgreSQL, and nothing else (docs/decisions/030).
		const wizardFloor = await floor(
			'car step POST, PostgreSQL alone',
			wizard.answer,
			{ postgres: { databaseUrl: database.url, connections: size.connections } },
			{ path: '/setup-alerts', status: 302, method: 'POST', headers: { ...browserHeaders, ...form }, body: carStep },
			size,
		)
		results.push({
			scenario: 3,
			title: 'Wizard step POST (no JavaScript)',
			seconds: (performance.now() - started) / 1000,
			figures: [
				figure(3, 'car step POST req/s ÷ node:http same answer', wizard.ratio, { op: '>=', value: 0.1, source: 'issue' }),
				figure(3, 'floor: a session read and a draft write ÷ node:http', wizardFloor.ratio, null),
			],
			raw: { app: wizard.app, baseline: wizard.baseline, users: wizardCookies.length, postgresFloor: { floor: wizardFloor.floor, baseline: wizardFloor.baseline } },
		})
		return { results, memory: { idle: idleRss, peak: webPeakRssAfterLanding } }
	} catch (error) {
		throw new Error(`${(error as Error).message}\n--- web server output ---\n${server?.output() ?? ''}`)
	} finally {
		await stopAll([server])
		await database.destroy()
	}
}
