import { inviteFromWaitlist } from '#core/models/waitlist.ts'
import { type JobHandler } from './types.ts'

/** When slots are free, the oldest waitlist entries get their invitation (mail.deliver sends it). */
export const inviteWaitlist: JobHandler<'waitlist.invite'> = async (context) => {
	const invited = await inviteFromWaitlist(context.db, context.config)
	if (invited.length > 0) context.log.info(`invited ${invited.length} waitlist entries`)
}
