import { expect, test } from 'vitest'
import { jobContracts, recurringJobs } from '#core/jobs/contracts.ts'
import { jobHandlers } from './index.ts'
import { sweepBilling } from './billing-sweep.ts'
import { applyStripeEventJob } from './stripe-apply-event.ts'

test('the billing sweep runs every minute on every worker; stripe.apply-event is enqueued per event', () => {
	expect(recurringJobs).toContainEqual({ name: 'billing.sweep', interval: '1 minute' })
	expect(recurringJobs.map((job) => job.name)).not.toContain('stripe.apply-event')
	expect(jobHandlers['billing.sweep']).toBe(sweepBilling)
	expect(jobHandlers['stripe.apply-event']).toBe(applyStripeEventJob)
})

test('a stripe.apply-event payload names one Stripe event id and nothing else', () => {
	expect(jobContracts['stripe.apply-event'].parse({ eventId: 'evt_1Nabc' })).toEqual({ eventId: 'evt_1Nabc' })
	for (const payload of [{}, { eventId: '' }, { eventId: 'cus_123' }, { eventId: 'evt_1; drop table' }, { eventId: 'evt_1', extra: 1 }]) {
		expect(jobContracts['stripe.apply-event'].safeParse(payload).success, JSON.stringify(payload)).toBe(false)
	}
	expect(jobContracts['billing.sweep'].safeParse({ anything: true }).success).toBe(false)
})
