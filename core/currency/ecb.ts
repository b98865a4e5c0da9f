import { z } from 'zod'
import { type Rates } from './rates.ts'

/**
 * The ECB's daily reference rates file (eurofxref-daily.xml):
 *
 *   <Cube><Cube time='2025-10-21'><Cube currency='USD' rate='1.1607'/>…</Cube></Cube>
 *
 * Read with a small scan rather than an XML library: the format is three nested elements, stable
 * for two decades, and a dependency for it would be the larger risk. What the scan finds is checked
 * with zod, so a changed or truncated file is refused instead of storing nonsense rates.
 */

export type EcbParseResult = { ok: true; rates: Rates } | { ok: false; error: string }

const isoDate = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'the date is not YYYY-MM-DD')
	.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'the date does not exist')

const rateSchema = z.object({
	currency: z.string().regex(/^[A-Z]{3}$/, 'a currency is not a 3-letter code'),
	rate: z
		.string()
		.regex(/^\d+(\.\d+)?$/, 'a rate is not a decimal number')
		.transform(Number)
		.pipe(z.number().finite().positive('a rate is not positive')),
})

const dailySchema = z.object({
	date: isoDate,
	rates: z
		.array(rateSchema)
		.min(1, 'no rates')
		.refine((rates) => new Set(rates.map((rate) => rate.currency)).size === rates.length, 'a currency appears twice'),
})

/** The attributes of one tag's inside (`time='…'`, `currency="…"`), in either quote style. */
function attributes(tag: string): Record<string, string> {
	const found: Record<string, string> = {}
	for (const match of tag.matchAll(/([\w:-]+)\s*=\s*(?:'([^']*)'|"([^"]*)")/g)) found[match[1]!] = (match[2] ?? match[3]!).trim()
	return found
}

/**
 * The rates of the file's first day (the daily file has one; a history file lists the newest
 * first). Every `<Cube …>` after the dated one, up to its closing tag, must carry a currency and
 * a rate.
 */
export function parseEcbDaily(xml: string): EcbParseResult {
	const day = /<Cube\b([^>]*\btime\s*=[^>]*)>/.exec(xml)
	if (!day) return { ok: false, error: "no <Cube time='…'> element: not the ECB's daily reference rates" }
	const date = attributes(day[1]!).time ?? ''
	const start = day.index + day[0].length
	const end = xml.indexOf('</Cube>', start)
	if (end < 0) return { ok: false, error: 'the dated <Cube> element is never closed: the file is truncated' }
	const rates: Array<{ currency: string; rate: string }> = []
	for (const cube of xml.slice(start, end).matchAll(/<Cube\b([^>]*?)\/?>/g)) {
		const { currency, rate } = attributes(cube[1]!)
		if (currency === undefined || rate === undefined) return { ok: false, error: `a <Cube> of ${date} has no currency or no rate: ${cube[0].slice(0, 80)}` }
		// The euro has no rate per euro; a source that lists it anyway says nothing wrong.
		if (currency === 'EUR') continue
		rates.push({ currency, rate })
	}
	const parsed = dailySchema.safeParse({ date, rates })
	if (!parsed.success) {
		const problems = parsed.error.issues.map((issue) => {
			const index = issue.path[0] === 'rates' ? issue.path[1] : undefined
			const where = typeof index === 'number' ? `${rates[index]?.currency ?? '?'} ${rates[index]?.rate ?? ''}: ` : ''
			return `${where}${issue.message}`
		})
		return { ok: false, error: `the ECB rates of '${date}' are invalid: ${problems.join('; ')}` }
	}
	return { ok: true, rates: { date: parsed.data.date, perEur: new Map(parsed.data.rates.map((rate) => [rate.currency, rate.rate])) } }
}
