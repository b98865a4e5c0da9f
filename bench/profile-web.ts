import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, readdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type CpuProfile, formatSummary, summarise } from './lib/cpu-profile.ts'
import { type BenchDatabase, startBenchEnv } from './lib/env.ts'
import { realisticAlerts, seedAlerts, seedUsers } from './lib/alerts.ts'
import { seedMarketHistory, seedMarketRollup } from './lib/market-history.ts'
import { browserHeaders, expectStatus, load, record } from './lib/load.ts'
import { startWebServer, stopAll, type WebServer } from './lib/processes.ts'
import { sessionCookie } from './scenarios/web.ts'

/**
 * Where a signed-in page's CPU goes (BENCHMARKS.md, figures 2, 3 and the API's): the production
 * build under autocannon, one fresh server per page, with `node --cpu-prof`. Prints for each page
 * the server's CPU per request (from /proc, user + system, every thread), PostgreSQL's (the
 * backends of the page's database) and the transactions it committed per request, then the
 * profile of the measured seconds only, by phase, package and function, in ms per request.
 * Not part of `npm test` or `npm run bench`: run it by hand, on a build in build-bench/:
 *
 *   BUILD_DIR=build-bench npx remix vite:build
 *   npx tsx bench/profile-web.ts [--seconds 10] [--connections 10] [--only dashboard,api] [--no-profile] [--market-per-day 200]
 *
 * The owner's twenty alerts come with 30 days of stored listings, `--market-per-day` in each of
 * their feeds, and the rollup delivery would have counted from them, which the alert cards'
 * market charts read (docs/decisions/038-market-chart.md).
 * `/dashboard.data` (the loaders alone, as a client navigation asks for them) against
 * `/dashboard` splits loader from render. Profiles are kept in the folder printed at the end.
 */

const argument = (name: string) => process.argv.find((_, i, all) => all[i - 1] === `--${name}`)
const seconds = Number(argument('seconds') ?? 10)
const connections = Number(argument('connections') ?? 10)
const only = argument('only')?.split(',')
const profiling = !process.argv.includes('--no-profile')
const buildDir = process.env.BUILD_DIR ?? 'build-bench'
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

/** User + system CPU of a process so far, in ms (all its threads: GC and libuv included). */
async function cpuMs(pid: number): Promise<number> {
	try {
		const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
		return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks
	} catch {
		return 0
	}
}

/** CPU of the PostgreSQL backends serving `database`, and its committed transactions. */
async function databaseCounters(database: BenchDatabase) {
	const { rows } = await database.pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
	let cpu = 0
	for (const { pid } of rows) cpu += await cpuMs(pid)
	// Statistics reach pg_stat_database when a backend goes idle, at most once a second.
	await new Promise((resolve) => setTimeout(resolve, 1_100))
	await database.pool.query('select pg_stat_clear_snapshot()')
	const stats = await database.pool.query<{ commits: string }>('select xact_commit as commits from pg_stat_database where datname = current_database()')
	return { cpu, backends: rows.map((row) => row.pid), commits: Number(stats.rows[0]?.commits ?? 0) }
}

type Target = {
	name: string
	path: string
	method?: 'GET' | 'POST'
	status: number
	headers?: Record<string, string>
	body?: string
	cookies?: string[]
	/** Run once before the server is measured (moves wizard drafts to the step measured). */
	prepare?: (server: WebServer) => Promise<void>
}

const started = Date.now()
const log = (message: string) => console.log(`[profile ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)
const env = await startBenchEnv({ buildDir, log })
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'car-alerts-profile-'))
const database = await env.newDatabase()
const report: string[] = []
try {
	const wizardCount = Math.max(2, connections)
	const [owner, ...wizardUsers] = await seedUsers(database.db, 1 + wizardCount, 'web')
	const ownerAlerts = await seedAlerts(database.db, realisticAlerts(20, { seed: 7 }), [owner!])
	// The stored market and the alerts' rollup of it, which the dashboard's charts read (none with --market-per-day 0).
	const marketPerDay = Number(argument('market-per-day') ?? 200)
	if (marketPerDay > 0) {
		const market = await seedMarketHistory(database.db, ownerAlerts, { perDay: marketPerDay, days: 30 })
		const rollup = await seedMarketRollup(database.db, ownerAlerts, { perDay: marketPerDay, days: 30 })
		log(`market: ${market.listings} listings in ${market.feeds} feeds over 30 days; rollup: ${rollup.cars} matched cars in ${rollup.rows} alert days`)
	}
	const ownerCookie = await sessionCookie(database, owner!)
	const wizardCookies = await Promise.all(wizardUsers.map((id) => sessionCookie(database, id)))
	const form = (server: WebServer) => ({ ...browserHeaders, 'content-type': 'application/x-www-form-urlencoded', origin: server.url })
	const postStep = async (server: WebServer, fields: Record<string, string>) => {
		for (const cookie of wizardCookies) {
			const answer = await record(`${server.url}/setup-alerts`, { method: 'POST', headers: { ...form(server), cookie }, body: new URLSearchParams(fields).toString() })
			if (answer.status !== 302) throw new Error(`wizard step ${fields.step} answered ${answer.status}`)
		}
	}
	const websitesStep = { step: '2', intent: 'next', websitesSelected: 'mobile.de', updateFrequency: '15min' }
	const carStep = { step: '3', intent: 'next', carBrand: 'volkswagen', carModel: 'golf', fuelType: 'diesel', priceMin: '', priceMax: '20000', yearMin: '2018', yearMax: '', maxKilometers: '150000' }
	const targets: Target[] = [
		{ name: 'landing', path: '/', status: 200, headers: browserHeaders },
		{ name: 'dashboard', path: '/dashboard', status: 200, headers: browserHeaders, cookies: [ownerCookie] },
		// The same screen without alerts, and a page with little but the layout: what every signed-in page pays.
		{ name: 'dashboard-empty', path: '/dashboard', status: 200, headers: browserHeaders, cookies: wizardCookies },
		{ name: 'about-signed-in', path: '/about', status: 200, headers: browserHeaders, cookies: [ownerCookie] },
		{ name: 'dashboard-data', path: '/dashboard.data', status: 200, headers: browserHeaders, cookies: [ownerCookie] },
		{ name: 'api', path: '/api/subscriptions', status: 200, headers: { ...browserHeaders, accept: 'application/json' }, cookies: [ownerCookie] },
		{ name: 'wizard-get', path: '/setup-alerts', status: 200, headers: browserHeaders, cookies: wizardCookies, prepare: (server) => postStep(server, websitesStep) },
		{
			name: 'wizard-post',
			path: '/setup-alerts',
			method: 'POST',
			status: 302,
			body: new URLSearchParams(carStep).toString(),
			cookies: wizardCookies,
			prepare: (server) => postStep(server, websitesStep),
		},
		{ name: 'wizard-get-telegram', path: '/setup-alerts', status: 200, headers: browserHeaders, cookies: wizardCookies, prepare: (server) => postStep(server, carStep) },
	]
	for (const target of targets.filter((t) => !only || only.includes(t.name))) {
		// One folder per page: tsx's module hooks run in a thread of their own, which writes a profile too.
		const targetDir = path.join(profileDir, target.name)
		const nodeOptions = profiling ? ['--cpu-prof', `--cpu-prof-dir=${targetDir}`] : []
		const server = await startWebServer({ databaseUrl: database.url, buildDir, nodeOptions })
		try {
			await target.prepare?.(server)
			const headers = target.method === 'POST' ? form(server) : target.headers
			const options = { url: `${server.url}${target.path}`, method: target.method, headers, body: target.body, cookies: target.cookies, connections }
			const first = await record(options.url, { method: target.method, headers: { ...headers, ...(target.cookies ? { cookie: target.cookies[0]! } : {}) }, body: target.body })
			if (first.status !== target.status) throw new Error(`${target.name} answered ${first.status}: ${first.body.toString().slice(0, 300)}`)
			log(`${target.name}: warm-up`)
			// Twenty answers at least, so the JIT has seen the page before it is measured.
			for (let i = 0; i < 20; i += 1) await record(options.url, { method: target.method, headers: { ...headers, ...(target.cookies ? { cookie: target.cookies[i % target.cookies.length]! } : {}) }, body: target.body })
			await load({ ...options, durationSeconds: 3 })
			const dbBefore = await databaseCounters(database)
			const cpuBefore = await cpuMs(server.pid)
			const fromUs = Number(process.hrtime.bigint() / 1000n)
			log(`${target.name}: ${seconds} s at ${connections} connections`)
			const result = await load({ ...options, durationSeconds: seconds })
			const toUs = Number(process.hrtime.bigint() / 1000n)
			const cpuAfter = await cpuMs(server.pid)
			const dbAfter = await databaseCounters(database)
			expectStatus(target.name, result, target.status)
			let dbCpu = 0
			for (const pid of dbAfter.backends) dbCpu += await cpuMs(pid)
			dbCpu -= dbBefore.cpu
			const lines = [
				`## ${target.name}: ${target.method ?? 'GET'} ${target.path} → ${target.status}, ${first.body.length} bytes (${first.headers['content-encoding'] ?? 'identity'})`,
				`  ${result.requests} requests, ${result.requestsPerSecond.toFixed(1)}/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`,
				`  server CPU ${((cpuAfter - cpuBefore) / result.requests).toFixed(2)} ms/request; PostgreSQL backends ${(dbCpu / result.requests).toFixed(2)} ms/request; ${((dbAfter.commits - dbBefore.commits) / result.requests).toFixed(1)} transactions/request`,
			]
			await server.stop()
			if (profiling) {
				// The main thread's profile: CPU.<date>.<time>.<pid>.<thread id 0>.<sequence>.cpuprofile.
				const main = (await readdir(targetDir)).find((file) => file.includes(`.${server.pid}.0.`))
				if (!main) throw new Error(`no profile of the main thread in ${targetDir}`)
				const profile = JSON.parse(await readFile(path.join(targetDir, main), 'utf8')) as CpuProfile
				lines.push(formatSummary(summarise(profile, { fromUs, toUs }, 60), result.requests, Number(argument('rows') ?? 25)))
			}
			report.push(lines.join('\n'))
			console.log(`\n${lines.join('\n')}\n`)
		} catch (error) {
			throw new Error(`${(error as Error).message}\n--- web server output ---\n${server.output()}`)
		} finally {
			await stopAll([server])
		}
	}
} finally {
	await database.destroy()
	await env.stop()
}
log(`profiles in ${profileDir}`)
process.exit(0)
