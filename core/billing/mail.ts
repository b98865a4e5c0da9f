import { and, eq } from 'drizzle-orm'
import { catalogueNames } from '../catalogue/queries.ts'
import { allModels } from '../catalogue/shape.ts'
import { type Config } from '../config.ts'
import { type Database } from '../db/client.ts'
import { mailOutbox, paymentMethods, users } from '../db/schema.ts'
import { asLanguage, type Language } from '../enums.ts'
import { resources } from '../i18n/resources.ts'
import { textsOf } from '../i18n/texts.ts'
import { numberFormat } from '../intl.ts'
import { formatMailDay } from '../mail/dates.ts'
import { deliverQueuedMail, escapeHtml, linkMail, queueMailOnce } from '../mail/outbox.ts'
import { formatPrice } from '../money.ts'
import type { Alert } from '../models/alerts.ts'

/** Where a user fixes their card: the payments tab (card setup returns there too). */
export function billingLink(config: Pick<Config, 'APP_URL' | 'PORT'>): string {
	return appLink(config, '/profile?tab=billing')
}

function appLink(config: Pick<Config, 'APP_URL' | 'PORT'>, path: string): string {
	const base = (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')
	return `${base}${path}`
}

type Reader = Pick<Database, 'select'>

/** Who a mail about `alert` goes to, in their language, and the alert's name as the pages give it. */
async function recipientOf(db: Database, tx: Reader, alert: Alert) {
	const [user] = await tx.select().from(users).where(eq(users.id, alert.userId))
	if (!user) return null
	const language: Language = asLanguage(user.language)
	const names = await catalogueNames(db, [alert])
	const brand = names.get(alert.brand) ?? alert.brand
	const title = alert.model === allModels ? brand : `${brand} ${names.get(`${alert.brand}/${alert.model}`) ?? alert.model}`
	return { email: user.email, language, t: textsOf(language, 'mail'), name: user.firstName.trim() || user.username, alert: title }
}

/**
 * The e-mail a failed renewal sends (once, when the alert turns past_due), in the user's
 * language, with the link to the payments tab. Queued in the outbox inside the caller's
 * transaction `tx` (so it exists exactly when the transition does); mail.deliver sends it.
 * Display names come from the catalogue through `db`.
 */
export async function queuePaymentFailedMail(
	db: Database,
	tx: Pick<Database, 'select' | 'insert'>,
	config: Config,
	alert: Alert,
): Promise<void> {
	const to = await recipientOf(db, tx, alert)
	if (!to) return
	const { t } = to
	const values = { name: to.name, alert: to.alert, price: formatPrice(alert.price, to.language) }
	const link = billingLink(config)
	const before = [t('paymentFailed.intro', values), t('paymentFailed.body', values), t('paymentFailed.action')]
	const after = [t('paymentFailed.after'), t('signature')]
	await tx.insert(mailOutbox).values(linkMail(to.email, t('paymentFailed.subject'), before, link, after))
}

/** A card as a mail names it: "Visa ending in 4242". */
export type MailCard = { brand: string; last4: string }

/** One payment taken for an alert (docs/decisions/054). */
export type Receipt = {
	/** What makes this payment this one (Stripe's invoice id; demo billing: the alert and the period it paid): the mail goes once per key. */
	key: string
	/** In the currency's minor unit, as Stripe counts it. */
	amount: number
	/** ISO 4217, as Stripe writes it ("usd"). */
	currency: string
	periodStart: Date | null
	periodEnd: Date | null
	/** The card charged, when known; never in demo billing, which takes no card. */
	card: MailCard | null
	demo: boolean
}

function cardText(t: ReturnType<typeof textsOf<'mail'>>, card: MailCard): string {
	const brand = card.brand === 'visa' || card.brand === 'mastercard' ? t(`cards.${card.brand}`) : t('cards.other')
	return t('cards.ending', { brand, last4: card.last4 })
}

function chargeText(amount: number, currency: string, language: Language): string {
	return numberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100)
}

/**
 * The receipt of a payment, in the buyer's language: the alert, the amount and its currency, the
 * period it pays for, the card when known, and when it renews. Queued once per `receipt.key` (a
 * replayed webhook, or the same period paid again in demo billing, queues nothing) in the caller's
 * transaction; returns the id when this call queued it.
 */
export async function queueReceiptMail(
	db: Database,
	tx: Pick<Database, 'select' | 'insert'>,
	config: Config,
	alert: Alert,
	receipt: Receipt,
): Promise<string | null> {
	const to = await recipientOf(db, tx, alert)
	if (!to) return null
	const { t, language } = to
	const amount = chargeText(receipt.amount, receipt.currency, language)
	const values = { name: to.name, alert: to.alert, amount }
	const details = [t('receipt.amount', { amount, currency: receipt.currency.toUpperCase() })]
	if (receipt.periodStart && receipt.periodEnd) {
		details.push(t('receipt.period', { from: formatMailDay(receipt.periodStart, language), until: formatMailDay(receipt.periodEnd, language) }))
	}
	if (receipt.card) details.push(t('receipt.card', { card: cardText(t, receipt.card) }))
	if (receipt.demo) details.push(t('receipt.demo'))
	const renews = receipt.periodEnd ? [t('receipt.renews', { date: formatMailDay(receipt.periodEnd, language) })] : []
	const link = appLink(config, '/dashboard')
	const after = [t('receipt.keep'), t('signature')]
	const text = [t('receipt.intro', values), t('receipt.body', values), details.join('\n'), ...renews, link, ...after].join('\n\n')
	const html = [
		`<p>${escapeHtml(t('receipt.intro', values))}</p>`,
		`<p>${escapeHtml(t('receipt.body', values))}</p>`,
		`<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
		...renews.map((line) => `<p>${escapeHtml(line)}</p>`),
		`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
		...after.map((line) => `<p>${escapeHtml(line)}</p>`),
	].join('\n')
	return queueMailOnce(tx, `receipt:${receipt.key}`, { to: to.email, subject: t('receipt.subject', values), text, html })
}

/**
 * After the buyer cancelled a paid alert: what happens now (it runs to the end of the paid month,
 * or it has ended), that nothing more is charged, and while it can be kept, how. `alert` is the
 * alert as cancelAlert left it, `now` the time it was given: a call that changed nothing (the
 * alert was cancelled before) sends nothing, and two calls that changed it at once send one mail
 * (its key is the alert's change). An alert never paid for has nothing to confirm. Sent at once;
 * a failed send is retried by mail.deliver.
 */
export async function confirmCancellation(db: Database, config: Config, alert: Alert, now: Date): Promise<void> {
	if (alert.updatedAt.getTime() !== now.getTime() || alert.currentPeriodEnd === null) return
	if (alert.status !== 'cancelling' && alert.status !== 'ended') return
	const to = await recipientOf(db, db, alert)
	if (!to) return
	const { t, language } = to
	const date = formatMailDay(alert.currentPeriodEnd, language)
	const values = { name: to.name, alert: to.alert, date, button: resources[language].alerts.keep.submit }
	const running = alert.status === 'cancelling'
	const before = [t('cancelled.intro', values), t(running ? 'cancelled.runsUntil' : 'cancelled.ended', values), t(running ? 'cancelled.keep' : 'cancelled.dashboard', values)]
	const message = linkMail(to.email, t('cancelled.subject', values), before, appLink(config, '/dashboard'), [t('signature')])
	const id = await queueMailOnce(db, `cancelled:${alert.id}:${alert.updatedAt.toISOString()}`, message)
	if (id) await deliverQueuedMail(db, config, id)
}

/**
 * After "Keep my alert": that the cancellation is undone, when the alert renews, at what price and
 * on which card (the user's default, as billing last saw it). The same rule as a cancellation's:
 * one mail per change, none for a call that changed nothing.
 */
export async function confirmKept(db: Database, config: Config, alert: Alert, now: Date, options: { demo: boolean }): Promise<void> {
	if (alert.updatedAt.getTime() !== now.getTime() || alert.status !== 'active' || alert.currentPeriodEnd === null) return
	const to = await recipientOf(db, db, alert)
	if (!to) return
	const { t, language } = to
	const [card] = options.demo
		? []
		: await db
				.select({ brand: paymentMethods.brand, last4: paymentMethods.last4 })
				.from(paymentMethods)
				.where(and(eq(paymentMethods.userId, alert.userId), eq(paymentMethods.isDefault, true)))
	const values = { name: to.name, alert: to.alert, date: formatMailDay(alert.currentPeriodEnd, language), price: formatPrice(alert.price, language) }
	const renews = card ? t('kept.renewsCard', { ...values, card: cardText(t, card) }) : t('kept.renews', values)
	const before = [t('kept.intro', values), t('kept.body', values), renews, t('kept.dashboard')]
	const message = linkMail(to.email, t('kept.subject', values), before, appLink(config, '/dashboard'), [t('signature')])
	const id = await queueMailOnce(db, `kept:${alert.id}:${alert.updatedAt.toISOString()}`, message)
	if (id) await deliverQueuedMail(db, config, id)
}
