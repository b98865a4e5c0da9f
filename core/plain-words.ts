/**
 * Text as matching compares it: the title's keywords, the model names, the same car on two sites.
 * Its own module so that the alert schema (which checks keywords the way matching reads them)
 * and matching (which reads the alert's filters) do not import each other.
 */

/** Letters that do not decompose into a base letter and a mark, spelled out as their languages do. */
export const spelledOut: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' }

/** Lower case, accents dropped, words of letters and digits: "Škoda Octavia RS" → "skoda octavia rs". */
export function plainWords(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[ßæœøłđþ]/g, (letter) => spelledOut[letter]!)
		.replace(/[^a-z0-9]+/g, ' ')
		.trim()
}

/** Plain text between two spaces, so that a plain `includes` finds a phrase as whole words only. */
export const spaced = (plain: string) => ` ${plain} `

/**
 * Whether `phrase` occurs in `text` as whole consecutive words, both already `plainWords`: "bi
 * xenon" is in "led bi xenon", "xenon" is not in "xenonlicht". An empty phrase is in nothing.
 */
export function containsPhrase(text: string, phrase: string): boolean {
	return phrase !== '' && spaced(text).includes(spaced(phrase))
}
