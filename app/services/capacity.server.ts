import { type AppLoadContext } from '@remix-run/node'
import { holdsCapacitySlot } from '#core/models/alerts.ts'
import { getUser } from './auth.server.ts'

/**
 * Whether the visitor is a subscriber (or holds a place): they may always add alerts, so a full
 * service must not send them to the waitlist (docs/product/decisions.md, Capacity). Anonymous
 * visitors cost no query, so the page cache's pages stay as they are.
 */
export async function visitorHoldsPlace(request: Request, context: AppLoadContext): Promise<boolean> {
	const user = await getUser(request, context)
	return user ? holdsCapacitySlot(context.db, user.id) : false
}
