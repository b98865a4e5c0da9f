/**
 * How many items of `sorted` (ascending by `key`) have a key at most `value`: the index of the
 * first one above it. A binary search, for lists read in order many times (a feed's events by
 * sequence, the bench's cars by the moment they were listed).
 */
export function countAtMost<T>(sorted: readonly T[], value: number, key: (item: T) => number): number {
	let low = 0
	let high = sorted.length
	while (low < high) {
		const middle = (low + high) >> 1
		if (key(sorted[middle]!) <= value) low = middle + 1
		else high = middle
	}
	return low
}
