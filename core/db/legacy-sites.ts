import type pg from 'pg'
import { autoscout24Sites } from '#sites/autoscout24/site.ts'
import { type SiteDefinition } from '#sites/kit/definition.ts'
import { olxSites } from '#sites/olx/site.ts'

/**
 * OLX and AutoScout24 were one country per deployment, stored as `olx` and `autoscout24` and
 * pointed at a country by OLX_BASE_URL / AUTOSCOUT24_BASE_URL. Each country is now a site of its
 * own (docs/decisions/067-numbers-and-country-sites.md); `npm run db:migrate` moves every stored
 * row of the old ids to the country the deployment used, read from those legacy settings. Run
 * again, it finds nothing to move.
 */

export type LegacySiteMove = { from: 'olx' | 'autoscout24'; to: string; setting: string; baseUrl: string | undefined }

const legacy = [
	{ from: 'olx', setting: 'OLX_BASE_URL', countries: olxSites },
	{ from: 'autoscout24', setting: 'AUTOSCOUT24_BASE_URL', countries: autoscout24Sites },
] as const

/**
 * The country site each legacy id becomes under these settings: the country site on the legacy
 * base URL's host; unset, or a host of none of them (a local stand-in, autoscout24.com), the
 * country that was the default (olx.ro, autoscout24.de: the first of each list).
 */
export function legacySiteMoves(env: Record<string, string | undefined>): LegacySiteMove[] {
	return legacy.map(({ from, setting, countries }) => {
		const baseUrl = env[setting]?.trim() || undefined
		const host = baseUrl && URL.canParse(baseUrl) ? new URL(baseUrl).hostname.replace(/^www\./, '') : undefined
		const site: SiteDefinition = countries.find((country) => new URL(country.baseUrl).hostname.replace(/^www\./, '') === host) ?? countries[0]
		return { from, to: site.id, setting, baseUrl }
	})
}

/**
 * The per-site settings a deployment still names by an old id (SITE_FETCH_OLX, SITE_PROXY_OLX,
 * SITE_MIN_INTERVAL_SECONDS_OLX and AutoScout24's), which nothing reads any more: each with the
 * setting of its country site that takes its place, for `db:migrate` to say.
 */
export function legacySettingRenames(env: Record<string, string | undefined>, moves: readonly LegacySiteMove[]): Array<{ setting: string; renamed: string }> {
	return moves.flatMap(({ from, to }) => {
		const suffix = (id: string) => id.toUpperCase().replace(/[^A-Z0-9]/g, '_')
		return ['SITE_FETCH_', 'SITE_PROXY_', 'SITE_MIN_INTERVAL_SECONDS_']
			.map((prefix) => ({ setting: `${prefix}${suffix(from)}`, renamed: `${prefix}${suffix(to)}` }))
			.filter(({ setting }) => env[setting]?.trim())
	})
}

/** Replaces `from` by `to` in a list of site ids, keeping its order and no id twice. */
function renamed(ids: unknown, from: string, to: string): unknown {
	if (!Array.isArray(ids) || !ids.includes(from)) return ids
	return [...new Set(ids.map((id) => (id === from ? to : id)))]
}

/**
 * Tables whose rows are one site's, by their key besides the site: a row of the old id whose
 * twin under the new id exists already (written by a worker that ran the new code before the
 * migration) is the same thing twice, and goes.
 */
const keyed: Array<{ table: string; key: string[] }> = [
	{ table: 'alert_sites', key: ['subscription_id'] },
	{ table: 'site_status', key: [] },
	{ table: 'alert_hidden_listings', key: ['subscription_id', 'listing_id'] },
]
/** Tables whose rows point at a listing (site, listing id); they move after the listing does. */
const ofListings: Array<{ table: string; key: string[] }> = [
	{ table: 'listing_prices', key: ['listing_id', 'seen_at'] },
	{ table: 'feed_listings', key: ['feed_id', 'listing_id'] },
	{ table: 'feed_events', key: ['seq'] },
	{ table: 'sent_listings', key: ['subscription_id', 'listing_id'] },
]

async function moveKeyed(client: pg.PoolClient, table: string, key: string[], from: string, to: string): Promise<number> {
	const twin = key.map((column) => `twin.${column} = moved.${column}`).join(' and ')
	const { rowCount } = await client.query(
		`update ${table} as moved set site_id = $2 where moved.site_id = $1 and not exists (select 1 from ${table} as twin where twin.site_id = $2${twin ? ` and ${twin}` : ''})`,
		[from, to],
	)
	await client.query(`delete from ${table} where site_id = $1`, [from])
	return rowCount ?? 0
}

/**
 * Moves every row of each legacy id to its country site, in one transaction: the alerts' chosen
 * sites (and a pending change's, and a draft's), their alert sites, the feeds (a feed of the new
 * id for the same scope takes the old one's alerts), the listings with their prices, feed entries,
 * events and sent and hidden marks, the site's status and fetch log. Returns the rows moved, by table.
 */
export async function moveLegacySites(pool: pg.Pool, moves: readonly LegacySiteMove[]): Promise<Record<string, number>> {
	const moved: Record<string, number> = {}
	const count = (table: string, rows: number | null) => {
		if (rows) moved[table] = (moved[table] ?? 0) + rows
	}
	const client = await pool.connect()
	try {
		await client.query('begin')
		for (const { from, to } of moves) {
			// The alerts: their sites, a change waiting for payment, an unfinished wizard's draft.
			const alerts = await client.query<{ id: string; websites_selected: string[]; pending_change: { criteria?: { websitesSelected?: unknown } } | null }>(
				`select id, websites_selected, pending_change from subscriptions where $1 = any(websites_selected) or pending_change->'criteria'->'websitesSelected' ? $1 for update`,
				[from],
			)
			for (const alert of alerts.rows) {
				const pending = alert.pending_change?.criteria ? { ...alert.pending_change, criteria: { ...alert.pending_change.criteria, websitesSelected: renamed(alert.pending_change.criteria.websitesSelected, from, to) } } : alert.pending_change
				await client.query('update subscriptions set websites_selected = $2, pending_change = $3 where id = $1', [alert.id, renamed(alert.websites_selected, from, to), pending === null ? null : JSON.stringify(pending)])
			}
			count('subscriptions', alerts.rowCount)
			const drafts = await client.query<{ user_id: string; data: { values?: { websitesSelected?: unknown } } }>(
				`select user_id, data from alert_drafts where data->'values'->'websitesSelected' ? $1 for update`,
				[from],
			)
			for (const draft of drafts.rows) {
				const data = { ...draft.data, values: { ...draft.data.values, websitesSelected: renamed(draft.data.values?.websitesSelected, from, to) } }
				await client.query('update alert_drafts set data = $2 where user_id = $1', [draft.user_id, JSON.stringify(data)])
			}
			count('alert_drafts', drafts.rowCount)

			// Feeds: one per (site, scope). Where the new id has the scope already, its feed serves the old one's alerts.
			await client.query(
				`update alert_sites set feed_id = twin.id from feeds as old, feeds as twin
				 where alert_sites.feed_id = old.id and old.site_id = $1 and twin.site_id = $2 and twin.scope = old.scope`,
				[from, to],
			)
			count('feeds', (await client.query(`update feeds as moved set site_id = $2 where moved.site_id = $1 and not exists (select 1 from feeds as twin where twin.site_id = $2 and twin.scope = moved.scope)`, [from, to])).rowCount)
			await client.query('delete from feeds where site_id = $1', [from])
			for (const { table, key } of keyed) count(table, await moveKeyed(client, table, key, from, to))
			count('site_fetches', (await client.query('update site_fetches set site_id = $2 where site_id = $1', [from, to])).rowCount)

			// Listings are pointed at by (site, listing id): the new row first, then what points at it, then the old row goes.
			count(
				'listings',
				(
					await client.query(
						`insert into listings select (jsonb_populate_record(null::listings, to_jsonb(old) || jsonb_build_object('site_id', $2::text))).* from listings as old where old.site_id = $1 on conflict do nothing`,
						[from, to],
					)
				).rowCount,
			)
			for (const { table, key } of ofListings) count(table, await moveKeyed(client, table, key, from, to))
			await client.query('delete from listings where site_id = $1', [from])
		}
		await client.query('commit')
	} catch (error) {
		await client.query('rollback')
		throw error
	} finally {
		client.release()
	}
	return moved
}
