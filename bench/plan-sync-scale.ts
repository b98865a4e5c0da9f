/**
 * `npm run bench:plan-sync`: what a dispatch tick costs as the alerts grow. Every tick (5 s) each
 * worker's dispatch re-plans the sites from the running alerts (core/models/feeds.ts
 * `syncAlertFeeds`) before it claims the feeds due (worker/lib/feeds/dispatch.ts `dispatchCrawls`).
 * Scenario 11's main site and alerts (40 brands, all five frequencies) at 1,000, 10,000 and 100,000
 * alerts on a real PostgreSQL; the first tick attaches every alert, the next five are the steady
 * state (nothing to attach): their median, in ms. Figures go to stdout and bench/plan-sync-scale.json
 * (BENCHMARKS.md quotes them; docs/decisions/078-plan-sync-at-scale.md).
 */
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { syncAlertFeeds } from '#core/models/feeds.ts'
import { type SiteId } from '#core/sites.ts'
import { dispatchCrawls, siteCapabilities } from '#worker/lib/feeds/dispatch.ts'
import { siteAdapters } from '#worker/sites/index.ts'
import { seedUsers } from './lib/alerts.ts'
import { root, startBenchEnv } from './lib/env.ts'
import { median, timed } from './lib/result.ts'
import { insertAlerts, mainAlerts, mainSite } from './scenarios/crawl-plan.ts'

const sizes = process.argv.includes('--quick') ? [1_000, 10_000] : [1_000, 10_000, 100_000]
const steadyTicks = 5
const milliseconds = async (work: () => Promise<unknown>) => (await timed(work)).seconds * 1000

const env = await startBenchEnv({ buildDir: process.env.BUILD_DIR ?? 'build-bench', log: (message) => console.log(message) })
const rows: Array<{ alerts: number; firstSyncMs: number; syncMs: number; dispatchMs: number }> = []
try {
	for (const count of sizes) {
		const database = await env.newDatabase()
		try {
			const { db } = database
			const start = Date.now()
			const specs = mainAlerts(count, 11)
			await insertAlerts(db, specs, await seedUsers(db, specs.length, `sync${count}`), start)
			const baseUrls = Object.fromEntries(Object.keys(siteAdapters).map((id) => [id, `https://${mainSite.host}`])) as Record<SiteId, string>
			const budget = { intervalMs: mainSite.budgetSeconds * 1000, horizonMs: 2 * mainSite.budgetSeconds * 1000 }
			const options = { capabilities: siteCapabilities(siteAdapters), budgetPerMinute: () => 60 / mainSite.budgetSeconds }
			const firstSyncMs = await milliseconds(() => syncAlertFeeds(db, new Date(start), options))
			const syncs: number[] = []
			const dispatches: number[] = []
			for (let tick = 1; tick <= steadyTicks; tick += 1) {
				const now = new Date(start + tick * 5_000)
				syncs.push(await milliseconds(() => syncAlertFeeds(db, now, options)))
				// The dispatch syncs again itself, then claims what is due.
				dispatches.push(await milliseconds(() => dispatchCrawls({ db, adapters: siteAdapters, baseUrls, budget }, now)))
			}
			const row = { alerts: count, firstSyncMs, syncMs: median(syncs), dispatchMs: median(dispatches) }
			console.log(`${count.toLocaleString('en')} alerts: first sync ${row.firstSyncMs.toFixed(0)} ms; a steady tick: sync ${row.syncMs.toFixed(0)} ms, whole dispatch ${row.dispatchMs.toFixed(0)} ms`)
			rows.push(row)
		} finally {
			await database.destroy()
		}
	}
	const file = path.join(root, 'bench/plan-sync-scale.json')
	await writeFile(file, `${JSON.stringify({ at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, rows }, null, '\t')}\n`)
	console.log(`wrote ${path.relative(root, file)}`)
} finally {
	await env.stop()
}
