import crypto from 'node:crypto'
import { telegramStartToken } from '../telegram/links.ts'

/**
 * Links and codes that open an account never rest in the outbox
 * (docs/decisions/045-secrets-out-of-the-outbox.md). A mail holds a sealed marker where its
 * secret goes; the secret is derived from the marker with the server secret (SESSION_SECRET, never
 * in the database) at the moment the mail is sent, and on the development outbox page. So a
 * backup or a replica holds nothing that resets a password, verifies an address, confirms a
 * waitlist entry or links a Telegram chat, whether the mail was sent or not, and a mail queued
 * before a crash still goes out with its live link.
 *
 * A marker is `mailsecret_<kind>_<payload>_<seal>`: letters, digits, `_`, `.` and `-` only, so
 * it passes unchanged through a query string, encodeURIComponent and HTML escaping. The seal, an
 * HMAC over the kind, the payload and the recipient, makes a marker worth something only in a
 * mail to the address it was made for: copied into a name that lands in the copier's own mail,
 * it is not revealed.
 */
export type MailSecretKind = 'token' | 'code' | 'start'

const markerPattern = /mailsecret_(token|code|start)_([0-9a-f.-]{1,80})_([0-9a-f]{32})/g

const hmac = (secret: string, message: string) => crypto.createHmac('sha256', secret).update(message)

function sealOf(secret: string, kind: MailSecretKind, payload: string, to: string): string {
	return hmac(secret, `mail-marker:${kind}:${payload}:${to}`).digest('hex').slice(0, 32)
}

/** The secret a marker stands for. Each kind's message is its own, apart from every other use of the server secret. */
function derive(secret: string, kind: MailSecretKind, payload: string): string | null {
	switch (kind) {
		case 'token':
			// 32 bytes in base64url, 43 characters: the shape of every link token of ours.
			return hmac(secret, `mail-secret:token:${payload}`).digest('base64url')
		case 'code':
			// 48 bits modulo a million: the bias is below one in 10^8.
			return String(hmac(secret, `mail-secret:code:${payload}`).digest().readUIntBE(0, 6) % 1_000_000).padStart(6, '0')
		case 'start': {
			const [userId, generation] = payload.split('.')
			if (!userId || !generation || !/^\d+$/.test(generation)) return null
			return telegramStartToken(secret, userId, Number(generation))
		}
	}
}

function marker(secret: string, kind: MailSecretKind, payload: string, to: string): string {
	return `mailsecret_${kind}_${payload}_${sealOf(secret, kind, payload, to)}`
}

/** A secret for one mail: its value, to hash and store or check, and the marker the mail holds in its place. */
export type MailSecret = { value: string; markerFor: (to: string) => string }

function fresh(secret: string, kind: 'token' | 'code'): MailSecret {
	const payload = crypto.randomBytes(16).toString('hex')
	return { value: derive(secret, kind, payload)!, markerFor: (to) => marker(secret, kind, payload, to) }
}

/** A new link token (43 characters of base64url, 256 bits). */
export const mailToken = (secret: string): MailSecret => fresh(secret, 'token')

/** A new 6-digit code. */
export const mailCode = (secret: string): MailSecret => fresh(secret, 'code')

/** The Telegram start token of `userId` at link generation `generation` (core/telegram/links.ts), which is derived already. */
export function mailStartToken(secret: string, userId: string, generation: number): MailSecret {
	const payload = `${userId}.${generation}`
	return { value: derive(secret, 'start', payload)!, markerFor: (to) => marker(secret, 'start', payload, to) }
}

type Mail = { to: string; subject: string; text: string; html?: string | null }

/**
 * The mail as it is sent: every marker replaced by its secret. `unsealed` counts markers that do
 * not verify for this recipient and server secret (made under another SESSION_SECRET, or copied
 * from another mail); they are left as they are, and the sender refuses such a mail rather than
 * deliver a link that cannot work.
 */
export function revealMail<M extends Mail>(secret: string, mail: M): { mail: M; unsealed: number } {
	let unsealed = 0
	const reveal = (text: string) =>
		text.replace(markerPattern, (whole, kind: MailSecretKind, payload: string, seal: string) => {
			const expected = Buffer.from(sealOf(secret, kind, payload, mail.to))
			const value = crypto.timingSafeEqual(expected, Buffer.from(seal)) ? derive(secret, kind, payload) : null
			if (value === null) unsealed += 1
			return value ?? whole
		})
	const revealed = { ...mail, subject: reveal(mail.subject), text: reveal(mail.text), ...(mail.html ? { html: reveal(mail.html) } : {}) }
	return { mail: revealed, unsealed }
}
