import { and, eq, sql } from 'drizzle-orm'
import { type Database } from '../../../core/db/client.ts'
import { notificationOutbox, siteStatus } from '../../../core/db/schema.ts'
import { type Language } from '../../../core/enums.ts'
import { type DbOrTx, queueNotification } from '../../../core/notifications/outbox.ts'
import { type SiteId, sites } from '../../../core/sites.ts'

/**
 * How a site answers lately. A crawl that fails (a block page, a 403 or 429, errors after the
 * retries) counts against its site; at `degradedAfterFailures` in a row the site is degraded and
 * each affected buyer is told once; its first successful crawl after that tells them it is back.
 */

/** A site that fails this many crawls in a row is degraded: the dashboard says so, users get one note. */
export const degradedAfterFailures = 3

/** Who is told about a site's state: an alert of a feed on it, with the label the buyer knows it by. */
export type AffectedAlert = { id: string; userId: string; notificationLanguage: string; label: string }

/**
 * A site answers again: its counter resets, and every user who was told it was degraded hears
 * that it is back (once: the dedupe key names the degradation it ends).
 */
export async function recordSuccess(db: Database, siteId: SiteId, now: Date) {
	await db.transaction(async (tx) => {
		const [before] = await tx.select().from(siteStatus).where(eq(siteStatus.siteId, siteId)).for('update')
		await tx
			.insert(siteStatus)
			.values({ siteId, consecutiveFailures: 0, lastSuccessAt: now })
			.onConflictDoUpdate({
				target: siteStatus.siteId,
				set: { consecutiveFailures: 0, degradedSince: null, lastSuccessAt: now, lastError: null },
			})
		if (!before?.degradedSince) return
		const since = before.degradedSince.toISOString()
		const told = await tx
			.select({ userId: notificationOutbox.userId, subscriptionId: notificationOutbox.subscriptionId, language: notificationOutbox.language, payload: notificationOutbox.payload })
			.from(notificationOutbox)
			.where(and(eq(notificationOutbox.kind, 'site_degraded'), eq(notificationOutbox.dedupeKey, `degraded:${siteId}:${since}`)))
		for (const row of told) {
			const { alertLabel } = row.payload as { alertLabel: string }
			await queueNotification(tx as DbOrTx, {
				userId: row.userId,
				subscriptionId: row.subscriptionId,
				kind: 'notice',
				dedupeKey: `recovered:${siteId}:${since}`,
				language: row.language as Language,
				payload: { key: 'siteRecovered', alertLabel, siteName: sites[siteId].name },
			})
		}
	})
}

/**
 * Counts a failed crawl; at the threshold the site becomes degraded and each affected user gets
 * one note (its dedupe key names the moment the site degraded, so repeated failures add nothing).
 */
export async function recordFailure(db: Database, siteId: SiteId, alerts: AffectedAlert[], reason: string, now: Date): Promise<boolean> {
	return db.transaction(async (tx) => {
		const [row] = await tx
			.insert(siteStatus)
			.values({ siteId, consecutiveFailures: 1, lastFailureAt: now, lastError: reason.slice(0, 500) })
			.onConflictDoUpdate({
				target: siteStatus.siteId,
				set: {
					consecutiveFailures: sql`${siteStatus.consecutiveFailures} + 1`,
					lastFailureAt: now,
					lastError: reason.slice(0, 500),
				},
			})
			.returning()
		if (!row || row.consecutiveFailures < degradedAfterFailures) return false
		const since = row.degradedSince ?? now
		if (!row.degradedSince) await tx.update(siteStatus).set({ degradedSince: since }).where(eq(siteStatus.siteId, siteId))
		for (const alert of alerts) {
			await queueNotification(tx as DbOrTx, {
				userId: alert.userId,
				subscriptionId: alert.id,
				kind: 'site_degraded',
				dedupeKey: `degraded:${siteId}:${since.toISOString()}`,
				language: alert.notificationLanguage as Language,
				payload: { siteName: sites[siteId].name, alertLabel: alert.label },
			})
		}
		return true
	})
}
