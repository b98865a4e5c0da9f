import { type Config } from '#core/config.ts'
import { parseEcbDaily } from '#core/currency/ecb.ts'
import { type Database } from '#core/db/client.ts'
import { saveRates } from '#core/models/exchange-rates.ts'
import { userAgentFor } from './fetch-page.ts'

/**
 * Fetches the ECB's daily reference rates and stores them (docs/decisions/009). Whatever goes
 * wrong (no answer, an error page, a file that does not parse, the database) is returned as a
 * reason and nothing is written: the rates already stored, or the built-in snapshot, keep
 * converting prices, which a day or a week later is still far closer than no conversion at all.
 */

export type RatesRefreshOptions = {
	url: string
	userAgent: string
	timeoutMs: number
	/** The daily file is about 2 KB; anything much larger is not it. */
	maxBytes: number
}

export type RatesRefreshOutcome = { kind: 'saved'; date: string; currencies: number } | { kind: 'failed'; reason: string }

export function ratesRefreshOptions(config: Config): RatesRefreshOptions {
	return { url: config.EXCHANGE_RATES_URL, userAgent: userAgentFor(config), timeoutMs: 20_000, maxBytes: 256 * 1024 }
}

class RefreshError extends Error {}

/** The body as text, refused once it passes `maxBytes` (read as it arrives, not after). */
async function fetchText(options: RatesRefreshOptions): Promise<string> {
	let response: Response
	const signal = AbortSignal.timeout(options.timeoutMs)
	try {
		response = await fetch(options.url, { signal, headers: { 'user-agent': options.userAgent, accept: 'application/xml, text/xml;q=0.9, */*;q=0.1' } })
	} catch (error) {
		throw new RefreshError(signal.aborted ? `no answer within ${options.timeoutMs} ms` : `the request failed: ${error instanceof Error ? error.message : String(error)}`)
	}
	const tooLarge = `the answer is larger than ${options.maxBytes} bytes`
	if (!response.ok) {
		await response.body?.cancel().catch(() => {})
		throw new RefreshError(`HTTP ${response.status}`)
	}
	const length = Number(response.headers.get('content-length'))
	if (Number.isFinite(length) && length > options.maxBytes) {
		await response.body?.cancel().catch(() => {})
		throw new RefreshError(tooLarge)
	}
	if (!response.body) return ''
	const reader = response.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	try {
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			size += value.byteLength
			if (size > options.maxBytes) {
				await reader.cancel().catch(() => {})
				throw new RefreshError(tooLarge)
			}
			chunks.push(value)
		}
	} catch (error) {
		if (error instanceof RefreshError) throw error
		throw new RefreshError(signal.aborted ? `the answer did not arrive within ${options.timeoutMs} ms` : `reading the answer failed: ${error instanceof Error ? error.message : String(error)}`)
	}
	const bytes = new Uint8Array(size)
	let offset = 0
	for (const chunk of chunks) {
		bytes.set(chunk, offset)
		offset += chunk.byteLength
	}
	return new TextDecoder('utf-8').decode(bytes)
}

export async function refreshRates(db: Database, options: RatesRefreshOptions): Promise<RatesRefreshOutcome> {
	let xml: string
	try {
		xml = await fetchText(options)
	} catch (error) {
		return { kind: 'failed', reason: error instanceof RefreshError ? error.message : String(error) }
	}
	const parsed = parseEcbDaily(xml)
	if (!parsed.ok) return { kind: 'failed', reason: parsed.error }
	try {
		await saveRates(db, parsed.rates)
	} catch (error) {
		return { kind: 'failed', reason: `storing the rates failed: ${error instanceof Error ? error.message : String(error)}` }
	}
	return { kind: 'saved', date: parsed.rates.date, currencies: parsed.rates.perEur.size }
}
