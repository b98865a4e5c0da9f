import { type Language } from '#core/enums.ts'
import { textsOf } from '#core/i18n/texts.ts'
import { numberFormat } from '#core/intl.ts'
import { type AlertCar } from '#core/models/alert-cars.ts'
import { formatAmount } from '#core/money.ts'
import { httpUrl } from '#core/telegram/messages.ts'
import { storedSiteLabel } from '#core/sites.ts'
import { vocabulary } from '#core/vocabulary.ts'

/**
 * A car of the cars page as the page shows it, every text made here in the reader's language
 * (docs/decisions/052): the verdict and the earlier price in the words the Telegram messages use
 * (the `telegram` namespace stays on the server), so the page and the message say the same.
 */
export type CarView = {
	id: string
	title: string
	/** The listing on its site, when it is an http(s) link. */
	url: string | null
	photoUrl: string | null
	price: string
	/** A price drop: the price before, struck through. */
	was: string | null
	market: string[]
	details: string
	location: string | null
	site: string
}


export function carView(car: AlertCar, language: Language): CarView {
	const { listing } = car
	const t = textsOf(language, 'telegram')
	const money = (amount: number) => formatAmount(amount, listing.currency, language)
	const inEuros = listing.priceEur != null && listing.currency !== null && listing.currency.trim().toUpperCase() !== 'EUR' ? ` ≈ ${formatAmount(listing.priceEur, 'EUR', language)}` : ''
	const previous = car.kind === 'price_drop' ? listing.previousPrice : null
	const market: string[] = []
	if (listing.verdict) {
		const amount = formatAmount(listing.verdict.amountEur, 'EUR', language)
		const key = listing.verdict.kind === 'below' ? 'verdictBelow' : listing.verdict.kind === 'above' ? 'verdictAbove' : 'verdictAbout'
		market.push(t(key, { amount, count: numberFormat(language).format(listing.verdict.compared) }))
	}
	return {
		id: car.id,
		title: listing.title,
		url: httpUrl(listing.url),
		photoUrl: httpUrl(listing.imageUrl),
		price: listing.price === null ? t('priceOnRequest') : `${money(listing.price)}${inEuros}`,
		was: previous != null && listing.price !== null && previous > listing.price ? money(previous) : null,
		market,
		details: [
			listing.year !== null ? String(listing.year) : null,
			listing.km !== null ? `${numberFormat(language).format(listing.km)} km` : null,
			listing.fuel ? vocabulary[language].fuels[listing.fuel] : null,
		]
			.filter((part): part is string => part !== null)
			.join(' · '),
		location: listing.location,
		// The listing's site with its country (docs/decisions/072).
		site: storedSiteLabel(listing.siteName, language, listing.ref?.siteId),
	}
}
