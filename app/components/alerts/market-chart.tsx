import { type TFunction } from 'i18next'
import { formatEuros } from '#core/money.ts'
import { numberFormat } from '#core/intl.ts'
import { type MarketChart as MarketChartData } from '#core/models/market-chart.ts'
import ui from '#app/components/ui/ui.module.css'
import classes from './market-chart.module.css'

/**
 * A card's market chart: the counts and medians, and its first and last day as the loader wrote
 * them (format.ts); `sinceText` when the count started after the first day shown. Short dates for
 * the axis and legend, long ones (`long`) inside sentences, where an abbreviation's period would
 * meet the sentence's ("nov..").
 */
export type DashboardMarket = MarketChartData & {
	fromText: string
	toText: string
	sinceText: string | null
	long: { from: string; to: string; since: string | null }
}

/** The drawing's own units: ten per day, bars up to `barTop`, the price line between `lineTop` and `lineBottom`. */
const dayWidth = 10
const height = 60
const barTop = 6
const lineTop = 8
const lineBottom = 40

const fixed = (value: number) => Number(value.toFixed(2))

/** The median line's path, broken at days without a price, and a dot per day that has one. */
function pricePaths(medians: Array<number | null>, low: number, high: number) {
	const span = high - low
	const y = (value: number) => fixed(span === 0 ? (lineTop + lineBottom) / 2 : lineBottom - ((value - low) / span) * (lineBottom - lineTop))
	let line = ''
	let dots = ''
	let previous: number | null = null
	medians.forEach((value, day) => {
		if (value === null) {
			previous = null
			return
		}
		const x = day * dayWidth + dayWidth / 2
		line += `${previous === null ? 'M' : 'L'}${x} ${y(value)}`
		// A zero-length segment with round caps: a dot that stays round however the drawing is stretched.
		dots += `M${x} ${y(value)}h0`
		previous = value
	})
	return { line, dots }
}

/**
 * The market the alert watches over the last 30 days (core/models/market-chart.ts): a bar per day
 * for the new cars it matched, a line for their median price. Before its first count, a line of
 * text; since a restart (its criteria edited) the legend says from when. Plain SVG rendered on the server, drawn
 * in the text's and Mantine's colours so both schemes apply, stretched to the card's width (its
 * strokes and dots keep their size). Screen readers get the summary as its name and the scales
 * as its description; the visible legend repeats them and is hidden from them
 * (docs/decisions/038-market-chart.md).
 */
export function MarketChart({ id, market, locale, t }: { id: string; market: DashboardMarket; locale: string; t: TFunction }) {
	const number = (value: number) => numberFormat(locale).format(value)
	const euros = (value: number) => formatEuros(value, locale)
	if (market.since === null || market.total === 0) {
		return (
			<div className={classes.market} data-testid="alert-market">
				<p className={classes.title}>{t('alerts.chart.title')}</p>
				<p className={`${ui.text} ${ui.sm} ${ui.dimmed}`} data-testid="alert-market-empty">
					{market.since === null
						? t('alerts.chart.notYet')
						: market.sinceText === null
							? t('alerts.chart.empty')
							: t('alerts.chart.emptySince', { date: market.long.since })}
				</p>
			</div>
		)
	}
	const max = Math.max(...market.counts)
	const prices = market.medians.filter((value): value is number => value !== null)
	const low = prices.length > 0 ? Math.min(...prices) : null
	const high = prices.length > 0 ? Math.max(...prices) : null
	const summary =
		market.median === null
			? t('alerts.chart.summaryNoPrice', { count: market.total })
			: t('alerts.chart.summary', { count: market.total, price: euros(market.median) })
	const period = { from: market.long.from, to: market.long.to, max: number(max) }
	const scales =
		low === null || high === null
			? t('alerts.chart.descriptionNoPrice', period)
			: t('alerts.chart.description', { ...period, low: euros(low), high: euros(high) })
	const description = market.long.since === null ? scales : `${scales} ${t('alerts.chart.sinceSentence', { date: market.long.since })}`
	const paths = low === null || high === null ? null : pricePaths(market.medians, low, high)
	const titleId = `market-${id}-title`
	const descriptionId = `market-${id}-description`
	return (
		<div className={classes.market} data-testid="alert-market">
			<p className={classes.title} aria-hidden="true">
				{t('alerts.chart.title')}
			</p>
			<svg
				className={classes.chart}
				viewBox={`0 0 ${market.counts.length * dayWidth} ${height}`}
				preserveAspectRatio="none"
				role="img"
				aria-labelledby={titleId}
				aria-describedby={descriptionId}
				data-testid="alert-market-chart"
			>
				<title id={titleId}>{summary}</title>
				<desc id={descriptionId}>{description}</desc>
				<path
					className={classes.bars}
					d={market.counts
						.map((count, day) => {
							if (count === 0) return ''
							const top = fixed(height - (count / max) * (height - barTop))
							return `M${day * dayWidth + 1} ${height}V${top}h${dayWidth - 2}V${height}z`
						})
						.join('')}
				/>
				<line className={classes.baseline} x1={0} x2={market.counts.length * dayWidth} y1={height} y2={height} vectorEffect="non-scaling-stroke" />
				{paths ? (
					<>
						<path className={classes.halo} d={paths.line} vectorEffect="non-scaling-stroke" />
						<path className={classes.line} d={paths.line} vectorEffect="non-scaling-stroke" />
						<path className={classes.dots} d={paths.dots} vectorEffect="non-scaling-stroke" />
					</>
				) : null}
			</svg>
			<div className={classes.axis} aria-hidden="true">
				<span>{market.fromText}</span>
				<span>{t('alerts.chart.today')}</span>
			</div>
			<p className={classes.legend} aria-hidden="true">
				<span className={classes.legendItem}>
					<span className={classes.barKey} />
					{t('alerts.chart.cars', { max: number(max) })}
				</span>
				{low !== null && high !== null ? (
					<span className={classes.legendItem}>
						<span className={classes.lineKey} />
						{t('alerts.chart.prices', { low: euros(low), high: euros(high) })}
					</span>
				) : null}
				{market.sinceText === null ? null : <span data-testid="alert-market-since">{t('alerts.chart.since', { date: market.sinceText })}</span>}
			</p>
		</div>
	)
}
