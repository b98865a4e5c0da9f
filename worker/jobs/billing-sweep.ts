import { billingOf } from '#core/billing/billing.ts'
import { billingSweep } from '#core/billing/sweep.ts'
import { type JobHandler } from './types.ts'

/** Expired reservations, demo renewals, stuck events and reconciliation with Stripe (core/billing/sweep.ts). */
export const sweepBilling: JobHandler<'billing.sweep'> = async (context) => {
	const report = await billingSweep(billingOf(context.db, context.config), { log: context.log })
	if (report.expired > 0 || report.renewed > 0 || report.replayed > 0) {
		context.log.info('billing sweep', { ...report })
	}
}
