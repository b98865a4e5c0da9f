import { type RateAction, rateLimits } from '#core/limits.ts'

/**
 * The limits count in fixed windows of an hour, so a test that crosses a window's end sees its
 * count start over (the CI once did, at 03:00). A test that counts up to a limit starts at least
 * a minute before the end of its window, waiting for the next one if need be.
 */
export async function clearOfWindowEnd(action: RateAction) {
	const { windowMs } = rateLimits[action]
	const left = windowMs - (Date.now() % windowMs)
	if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
}

/**
 * The Retry-After a refusal may carry when the server decided between `sent` and `answered`
 * (epoch ms): the rest of the window, in whole seconds rounded up, as counted at some moment in
 * between. A test cannot know the server's moment, so it checks the bracket.
 */
export function retryAfterBetween(action: RateAction, sent: number, answered: number): { min: number; max: number } {
	const { windowMs } = rateLimits[action]
	const end = (Math.floor(sent / windowMs) + 1) * windowMs
	return { min: Math.ceil((end - answered) / 1000), max: Math.ceil((end - sent) / 1000) }
}
