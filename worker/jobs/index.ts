import { type JobName } from '#core/jobs/contracts.ts'
import { sweepBilling } from './billing-sweep.ts'
import { crawlFeedJob, dispatchChecks, sweepFeedsJob } from './checks.ts'
import { deliverFeedJob } from './feeds-deliver.ts'
import { heartbeat } from './heartbeat.ts'
import { deliverMail } from './mail-deliver.ts'
import { queueDigestsJob } from './notifications-digest.ts'
import { sendNotifications } from './notifications-send.ts'
import { refreshRatesJob } from './rates-refresh.ts'
import { sweepSessions } from './sessions-sweep.ts'
import { applyStripeEventJob } from './stripe-apply-event.ts'
import { redrawKeyboardJob } from './telegram-keyboard.ts'
import { pollTelegram } from './telegram-poll.ts'
import { type JobHandler } from './types.ts'
import { inviteWaitlist } from './waitlist-invite.ts'

/** The static list of jobs this worker runs (no folder scanning: bundlers and types see it). */
export const jobHandlers: { [Name in JobName]: JobHandler<Name> } = {
	'worker.heartbeat': heartbeat,
	'sessions.sweep': sweepSessions,
	'mail.deliver': deliverMail,
	'waitlist.invite': inviteWaitlist,
	'checks.dispatch': dispatchChecks,
	'feeds.crawl': crawlFeedJob,
	'feeds.crawl.browser': crawlFeedJob,
	'feeds.deliver': deliverFeedJob,
	'feeds.sweep': sweepFeedsJob,
	'rates.refresh': refreshRatesJob,
	'notifications.send': sendNotifications,
	'notifications.digest': queueDigestsJob,
	'telegram.poll': pollTelegram,
	'telegram.keyboard': redrawKeyboardJob,
	'stripe.apply-event': applyStripeEventJob,
	'billing.sweep': sweepBilling,
}
