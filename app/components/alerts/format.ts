import { dateTimeFormat } from '#core/intl.ts'

/**
 * Dates of alerts as the loaders render them. Formatted on the server only (and sent as text),
 * so the browser hydrates exactly the same words; days in UTC. Times of checks are on the buyer's
 * clock, with its zone named (core/check-times.ts).
 */
export function formatDay(iso: string, locale: string): string {
	return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}

/** A day without its year, for a chart's axis: "Mar 1", "1. März". */
export function formatShortDay(iso: string, locale: string): string {
	return dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(iso))
}

/** Mantine colours an Alert's title in its own colour, below AA contrast on the tinted background: titles take the text colour. */
export const readableAlertTitle = { title: { color: 'var(--mantine-color-text)' } } as const
