import { expect, test } from 'vitest'
import { type Alert } from '../models/alerts.ts'
import { planDelivery } from './plan.ts'
import { alertRow, car, event, messagesOf, named, reader, state } from '#tests/support/delivery-plan.ts'

/**
 * The gearbox in the delivery's plan (docs/decisions/060-adding-a-criterion.md): a stored listing's
 * gearbox reaches matching, so an automatic car is planned for an alert on automatics and not for
 * one on manuals; a car whose listing does not state it goes to both, as for the fuel.
 */

test('an automatic car is planned for the alert on automatics, a manual one for the alert on manuals, an unstated one for both', () => {
	const listings = [car('auto', { gearbox: 'automatic' }), car('stick', { gearbox: 'manual' }), car('unsaid', { gearbox: null })]
	const automatic = alertRow({ gearbox: 'automatic' })
	const manual = alertRow({ gearbox: 'manual' })
	const any = alertRow({ gearbox: 'any' })
	const plan = planDelivery(
		listings.map((listing, i) => event(i + 1, listing)),
		[reader(automatic), reader(manual), reader(any)],
		state({ upTo: 3, modelNames: named(automatic, manual, any) }),
	)
	const planned = (entry: Alert) => messagesOf(plan, entry).map((message) => message.event.listing.listingId)
	expect(planned(automatic)).toEqual(['auto', 'unsaid'])
	expect(planned(manual)).toEqual(['stick', 'unsaid'])
	expect(planned(any)).toEqual(['auto', 'stick', 'unsaid'])
})
