import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { type Database, type DbOrTx } from '../db/client.ts'
import { alertDrafts } from '../db/schema.ts'

export const wizardStepCount = 5

/**
 * An unfinished wizard: the step reached and the values typed so far, as the form sent them
 * (strings and lists of strings). Kept in the session for visitors and in `alert_drafts` for users.
 */
export const alertDraftSchema = z.object({
	step: z.number().int().min(1).max(wizardStepCount).catch(1),
	values: z
		.record(z.union([z.string().max(2000), z.array(z.string().max(200)).max(20)]))
		.catch({}),
})

export type AlertDraft = z.infer<typeof alertDraftSchema>

/**
 * The most a draft may take once serialised. A visitor's draft lives in a session row for 30
 * days and anyone can write one, so what is stored is bounded: the longest honest draft (a
 * Marketplace URL and every site ticked) is well under 4 kB.
 */
export const maxDraftBytes = 8 * 1024

const storedDraftSchema = z.object({
	step: z.number().int().min(1).max(wizardStepCount),
	values: z.record(z.union([z.string().max(2000), z.array(z.string().max(200)).max(20)])),
})

/** The draft as it may be stored, or null when a value is too long or the whole too large: then nothing is stored. */
export function storableDraft(draft: AlertDraft): AlertDraft | null {
	const parsed = storedDraftSchema.safeParse(draft)
	if (!parsed.success) return null
	return Buffer.byteLength(JSON.stringify(parsed.data)) <= maxDraftBytes ? parsed.data : null
}

export const emptyDraft = (): AlertDraft => ({ step: 1, values: {} })

/** Reads anything that claims to be a draft; what does not parse starts over rather than failing. */
export function parseDraft(value: unknown): AlertDraft | null {
	const parsed = alertDraftSchema.safeParse(value)
	return parsed.success ? parsed.data : null
}

export async function loadUserDraft(db: Database, userId: string): Promise<AlertDraft | null> {
	const [row] = await db.select({ data: alertDrafts.data }).from(alertDrafts).where(eq(alertDrafts.userId, userId))
	return row ? parseDraft(row.data) : null
}

export async function saveUserDraft(db: Database, userId: string, draft: AlertDraft): Promise<void> {
	await db
		.insert(alertDrafts)
		.values({ userId, data: draft })
		.onConflictDoUpdate({ target: alertDrafts.userId, set: { data: draft, updatedAt: new Date() } })
}

/**
 * Takes the draft away in one statement: of two submits sent at once (a double click), only the
 * one that gets the row creates an alert; the other finds nothing left to submit. Taken inside
 * the transaction that creates the alert, the draft is gone only once the alert exists.
 */
export async function takeUserDraft(db: DbOrTx, userId: string): Promise<AlertDraft | null> {
	const [row] = await db.delete(alertDrafts).where(eq(alertDrafts.userId, userId)).returning({ data: alertDrafts.data })
	return row ? parseDraft(row.data) : null
}
