import { expect, test } from 'vitest'
import { memoryResult } from '../scenarios/index.ts'
import { runTelegram, telegramSizes } from '../scenarios/telegram.ts'
import { expectWellFormed, smokeEnv } from './well-formed.ts'

test('7 and 9: a real worker drains the outbox within the Bot API limits', async () => {
	const { result, memory } = await runTelegram(smokeEnv, telegramSizes.smoke)
	expectWellFormed(result, 7)
	expect(result.raw.sentInWindow).toBe(telegramSizes.smoke.chats * telegramSizes.smoke.perChat)
	expect(result.raw.rejected429).toBe(0)
	expect(memory.peak).toBeGreaterThanOrEqual(memory.idle!)
	expect(memory.idle).toBeGreaterThan(0)
	expectWellFormed(memoryResult({ idle: 1, peak: 2 }, memory), 9)
}, 240_000)
