import { type AppLoadContext } from '@remix-run/node'
import { holdsCapacitySlot } from '#core/models/alerts.ts'
import { getUser } from './auth.server.ts'

/**
 * Whether the visitor is signed in, and a subscriber (or holding a place): a subscriber may always
 * add alerts, so a full service must not send them to the waitlist (docs/product/decisions.md,
 * Capacity). Anonymous visitors cost no query, so the page cache's pages stay as they are.
 */
export async function visitorPlace(request: Request, context: AppLoadContext): Promise<{ signedIn: boolean; holdsPlace: boolean }> {
	const user = await getUser(request, context)
	return { signedIn: user !== null, holdsPlace: user ? await holdsCapacitySlot(context.db, user.id) : false }
}
