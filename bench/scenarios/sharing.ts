import { inArray, sql } from 'drizzle-orm'
import { subscriptions } from '#core/db/schema.ts'
import { allModels } from '#core/catalogue/shape.ts'
import { type SiteId } from '#core/sites.ts'
import { claimDueAlerts, nextCheck, planQueries } from '#worker/lib/checks.ts'
import { siteAdapters } from '#worker/sites/index.ts'
import { realisticAlerts, seedAlerts, seedUsers } from '../lib/alerts.ts'
import { type BenchEnv } from '../lib/env.ts'
import { figure, ratio, type ScenarioResult } from '../lib/result.ts'

/**
 * Scenario 5: how many fetches a cycle costs for 1,000 alerts drawn from a realistic brand/model
 * distribution (bench/lib/alerts.ts), all at 1 min. They start with their next checks spread at
 * random over the minute (as after a deployment), and `checks.dispatch` runs every 5 s: the real
 * claim and plan (`claimDueAlerts`, `planQueries`) run at each tick on a simulated clock, every
 * planned query is one fetch, and each checked alert gets the next check `runQuery` gives it
 * (`nextCheck`). The figure is the last of `minutes` minutes (steady state); the first minute is
 * in the raw numbers.
 */

export type SharingSize = { alerts: number; minutes: number }

export const sharingSizes = {
	full: { alerts: 1_000, minutes: 3 },
	smoke: { alerts: 60, minutes: 2 },
} satisfies Record<string, SharingSize>

const dispatchSeconds = 5
const baseUrls: Record<SiteId, string> = {
	'mobile.de': 'https://suchen.mobile.de',
	autoscout24: 'https://www.autoscout24.de',
	'avto.net': 'https://www.avto.net',
	olx: 'https://www.olx.ro',
	facebook: 'https://www.facebook.com',
	demo: 'http://localhost:3000',
}

export async function runSharing(env: BenchEnv, size: SharingSize): Promise<ScenarioResult> {
	const started = performance.now()
	const database = await env.newDatabase()
	try {
		env.log(`5: ${size.alerts} alerts over one minute of dispatch ticks`)
		const users = await seedUsers(database.db, size.alerts, 'share')
		const specs = realisticAlerts(size.alerts, { seed: 5 })
		const alerts = await seedAlerts(database.db, specs, users)
		const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000)
		// Steady state: next checks spread over the minute before each tick claims them.
		await database.db.update(subscriptions).set({
			nextCheckAt: sql`${new Date(start.getTime() - dispatchSeconds * 1000).toISOString()}::timestamptz + random() * interval '60 seconds'`,
		})
		const minutes: Array<{ fetches: number; checks: number; alertsChecked: number; perSite: Record<string, number> }> = []
		for (let minute = 0; minute < size.minutes; minute += 1) {
			const perSite: Record<string, number> = {}
			const checked = new Set<string>()
			let fetches = 0
			let checks = 0
			for (let tick = 0; tick < 60 / dispatchSeconds; tick += 1) {
				const now = new Date(start.getTime() + (minute * 60 + tick * dispatchSeconds) * 1000)
				const due = await claimDueAlerts(database.db, { now })
				const queries = await planQueries(database.db, due, siteAdapters, baseUrls)
				fetches += queries.length
				checks += due.length
				for (const query of queries) perSite[query.siteId] = (perSite[query.siteId] ?? 0) + 1
				// Checked at once: each alert's next check as runQuery sets it, from its query's due time.
				const next = new Map<string, string[]>()
				const byId = new Map(due.map((alert) => [alert.id, alert]))
				for (const query of queries) {
					for (const id of query.alertIds) {
						checked.add(id)
						const at = nextCheck(byId.get(id)!, query.dueAt ?? now, now).toISOString()
						const ids = next.get(at)
						if (ids) ids.push(id)
						else next.set(at, [id])
					}
				}
				for (const [at, ids] of next) await database.db.update(subscriptions).set({ nextCheckAt: new Date(at) }).where(inArray(subscriptions.id, ids))
			}
			minutes.push({ fetches, checks, alertsChecked: checked.size, perSite })
		}
		const last = minutes.at(-1)!
		if (last.alertsChecked !== size.alerts) throw new Error(`the last minute checked ${last.alertsChecked} alerts, not ${size.alerts}`)

		// For comparison: every alert claimed at the same tick, and searches per brand and model.
		const together = await planQueries(database.db, alerts, siteAdapters, baseUrls)
		const siteSearches = alerts.reduce((sum, alert) => sum + alert.websitesSelected.length, 0)
		const brandModelKeys = new Set(alerts.flatMap((alert) => alert.websitesSelected.map((site) => `${site} ${alert.brand}/${alert.model}`)))
		const distinctCars = new Set(alerts.map((alert) => `${alert.brand}/${alert.model}`))
		return {
			scenario: 5,
			title: 'Fetch sharing',
			seconds: (performance.now() - started) / 1000,
			figures: [figure(5, 'fetches per 1-min cycle ÷ alerts', ratio(last.fetches, size.alerts), { op: '<=', value: 0.3, source: 'issue' })],
			raw: {
				alerts: size.alerts,
				fetchesPerCycle: last.fetches,
				fetchesPerSite: last.perSite,
				minutes,
				siteSearchesPerCycle: siteSearches,
				ifAllDueAtOnce: { fetches: together.length, ratio: ratio(together.length, size.alerts) },
				ifKeyedOnBrandAndModel: { fetches: brandModelKeys.size, ratio: ratio(brandModelKeys.size, size.alerts) },
				distinctBrandModels: distinctCars.size,
				allModelsAlerts: alerts.filter((alert) => alert.model === allModels).length,
			},
		}
	} finally {
		await database.destroy()
	}
}
