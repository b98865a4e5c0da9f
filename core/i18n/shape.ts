/**
 * The shape of a translation: the same keys (and list lengths, checked by a test) as English,
 * any strings. TypeScript refuses a language file that misses or adds a key.
 */
export type Shape<T> = T extends string
	? string
	: T extends readonly (infer Item)[]
		? Shape<Item>[]
		: { [K in keyof T]: Shape<T[K]> }
