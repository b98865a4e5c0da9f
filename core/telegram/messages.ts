import { formatCheckTime } from '../check-times.ts'
import { type Language, type SubscriptionStatus, type UpdateFrequency } from '../enums.ts'
import { alertCarsPath, burstThreshold, type DigestItem, type DigestPayload, type ListingPayload, type NoticePayload, type Notification } from '../notifications/payloads.ts'
import { collatorFor } from '../collation.ts'
import { type MessageTexts } from '../i18n/message-resources.ts'
import { interpolate, templateOf, type TextKey, textsOf, type TextValues } from '../i18n/texts.ts'
import { dateTimeFormat, formatAgo, formatDuration, numberFormat } from '../intl.ts'
import { type AlertDelay, type SiteReading } from '../models/delivery-speed.ts'
import { formatAmount } from '../money.ts'
import { siteLabel, storedSiteLabel } from '../sites.ts'
import { vocabulary } from '../vocabulary.ts'

/**
 * Everything the bot writes, in the five languages, as Telegram HTML (parse_mode HTML), from the
 * `telegram` namespace of the text store (core/i18n/locales/<language>/telegram.ts). Every value
 * that comes from outside (listing titles, locations, alert names, usernames) goes through
 * `escapeTelegramHtml`; only the tags written here are markup. The worker sends what this
 * renders; the development page /dev/notifications shows the same.
 */

/** Telegram's limits, counted after entity parsing (what the reader sees). */
export const captionLimit = 1024
export const textLimit = 4096

type TelegramKey = TextKey<MessageTexts['telegram']>

/** Escapes text for Telegram's HTML parse mode (the four entities it knows). */
export function escapeTelegramHtml(value: string): string {
	return value.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!)
}

/** What the reader sees of a Telegram HTML text: tags dropped, entities decoded. */
export function visibleText(html: string): string {
	return html
		.replace(/<[^>]*>/g, '')
		.replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name]!)
}

/**
 * A text with its `{{placeholders}}` filled, as Telegram HTML: the text is escaped before the values
 * go in, each value on its own, so nothing is escaped twice.
 */
function fillHtml(language: Language, key: TelegramKey, values: TextValues = {}): string {
	const escaped = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeTelegramHtml(String(value))]))
	return interpolate(escapeTemplate(templateOf(language, 'telegram', key)), escaped, language)
}

/** A template is ours, but may contain `&` or quotes as text; only its own <b> tags are markup. */
function escapeTemplate(template: string): string {
	return escapeTelegramHtml(template).replace(/&lt;(\/?)b&gt;/g, '<$1b>')
}

/** Cuts a value to `max` characters (never inside a surrogate pair), marking the cut. */
function clip(value: string, max: number): string {
	const chars = Array.from(value.trim())
	return chars.length <= max ? chars.join('') : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`
}

/** The URL when it is an absolute http(s) URL, else null: nothing else becomes a link or a photo. */
export function httpUrl(value: string | null | undefined): string | null {
	if (!value) return null
	try {
		const url = new URL(value)
		return url.protocol === 'http:' || url.protocol === 'https:' ? value : null
	} catch {
		return null
	}
}


/**
 * Payloads keep a site's registry name and, since docs/decisions/072, its id (they are stored
 * before anyone reads them); the reader sees the site as every page names it, with its country in
 * their language (core/sites.ts storedSiteLabel).
 */
const readerSiteName = (name: string, language: Language, id?: string) => storedSiteLabel(name, language, id)

export type RenderedMessage = {
	/** Telegram HTML: the caption when `photoUrl` is set, else the message text. */
	html: string
	/** An http(s) image: sent with sendPhoto (the caption limit applies), else sendMessage. */
	photoUrl: string | null
	/** A link button under the message. */
	button: { text: string; url: string } | null
}

const verdictKeys = { below: 'verdictBelow', above: 'verdictAbove', about: 'verdictAbout' } as const

/** "Nov 12", "12. Nov.", "12 nov.": a day of this year; one of another year says its year. */
function shortDate(iso: string, language: Language, now: Date): string {
	const date = new Date(iso)
	const sameYear = date.getUTCFullYear() === now.getUTCFullYear()
	return dateTimeFormat(language, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' }).format(date)
}

/**
 * The lines on the market a payload may carry (docs/decisions/037-fair-price-verdict.md): the price
 * the listing had before, and how it compares with similar cars. Rows queued before they
 * existed have neither, and render as before.
 */
function marketLines(listing: ListingPayload, language: Language, now: Date): string[] {
	const lines: string[] = []
	const earlier = listing.earlierPrice
	if (earlier) {
		lines.push(`🕓 ${fillHtml(language, 'earlierPrice', { price: formatAmount(earlier.price, earlier.currency, language), date: shortDate(earlier.seenAt, language, now) })}`)
	}
	const verdict = listing.verdict
	if (verdict) {
		// The comparison is of euro prices (docs/decisions/009), whatever the listing's currency.
		const amount = formatAmount(verdict.amountEur, 'EUR', language)
		lines.push(`📊 ${fillHtml(language, verdictKeys[verdict.kind], { amount, count: numberFormat(language).format(verdict.compared) })}`)
	}
	return lines
}

/** A place for a value that becomes a link after the text around it is escaped; no template holds it. */
const linkSlot = '\u0000link\u0000'

/**
 * Where else the car is listed and at what price against this one (docs/decisions/039): "Also on
 * AutoScout24, €300 less", the site a link to its listing.
 */
function alsoOnLines(listing: ListingPayload, language: Language): string[] {
	return (listing.alsoOn ?? []).map((other) => {
		const site = escapeTelegramHtml(clip(readerSiteName(other.siteName, language, other.siteId), 40))
		const url = httpUrl(other.url)
		const key = other.difference === null ? 'alsoOn' : other.difference < 0 ? 'alsoOnLess' : other.difference > 0 ? 'alsoOnMore' : 'alsoOnSame'
		const amount = other.difference === null ? '' : formatAmount(Math.abs(other.difference), other.currency, language)
		const line = fillHtml(language, key, { site: linkSlot, amount })
		return `🔁 ${line.replace(escapeTelegramHtml(linkSlot), url ? `<a href="${escapeTelegramHtml(url)}">${site}</a>` : site)}`
	})
}

/** "4 minutes ago", or the language's "just now" under a minute. */
function agoText(moment: Date, language: Language, now: Date): string {
	return formatAgo(moment, now, language) ?? textsOf(language, 'telegram')('justNow')
}

/**
 * How old the listing is when the message goes out (docs/decisions/042): "Listed 4 minutes ago"
 * when the site said when it went online, else "First seen by us 4 minutes ago". The message is
 * rendered when it is sent, so the age is the reader's. Rows queued before either was stored have
 * no line.
 */
function ageLine(listing: ListingPayload, language: Language, now: Date): string | null {
	if (listing.publishedAt) return `⏱ ${fillHtml(language, 'listedAgo', { ago: agoText(new Date(listing.publishedAt), language, now) })}`
	if (listing.firstSeenAt) return `⏱ ${fillHtml(language, 'firstSeenAgo', { ago: agoText(new Date(listing.firstSeenAt), language, now) })}`
	return null
}

/**
 * A listing's price line, for its own message and for a digest alike: the price in the site's
 * currency, followed by what it was matched as where that is not euros (the alert's price range
 * is in euros); a drop from `previous` struck through, with the difference when `difference`
 * (a message of its own has the room); "price on request" without a price.
 */
function priceLine(listing: ListingPayload, previous: number | null | undefined, language: Language, options: { difference: boolean }): string {
	const money = (amount: number) => escapeTelegramHtml(formatAmount(amount, listing.currency, language))
	if (listing.price === null) return `💰 ${escapeTelegramHtml(textsOf(language, 'telegram')('priceOnRequest'))}`
	const inEuros =
		listing.priceEur != null && listing.currency !== null && listing.currency.trim().toUpperCase() !== 'EUR'
			? ` ≈ ${escapeTelegramHtml(formatAmount(listing.priceEur, 'EUR', language))}`
			: ''
	if (previous == null || previous <= listing.price) return `💰 <b>${money(listing.price)}</b>${inEuros}`
	return `📉 <s>${money(previous)}</s> → <b>${money(listing.price)}</b>${inEuros}${options.difference ? ` (−${money(previous - listing.price)})` : ''}`
}

/** The car's figures a message and a digest show, each where the listing states it: year, kilometres, fuel, gearbox. Not escaped. */
function detailParts(listing: ListingPayload, language: Language): string[] {
	const words = vocabulary[language]
	return [
		listing.year !== null ? `📅 ${listing.year}` : null,
		listing.km !== null ? `🛣 ${numberFormat(language).format(listing.km)} km` : null,
		listing.fuel ? `⛽ ${words.fuels[listing.fuel]}` : null,
		listing.gearbox ? `⚙ ${words.gearboxes[listing.gearbox]}` : null,
	].filter((part): part is string => part !== null)
}

function listingMessage(kind: 'new_listing' | 'price_drop', listing: ListingPayload, language: Language, now: Date): RenderedMessage {
	const t = textsOf(language, 'telegram')
	const url = httpUrl(listing.url)
	const photoUrl = httpUrl(listing.imageUrl)
	const limit = photoUrl ? captionLimit : textLimit
	const heading = kind === 'price_drop' ? 'priceDrop' : 'newListing'
	const previous = kind === 'price_drop' ? listing.previousPrice : null
	const price = priceLine(listing, previous, language, { difference: true })
	const details = detailParts(listing, language)
	const market = marketLines(listing, language, now)
	const elsewhere = alsoOnLines(listing, language)
	const age = ageLine(listing, language, now)

	const build = (room: number) => {
		const site = clip(readerSiteName(listing.siteName, language, listing.ref?.siteId), 40)
		return [
			`🚗 <b>${fillHtml(language, heading, { alert: clip(listing.alertLabel, Math.min(80, room)) })}</b>`,
			`<b>${escapeTelegramHtml(clip(listing.title, room))}</b>`,
			price,
			...market,
			...elsewhere,
			details.length > 0 ? escapeTelegramHtml(details.join(' · ')) : null,
			listing.location ? `📍 ${escapeTelegramHtml(clip(listing.location, Math.min(120, room)))}` : null,
			age,
			url ? `🔗 <a href="${escapeTelegramHtml(url)}">${fillHtml(language, 'openOn', { site })}</a>` : `🔗 ${escapeTelegramHtml(site)}`,
		]
			.filter((line): line is string => line !== null)
			.join('\n')
	}
	// Long titles are cut until the text fits Telegram's limit (1,024 for a caption).
	let room = 250
	let html = build(room)
	while (visibleText(html).length > limit && room > 10) {
		room = Math.floor(room * 0.8)
		html = build(room)
	}
	return { html, photoUrl, button: url ? { text: t('openListing'), url } : null }
}

/**
 * One listing of a digest: its rank, the title as the link, the price (a drop shows the price
 * before), the market lines and the car's figures with the site. No location and no photo: a
 * digest is a list to skim, each line a way into the listing.
 */
function digestItemHtml(item: DigestItem, rank: number, language: Language, now: Date): string {
	const { listing } = item
	const url = httpUrl(listing.url)
	const title = escapeTelegramHtml(clip(listing.title, 120))
	const previous = item.kind === 'price_drop' ? item.listing.previousPrice : null
	const details = [...detailParts(listing, language), clip(readerSiteName(listing.siteName, language, listing.ref?.siteId), 40)]
	return [
		`<b>${numberFormat(language).format(rank)}.</b> ${url ? `<a href="${escapeTelegramHtml(url)}">${title}</a>` : `<b>${title}</b>`}`,
		priceLine(listing, previous, language, { difference: false }),
		...marketLines(listing, language, now),
		escapeTelegramHtml(details.join(' · ')),
	].join('\n')
}

function digestHeading(payload: Pick<DigestPayload, 'alertLabel' | 'total' | 'part' | 'parts' | 'reason'>, language: Language): string {
	const values = { alert: clip(payload.alertLabel, 100), count: numberFormat(language).format(payload.total) }
	if (payload.reason === 'burst') return `🚗 <b>${fillHtml(language, 'burstHeading', values)}</b>`
	const heading = `🌙 ${fillHtml(language, 'digestHeading', values)}`
	return payload.parts > 1 ? `${heading} ${fillHtml(language, 'digestPart', { part: payload.part, parts: payload.parts })}` : heading
}

/** Where the site shows every car of a digest: an absolute link, when the sender knows the site's address. */
function digestLink(payload: DigestPayload, options: RenderOptions): string | null {
	if (!payload.alertId || !options.appUrl) return null
	return httpUrl(new URL(alertCarsPath(payload.alertId, payload.digestId), options.appUrl).toString())
}

/** What a burst digest says below its listings: how many more there are (on the site). */
function burstFooter(payload: Pick<DigestPayload, 'total' | 'offset' | 'items'>, language: Language): string | null {
	const more = payload.total - payload.offset - payload.items.length
	return more > 0 ? fillHtml(language, 'burstMore', { count: numberFormat(language).format(more) }) : null
}

function digestMessage(payload: DigestPayload, language: Language, now: Date, options: RenderOptions): RenderedMessage {
	const items = payload.items.map((item, index) => digestItemHtml(item, payload.offset + index + 1, language, now))
	const footer = payload.reason === 'burst' ? burstFooter(payload, language) : null
	const url = payload.reason === 'burst' ? digestLink(payload, options) : null
	const button = url ? { text: textsOf(language, 'telegram')('burstAll', { count: numberFormat(language).format(payload.total) }), url } : null
	return { html: [digestHeading(payload, language), ...items, ...(footer ? [footer] : [])].join('\n\n'), photoUrl: null, button }
}

/**
 * A digest's listings, already ranked, cut into as few messages as Telegram's 4,096 visible
 * characters allow (docs/decisions/041-quiet-hours.md). Each part is measured as the renderer
 * writes it, with room for the largest part number, so a part always fits when it is sent.
 */
export function digestParts(alertLabel: string, items: readonly DigestItem[], language: Language, now: Date = new Date()): DigestPayload[] {
	const total = items.length
	const headingLength = visibleText(digestHeading({ alertLabel, total, part: total, parts: total }, language)).length
	const groups: DigestItem[][] = []
	let group: DigestItem[] = []
	let length = headingLength
	for (const [index, item] of items.entries()) {
		const itemLength = visibleText(digestItemHtml(item, index + 1, language, now)).length + 2
		if (group.length > 0 && length + itemLength > textLimit) {
			groups.push(group)
			group = []
			length = headingLength
		}
		group.push(item)
		length += itemLength
	}
	if (group.length > 0) groups.push(group)
	let offset = 0
	return groups.map((part, index) => {
		const payload = { alertLabel, total, offset, part: index + 1, parts: groups.length, items: part }
		offset += part.length
		return payload
	})
}

/** The listings a burst digest shows at the most; the rest are on the site (docs/decisions/052). */
export const burstShown = 10

/**
 * One delivery's listings as one message (docs/decisions/052-delivery-that-respects-a-person.md):
 * `items` already ranked best deals first; the message shows the first `burstShown`, or fewer when
 * they would not fit one Telegram text with the heading and the line about the rest, and says
 * how many there are; its button opens all of them on the site.
 */
export function burstDigest(
	input: { alertId: string; digestId: string; alertLabel: string; items: readonly DigestItem[] },
	language: Language,
	now: Date = new Date(),
): DigestPayload {
	const total = input.items.length
	const base = { reason: 'burst' as const, alertId: input.alertId, digestId: input.digestId, alertLabel: input.alertLabel, total, offset: 0, part: 1, parts: 1 }
	const shown: DigestItem[] = []
	let length = visibleText(digestHeading(base, language)).length + 2 + visibleText(burstFooter({ total, offset: 0, items: [] }, language) ?? '').length
	for (const [index, item] of input.items.slice(0, burstShown).entries()) {
		const itemLength = visibleText(digestItemHtml(item, index + 1, language, now)).length + 2
		if (shown.length > 0 && length + itemLength > textLimit) break
		shown.push(item)
		length += itemLength
	}
	return { ...base, items: shown }
}

type AlertLivePayload = Extract<NoticePayload, { key: 'alertLive' }>

/**
 * The alert is live (docs/decisions/052): on which sites; the newest matching cars listed there
 * now, in the digest's list form; when the next check is on the buyer's clock and how often they
 * follow. A row queued before the cars and the time were stored renders its one line as before.
 */
function alertLiveMessage(notice: AlertLivePayload, language: Language, now: Date): RenderedMessage {
	const values = {
		alert: clip(notice.alertLabel, 100),
		sites: clip(notice.siteNames.map((name, index) => readerSiteName(name, language, notice.siteIds?.[index])).join(', '), 300),
	}
	if (notice.listings === undefined || !notice.nextCheckAt || !notice.frequency) {
		return { html: fillHtml(language, 'alertLive', values), photoUrl: null, button: null }
	}
	const t = textsOf(language, 'telegram')
	const listings = notice.listings.map((listing, index) => digestItemHtml({ kind: 'new_listing', listing }, index + 1, language, now))
	const time = formatCheckTime(new Date(notice.nextCheckAt), language, notice.timeZone ?? 'UTC', now)
	const html = [
		fillHtml(language, 'live.heading', values),
		listings.length > 0 ? fillHtml(language, 'live.newest') : fillHtml(language, 'live.none'),
		...listings,
		fillHtml(language, 'live.next', { time, every: t(`live.every.${notice.frequency}`), few: numberFormat(language).format(burstThreshold) }),
	].join('\n\n')
	return { html, photoUrl: null, button: null }
}

export type RenderOptions = {
	/** The site's address (APP_URL): links to its pages go in only when it is given. */
	appUrl?: string
}

/** The Telegram message of an outbox row, in the row's language; `now` decides whether a date says its year. */
export function renderNotification(notification: Notification, language: Language, now: Date = new Date(), options: RenderOptions = {}): RenderedMessage {
	switch (notification.kind) {
		case 'new_listing':
		case 'price_drop':
			return listingMessage(notification.kind, notification.payload, language, now)
		case 'site_degraded':
			return {
				html: fillHtml(language, 'siteDegraded', { site: clip(readerSiteName(notification.payload.siteName, language, notification.payload.siteId), 60), alert: clip(notification.payload.alertLabel, 100) }),
				photoUrl: null,
				button: null,
			}
		case 'notice': {
			const notice = notification.payload
			if (notice.key === 'alertLive') return alertLiveMessage(notice, language, now)
			return { html: fillHtml(language, 'siteRecovered', { site: clip(readerSiteName(notice.siteName, language, notice.siteId), 60), alert: clip(notice.alertLabel, 100) }), photoUrl: null, button: null }
		}
		case 'digest':
			return digestMessage(notification.payload, language, now, options)
	}
}

// Bot replies (core/telegram/updates.ts).

export type ReplyKey = keyof MessageTexts['telegram']['replies']

/** A reply of the bot as Telegram HTML; values are escaped. */
export function botReply(language: Language, key: ReplyKey, values: TextValues = {}): string {
	return fillHtml(language, `replies.${key}`, values)
}

/** "I did not understand that." followed by the help. */
export function unknownCommandReply(language: Language, values: { url: string }): string {
	return `${escapeTelegramHtml(textsOf(language, 'telegram')('unknownCommand'))}\n\n${botReply(language, 'help', values)}`
}

export type AlertSummary = {
	brandName: string
	/** null: every model of the brand. */
	modelName: string | null
	status: SubscriptionStatus
	siteNames: string[]
	frequency: UpdateFrequency
	/** The words of the choices it makes (core/criteria.ts `listWords`: "Diesel", "Automatic"); none for "any". */
	choices?: string[]
}

/** The answer to /list: one line per alert with its status, sites, check frequency and the choices that tell alike alerts apart. */
export function alertListReply(language: Language, alerts: AlertSummary[]): string {
	const t = textsOf(language, 'telegram')
	const words = vocabulary[language]
	// Mid-line, after the brand, the label starts in lower case: "Volkswagen all models".
	const allModels = words.allModels.charAt(0).toLocaleLowerCase(language) + words.allModels.slice(1)
	const lines = alerts.map((alert) => {
		const label = `${alert.brandName} ${alert.modelName ?? allModels}`
		const names = alert.siteNames.map((name) => readerSiteName(name, language)).sort(collatorFor(language).compare)
		const rest = [names.join(', '), words.frequencies[alert.frequency], ...(alert.choices ?? [])].filter(Boolean).join(' · ')
		return `• <b>${escapeTelegramHtml(clip(label, 80))}</b> — ${escapeTelegramHtml(words.statuses[alert.status])}\n   ${escapeTelegramHtml(rest)}`
	})
	// Dozens of alerts would not fit one message: as many lines as fit, then "…" (the dashboard lists them all).
	let html = escapeTelegramHtml(t('listHeading'))
	for (const [index, line] of lines.entries()) {
		const more = index < lines.length - 1 ? '\n…' : ''
		if (visibleText(`${html}\n${line}${more}`).length > textLimit) return `${html}\n…`
		html = `${html}\n${line}`
	}
	return html
}

/** A site of the buyer's alerts as /status reports it. */
export type SiteStatusLine = { siteId: string; reading: SiteReading }
/** An alert as /status reports it: its label and its delays over the window (null: no message in it). */
export type AlertDelayLine = { label: string; delay: AlertDelay | null }

/**
 * The answer to /status (docs/decisions/042): each site the buyer's alerts watch, whether it is
 * read and when it last was, then each alert's median time from a new listing to the chat.
 */
export function statusReply(language: Language, input: { sites: SiteStatusLine[]; alerts: AlertDelayLine[] }, now: Date): string {
	const t = textsOf(language, 'telegram')
	const names = input.sites.map((site) => ({ ...site, name: siteLabel(site.siteId, language) })).sort((a, b) => collatorFor(language).compare(a.name, b.name))
	const siteLines = names.map(({ name, reading }) => {
		const read = reading.lastSuccessAt ? ` · ${t('status.lastRead', { ago: agoText(reading.lastSuccessAt, language, now) })}` : ''
		return `• <b>${escapeTelegramHtml(name)}</b> — ${escapeTelegramHtml(`${t(`status.${reading.state}`)}${read}`)}`
	})
	const alertLines = input.alerts.map(({ label, delay }) => {
		const value = delay ? formatDuration(delay.medianSeconds, language) : t('status.noDelay')
		return `• <b>${escapeTelegramHtml(clip(label, 80))}</b> — ${escapeTelegramHtml(value)}`
	})
	const html = [escapeTelegramHtml(t('status.sitesHeading')), ...siteLines, '', escapeTelegramHtml(t('status.delaysHeading')), ...alertLines].join('\n')
	// Dozens of alerts would not fit one message: as many lines as fit (the dashboard shows them all).
	if (visibleText(html).length <= textLimit) return html
	const lines = html.split('\n')
	while (lines.length > 1 && visibleText(`${lines.join('\n')}\n…`).length > textLimit) lines.pop()
	return `${lines.join('\n')}\n…`
}
