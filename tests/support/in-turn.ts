import { beforeEach, test as vitestTest, type TestContext } from 'vitest'

/**
 * Tests of one file that share state (tables emptied in a `beforeEach`, module variables, a local
 * server) take turns. Vitest fails a test that outlives its timeout but cannot stop its body: the
 * body goes on crawling and writing while the next test empties the tables and starts its own,
 * and the next tests fail on what it left (docs/decisions/048-tests-take-turns.md). Here:
 *
 * - every body is tracked, and the next test's first `beforeEach` waits until the previous body
 *   has ended (for at most `graceMs` after it was cancelled: a body stuck for good writes nothing);
 * - a test that times out is cancelled: `checkpoint()`, called by the file's helpers at each step
 *   (a crawl, a delivery, a seeded row), throws once its test's signal is aborted, so the body
 *   stops at its next step instead of running to its end.
 *
 * Call it once at the top of the file, before the file's own `beforeEach`, and use its `test`.
 */
export function testsInTurn(options: { graceMs?: number } = {}) {
	const graceMs = options.graceMs ?? 20_000
	let running: Promise<void> = Promise.resolve()
	let signal: AbortSignal | undefined

	beforeEach(async (context) => {
		await settledWithin(running, graceMs)
		signal = context.signal
	})

	function inTurn<A extends unknown[]>(body: (...args: A) => unknown) {
		return async (...args: A) => {
			const run = Promise.resolve().then(() => body(...args))
			running = run.then(
				() => undefined,
				() => undefined,
			)
			await run
		}
	}

	type Cases<T> = T extends readonly unknown[] ? [...T] : [T]
	const test = Object.assign(
		(name: string, body: (context: TestContext) => unknown, timeout?: number) => vitestTest(name, inTurn(body), timeout),
		{
			each:
				<T>(cases: readonly T[]) =>
				(name: string, body: (...args: Cases<T>) => unknown, timeout?: number) =>
					vitestTest.each(cases)(name, inTurn(body as (...args: unknown[]) => unknown) as never, timeout),
		},
	)

	return {
		test,
		/** Throws when the running test was cancelled (it timed out): its body stops at this step. */
		checkpoint() {
			signal?.throwIfAborted()
		},
	}
}

async function settledWithin(work: Promise<void>, ms: number) {
	let timer: NodeJS.Timeout | undefined
	await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))])
	clearTimeout(timer)
}
