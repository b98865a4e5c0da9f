import { deliverPendingMail } from '#core/mail/outbox.ts'
import { type JobHandler } from './types.ts'

export const deliverMail: JobHandler<'mail.deliver'> = async (context) => {
	const sent = await deliverPendingMail(context.db, context.config)
	if (sent > 0) context.log.info(`delivered ${sent} pending e-mails`)
}
