import { type ListingFacts } from './base.ts'

/**
 * Each car once, at its last place on the page: a site that shows a paid placement above the
 * results and again at its own place in the newest-first list (mobile.bg's TOP and VIP cards) shows
 * one car, not two, and its place in the list is where its age puts it.
 */
export function oncePerListing(listings: readonly ListingFacts[]): ListingFacts[] {
	const byId = new Map<string, ListingFacts>()
	for (const listing of listings) {
		byId.delete(listing.listingId)
		byId.set(listing.listingId, listing)
	}
	return [...byId.values()]
}
