import { createHash } from 'node:crypto'
import { and, desc, eq, lt, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { type Config, sessionSecret } from '../config.ts'
import { type Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema.ts'
import { type MailStatus } from '../enums.ts'
import { revealMail } from './secrets.ts'

export type MailMessage = { to: string; subject: string; text: string; html?: string }

/** Sends of one mail before it counts as failed for good. */
export const maxMailAttempts = 10
const transports = new Map<string, Transporter>()

function transportFor(smtpUrl: string): Transporter {
	let transport = transports.get(smtpUrl)
	if (!transport) {
		transport = nodemailer.createTransport(smtpUrl)
		transports.set(smtpUrl, transport)
	}
	return transport
}

/**
 * Every e-mail is written to the outbox first, then sent. A failed send stays pending and the
 * worker's `mail.deliver` job retries it. Without SMTP_URL (never in production) it is `kept`:
 * it stays in the outbox, which the development page /dev/outbox lists, and is never sent, not
 * even once an SMTP_URL is set later (a code or a link would arrive long after it expired).
 * A link or code that opens an account is written as a sealed marker (core/mail/secrets.ts) and
 * becomes the real secret only in the mail that leaves: nothing in the outbox opens an account.
 */
export async function sendMail(db: Database, config: Config, message: MailMessage): Promise<{ id: string; sent: boolean }> {
	const status: MailStatus = config.SMTP_URL ? 'pending' : 'kept'
	const [row] = await db.insert(mailOutbox).values({ ...message, status }).returning({ id: mailOutbox.id })
	const id = row!.id
	if (!config.SMTP_URL) return { id, sent: false }
	return { id, sent: await deliver(db, config, id) }
}

async function deliver(db: Database, config: Config, id: string): Promise<boolean> {
	const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
	if (!row || row.status !== 'pending' || !config.SMTP_URL) return false
	const { mail, unsealed } = revealMail(sessionSecret(config), row)
	if (unsealed > 0) {
		// Sealed under another SESSION_SECRET: its link or code would not work, so it is not sent.
		await db
			.update(mailOutbox)
			.set({ status: 'failed', lastError: 'a link or code in it was sealed with another SESSION_SECRET' })
			.where(eq(mailOutbox.id, id))
		return false
	}
	try {
		await transportFor(config.SMTP_URL).sendMail({
			from: config.MAIL_FROM,
			to: mail.to,
			subject: mail.subject,
			text: mail.text,
			html: mail.html ?? undefined,
		})
		await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 }).where(eq(mailOutbox.id, id))
		return true
	} catch (error) {
		const attempts = mail.attempts + 1
		await db
			.update(mailOutbox)
			.set({
				attempts,
				status: attempts >= maxMailAttempts ? 'failed' : 'pending',
				lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
			})
			.where(eq(mailOutbox.id, id))
		return false
	}
}

/**
 * The id of the one mail `key` names (a name-based UUID, laid out as RFC 9562 version 5 but from
 * SHA-256): the outbox's primary key makes it the idempotency key of a mail that must go once
 * (docs/decisions/054-paying-before-telegram-and-billing-mail.md), so a replayed webhook, a
 * repeated job or a double click finds the row there and queues nothing.
 */
export function onceMailId(key: string): string {
	const hex = createHash('sha256').update(`carwatch-mail:${key}`).digest('hex').slice(0, 32).split('')
	hex[12] = '5'
	hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
	const id = hex.join('')
	return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
}

/**
 * Queues the mail `key` names unless it was queued before, in the caller's transaction (or the
 * database). Returns its id when this call queued it, null when it was there already.
 */
export async function queueMailOnce(tx: Pick<Database, 'insert'>, key: string, message: MailMessage): Promise<string | null> {
	const [row] = await tx
		.insert(mailOutbox)
		.values({ ...message, id: onceMailId(key) })
		.onConflictDoNothing({ target: mailOutbox.id })
		.returning({ id: mailOutbox.id })
	return row?.id ?? null
}

/**
 * Sends one mail already queued (in the caller's transaction) now. A failure keeps it pending for
 * mail.deliver; without SMTP_URL it is kept, like every mail written then.
 */
export async function deliverQueuedMail(db: Database, config: Config, id: string): Promise<boolean> {
	if (!config.SMTP_URL) {
		await db.update(mailOutbox).set({ status: 'kept' }).where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
		return false
	}
	return deliver(db, config, id)
}

/**
 * Retries pending mail (worker job). Returns how many were sent. Without SMTP_URL the pending
 * mail, written in other transactions straight into the outbox, is marked kept instead.
 */
export async function deliverPendingMail(db: Database, config: Config, limit = 50): Promise<number> {
	if (!config.SMTP_URL) {
		await db.update(mailOutbox).set({ status: 'kept' }).where(eq(mailOutbox.status, 'pending'))
		return 0
	}
	const pending = await db
		.select({ id: mailOutbox.id })
		.from(mailOutbox)
		.where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, maxMailAttempts), lt(mailOutbox.createdAt, sql`now() - interval '30 seconds'`)))
		.orderBy(mailOutbox.createdAt)
		.limit(limit)
	let sent = 0
	for (const { id } of pending) if (await deliver(db, config, id)) sent += 1
	return sent
}

/**
 * Where a mail is, as the outbox page tells it: kept (no SMTP_URL), waiting for its first send,
 * retrying after failed sends, sent, or failed for good.
 */
export type MailState =
	| { state: 'kept' }
	| { state: 'waiting' }
	| { state: 'retrying'; attempts: number; maxAttempts: number; error: string | null }
	| { state: 'sent'; sentAt: Date | null }
	| { state: 'failed'; attempts: number; error: string | null }

export function mailState(mail: { status: string; attempts: number; lastError: string | null; sentAt: Date | null }): MailState {
	switch (mail.status as MailStatus) {
		case 'kept':
			return { state: 'kept' }
		case 'sent':
			return { state: 'sent', sentAt: mail.sentAt }
		case 'failed':
			return { state: 'failed', attempts: mail.attempts, error: mail.lastError }
		default:
			return mail.attempts === 0
				? { state: 'waiting' }
				: { state: 'retrying', attempts: mail.attempts, maxAttempts: maxMailAttempts, error: mail.lastError }
	}
}

/**
 * The newest mail of the outbox with its state, for the development page, its links and codes
 * revealed as the mail that left (or would leave) carried them.
 */
export async function listOutbox(db: Database, config: Config, limit = 100) {
	const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit)
	const secret = sessionSecret(config)
	return rows.map((row) => {
		const { mail } = revealMail(secret, row)
		return { id: row.id, to: row.to, subject: mail.subject, text: mail.text, createdAt: row.createdAt, delivery: mailState(row) }
	})
}

/** HTML-escapes a value for a mail body. */
export function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A mail of paragraphs around one link, as text and as escaped HTML. */
export function linkMail(to: string, subject: string, before: string[], link: string, after: string[]) {
	return {
		to,
		subject,
		text: [...before, link, ...after].join('\n\n'),
		html: [
			...before.map((line) => `<p>${escapeHtml(line)}</p>`),
			`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
			...after.map((line) => `<p>${escapeHtml(line)}</p>`),
		].join('\n'),
	}
}
