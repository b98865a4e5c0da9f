import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { freePort } from '#scripts/lib/embedded-postgres.ts'

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string | false }

/**
 * A real SMTP peer on loopback (npm `smtp-server`): the app's nodemailer delivers to it over
 * SMTP and tests read what arrived. `SMTP_URL` for the app is `url`.
 */
export async function startSmtpServer() {
	const received: ReceivedMail[] = []
	const waiters: Array<() => void> = []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		onData(stream, _session, callback) {
			simpleParser(stream)
				.then((mail) => {
					const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((address) =>
						address.value.map((entry) => entry.address ?? ''),
					)
					received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html })
					waiters.splice(0).forEach((wake) => wake())
					callback()
				})
				.catch(callback)
		},
	})
	const port = await freePort()
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
	return {
		url: `smtp://127.0.0.1:${port}`,
		received,
		/** The next mail to `address` (waits up to 10 s for it). */
		async waitForMail(address: string, after = 0): Promise<ReceivedMail> {
			const deadline = Date.now() + 10_000
			while (Date.now() < deadline) {
				const found = received.slice(after).find((mail) => mail.to.includes(address.toLowerCase()))
				if (found) return found
				await new Promise<void>((resolve) => {
					waiters.push(resolve)
					setTimeout(resolve, 250)
				})
			}
			throw new Error(`no mail to ${address} arrived within 10 s`)
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
