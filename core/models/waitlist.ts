import { and, asc, eq, isNull, lte, notExists, sql } from 'drizzle-orm'
import { admissionLockKey, holdsSlot, occupiedSlots } from '../capacity.ts'
import { type Config } from '../config.ts'
import { type Database } from '../db/client.ts'
import { mailOutbox, subscriptions, users, waitlistEntries } from '../db/schema.ts'
import { isLanguageValue, type Language } from '../enums.ts'
import { escapeHtml } from '../mail/outbox.ts'
import { fill, formatMailDate, mailTexts } from '../mail/texts.ts'
import { type WaitlistInput } from '../schemas/waitlist.ts'

/** How long an invitation holds its slot (decisions.md, Capacity). */
export const invitationHours = 48


/** Where an invited person registers or logs in; the redirect leads on to the alert set-up. */
export function invitationLink(config: Pick<Config, 'APP_URL' | 'PORT'>): string {
	const base = (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')
	return `${base}/register?redirect=/setup-alerts`
}

/**
 * Adds a visitor to the waitlist. Joining twice with one e-mail keeps the first entry (and its
 * place in line) and answers the same way, so the form never reveals who is already listed.
 * Someone whose invitation expired unused joins again at the back of the line.
 */
export async function joinWaitlist(db: Database, input: WaitlistInput & { language: Language }, now = new Date()) {
	await db
		.insert(waitlistEntries)
		.values({ ...input, createdAt: now })
		.onConflictDoUpdate({
			target: waitlistEntries.email,
			set: { ...input, createdAt: now, invitedAt: null, inviteExpiresAt: null, inviteTokenHash: null },
			setWhere: lte(waitlistEntries.inviteExpiresAt, now),
		})
}

/**
 * Invites the oldest waitlist entries (by createdAt, then id) while slots are free: each gets an
 * e-mail and holds a slot for 48 hours, which occupiedSlots counts. An entry is invited once: an
 * expired invitation is not renewed and its slot returns to the pool. Entries of people who
 * already hold a slot are passed over. The count, the invitations and the queued mail share one
 * transaction under the admission lock, so concurrent runs invite nobody twice and the mail
 * exists exactly when the invitation does (the worker's mail.deliver job sends it).
 * Returns the invited e-mail addresses.
 */
export async function inviteFromWaitlist(db: Database, config: Config, now = new Date()): Promise<string[]> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${admissionLockKey})`)
		const free = config.SUBSCRIBER_CAPACITY - (await occupiedSlots(tx, now))
		if (free <= 0) return []
		const entries = await tx
			.select()
			.from(waitlistEntries)
			.where(
				and(
					isNull(waitlistEntries.invitedAt),
					notExists(
						tx
							.select({ one: sql`1` })
							.from(users)
							.innerJoin(subscriptions, eq(subscriptions.userId, users.id))
							.where(and(eq(users.email, waitlistEntries.email), holdsSlot(now))),
					),
				),
			)
			.orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
			.limit(free)
		if (entries.length === 0) return []

		const inviteExpiresAt = new Date(now.getTime() + invitationHours * 3_600_000)
		const link = invitationLink(config)
		for (const entry of entries) {
			await tx
				.update(waitlistEntries)
				.set({ invitedAt: now, inviteExpiresAt })
				.where(and(eq(waitlistEntries.id, entry.id), isNull(waitlistEntries.invitedAt)))
			await tx.insert(mailOutbox).values(
				invitationMail({
					email: entry.email,
					firstName: entry.firstName,
					language: isLanguageValue(entry.language) ? entry.language : 'en',
					expiresAt: inviteExpiresAt,
					link,
				}),
			)
		}
		return entries.map((entry) => entry.email)
	})
}

function invitationMail(input: { email: string; firstName: string; language: Language; expiresAt: Date; link: string }) {
	const texts = mailTexts[input.language]
	const values = { name: input.firstName, email: input.email, expiry: formatMailDate(input.expiresAt, input.language) }
	const before = [fill(texts.inviteIntro, values), fill(texts.inviteHeld, values), fill(texts.inviteAction, values)]
	const after = [texts.inviteAfter, texts.inviteIgnore, texts.signature]
	return {
		to: input.email,
		subject: texts.inviteSubject,
		text: [...before, input.link, ...after].join('\n\n'),
		html: [
			...before.map((line) => `<p>${escapeHtml(line)}</p>`),
			`<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
			...after.map((line) => `<p>${escapeHtml(line)}</p>`),
		].join('\n'),
	}
}
