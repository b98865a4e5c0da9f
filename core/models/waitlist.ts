import { type Database } from '../db/client.ts'
import { waitlistEntries } from '../db/schema.ts'
import { type Language } from '../enums.ts'
import { type WaitlistInput } from '../schemas/waitlist.ts'

/**
 * Adds a visitor to the waitlist. Joining twice with one e-mail keeps the first entry (and its
 * place in line) and answers the same way, so the form never reveals who is already listed.
 */
export async function joinWaitlist(db: Database, input: WaitlistInput & { language: Language }) {
	await db.insert(waitlistEntries).values(input).onConflictDoNothing({ target: waitlistEntries.email })
}
