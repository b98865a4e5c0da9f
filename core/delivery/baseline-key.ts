import { plainWords } from '../matching.ts'
import { type Alert } from '../models/alerts.ts'
import { type SiteId } from '../sites.ts'

/**
 * What a baseline was taken for: the criteria the alert matches on this site. Any edit of them
 * takes a new baseline; a widened filter would otherwise send every car already listed as new.
 * (The criteria module takes this over: docs/decisions/060.)
 */
export function baselineKey(alert: Alert, siteId: SiteId) {
	const criteria = [
		alert.brand,
		alert.model,
		alert.fuelType,
		alert.priceMin,
		alert.priceMax,
		alert.yearMin,
		alert.yearMax,
		alert.mileageMax,
		siteId === 'facebook' ? alert.facebookMarketplaceUrl : null,
		// Added after the others, and only when chosen: the keys of alerts without it stay as they
		// were, so the criterion's arrival took no new baseline (and sent no second "live" notice).
		...(alert.sellerType === 'any' ? [] : [alert.sellerType]),
		// Likewise the title's keywords, as matching compares them ("Xenon" and "xenon" are one
		// filter); the marks keep them apart from the seller and from each other.
		...keywordsKey('+', alert.keywordsRequired),
		...keywordsKey('-', alert.keywordsExcluded),
	]
	return criteria.map((value) => value ?? '').join(',')
}

const keywordsKey = (mark: string, words: readonly string[]) => (words.length === 0 ? [] : [mark + words.map(plainWords).join('|')])

/**
 * The criteria an alert's market rollup counts under (docs/decisions/038-market-chart.md): what it
 * matches, not where it looks (its sites and Facebook search change what is counted from then on).
 * A change takes a new baseline on every site, and the first of those restarts the count.
 */
export const marketKey = (alert: Alert) => baselineKey({ ...alert, facebookMarketplaceUrl: null }, 'facebook')
