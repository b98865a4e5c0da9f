import { siteLabel } from './sites.ts'

/**
 * Lists as a reader of the page's language looks for things in them: Intl.Collator, accents and
 * case ignored at the first level ("Abarth" before "ARO", "Škoda" among the S), numbers by value
 * ("2" before "10"). Every list shown to a user is sorted through here. Client-safe.
 */

const collators = new Map<string, Intl.Collator>()

export function collatorFor(language: string): Intl.Collator {
	let collator = collators.get(language)
	if (!collator) {
		collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true })
		collators.set(language, collator)
	}
	return collator
}

/** A copy of `items` in the language's order of their labels; `first` (a catch-all such as "All models") leads. */
export function sortByLabel<T>(items: readonly T[], label: (item: T) => string, language: string, first?: (item: T) => boolean): T[] {
	const collator = collatorFor(language)
	const rank = (item: T) => (first?.(item) ? 0 : 1)
	return [...items].sort((a, b) => rank(a) - rank(b) || collator.compare(label(a), label(b)))
}

/** Sites by their names with their countries in the language (siteLabel); the demo market, which is no marketplace, comes last. */
export function sortSites<T>(items: readonly T[], idOf: (item: T) => string, language: string): T[] {
	const collator = collatorFor(language)
	const rank = (item: T) => (idOf(item) === 'demo' ? 1 : 0)
	return [...items].sort((a, b) => rank(a) - rank(b) || collator.compare(siteLabel(idOf(a), language), siteLabel(idOf(b), language)))
}

export const sortSiteIds = <T extends string>(ids: readonly T[], language: string): T[] => sortSites(ids, (id) => id, language)
