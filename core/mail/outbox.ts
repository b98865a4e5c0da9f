import { and, eq, lt, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { type Config } from '../config.ts'
import { type Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema.ts'

export type MailMessage = { to: string; subject: string; text: string; html?: string }

const maxAttempts = 10
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
 * worker's `mail.deliver` job retries it; without SMTP_URL (never in production) it stays in
 * the outbox, which the development page /dev/outbox lists.
 */
export async function sendMail(db: Database, config: Config, message: MailMessage): Promise<{ id: string; sent: boolean }> {
	const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id })
	const id = row!.id
	if (!config.SMTP_URL) return { id, sent: false }
	return { id, sent: await deliver(db, config, id) }
}

async function deliver(db: Database, config: Config, id: string): Promise<boolean> {
	const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
	if (!mail || mail.status !== 'pending' || !config.SMTP_URL) return false
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
				status: attempts >= maxAttempts ? 'failed' : 'pending',
				lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
			})
			.where(eq(mailOutbox.id, id))
		return false
	}
}

/**
 * Sends one mail already queued (in the caller's transaction) now. A failure keeps it pending for
 * mail.deliver; without SMTP_URL it stays in the outbox.
 */
export function deliverQueuedMail(db: Database, config: Config, id: string): Promise<boolean> {
	return deliver(db, config, id)
}

/** Retries pending mail (worker job). Returns how many were sent. */
export async function deliverPendingMail(db: Database, config: Config, limit = 50): Promise<number> {
	if (!config.SMTP_URL) return 0
	const pending = await db
		.select({ id: mailOutbox.id })
		.from(mailOutbox)
		.where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, maxAttempts), lt(mailOutbox.createdAt, sql`now() - interval '30 seconds'`)))
		.orderBy(mailOutbox.createdAt)
		.limit(limit)
	let sent = 0
	for (const { id } of pending) if (await deliver(db, config, id)) sent += 1
	return sent
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
