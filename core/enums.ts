/**
 * The closed sets of values the product knows. The database's check constraints,
 * the zod schemas and the UI all read them from here (docs/product/decisions.md, "one place for each fact").
 */

import { choiceValues, statedValues } from './criteria-choices.ts'

export const updateFrequencies = ['hourly', '30min', '15min', '5min', '1min'] as const
export type UpdateFrequency = (typeof updateFrequencies)[number]

export const frequencyMinutes: Record<UpdateFrequency, number> = {
	hourly: 60,
	'30min': 30,
	'15min': 15,
	'5min': 5,
	'1min': 1,
}

/**
 * The criteria's closed choices: their values and words are declared in core/criteria-choices.ts
 * (docs/decisions/060-adding-a-criterion.md); these are the names callers read them by.
 */
export const fuelTypes = choiceValues('fuels')
export type FuelType = (typeof fuelTypes)[number]

/** Who sells the car, as an alert asks for it; a listing says 'dealer', 'private' or nothing. */
export const sellerTypes = choiceValues('sellers')
export type SellerType = (typeof sellerTypes)[number]
/** What a listing says of its seller, when it says. */
export const listingSellers = statedValues('sellers')
export type ListingSeller = (typeof listingSellers)[number]

/** The gearbox a listing states, when it states one. */
export const gearboxes = statedValues('gearboxes')
export type Gearbox = (typeof gearboxes)[number]
/** The gearbox an alert asks for: 'any' takes every car. */
export const gearboxChoices = choiceValues('gearboxes')
export type GearboxChoice = (typeof gearboxChoices)[number]

export const languages = ['en', 'de', 'fr', 'es', 'it'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'
export function isLanguageValue(value: unknown): value is Language {
	return typeof value === 'string' && (languages as readonly string[]).includes(value)
}
/** `value` when it is one of our languages, else the default: a stored, asked or sent language read back. */
export function asLanguage(value: unknown): Language {
	return isLanguageValue(value) ? value : defaultLanguage
}
/** A language tag ("de", "pt-br", "de-AT", Telegram's `language_code`) as one of ours by its language, else the default. */
export function languageOfTag(tag: string | undefined): Language {
	return asLanguage(tag?.slice(0, 2).toLowerCase())
}

export const themes = ['light', 'dark', 'system'] as const
export type Theme = (typeof themes)[number]

/** The alert's statuses; their rules are in core/lifecycle.ts. */
export const subscriptionStatuses = [
	'pending_payment',
	'active',
	'paused',
	'past_due',
	'cancelling',
	'ended',
] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]


export const paymentMethodBrands = ['visa', 'mastercard', 'other'] as const
export type PaymentMethodBrand = (typeof paymentMethodBrands)[number]

/** `digest`: the listing messages an alert held during its quiet hours, sent together at their end (docs/decisions/041-quiet-hours.md). */
export const notificationKinds = ['new_listing', 'price_drop', 'site_degraded', 'notice', 'digest'] as const
export type NotificationKind = (typeof notificationKinds)[number]

/**
 * `held`: a listing message waiting for its alert's quiet hours to end; its digest carries it
 * and its fate follows the digest's (docs/decisions/041-quiet-hours.md).
 */
export const outboxStatuses = ['pending', 'sent', 'failed', 'held'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]

/**
 * A mail's delivery: `kept` is mail written where no SMTP_URL is configured, which stays in the
 * outbox for good (core/mail/outbox.ts; docs/decisions/022-clean-start-and-stop.md).
 */
export const mailStatuses = ['pending', 'sent', 'failed', 'kept'] as const
export type MailStatus = (typeof mailStatuses)[number]

export const codePurposes = ['verify_email', 'reset_password'] as const
export type CodePurpose = (typeof codePurposes)[number]

/** What a crawl records in a feed: a listing new to it, or a new price of one it knew. */
export const feedEventKinds = ['new', 'price'] as const
export type FeedEventKind = (typeof feedEventKinds)[number]
