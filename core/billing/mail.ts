import { eq } from 'drizzle-orm'
import { catalogueNames } from '../catalogue/queries.ts'
import { allModels } from '../catalogue/shape.ts'
import { type Config } from '../config.ts'
import { type Database } from '../db/client.ts'
import { mailOutbox, users } from '../db/schema.ts'
import { isLanguageValue } from '../enums.ts'
import { textsOf } from '../i18n/texts.ts'
import { linkMail } from '../mail/outbox.ts'
import { formatPrice } from '../money.ts'
import type { Alert } from '../models/alerts.ts'


/** Where a user fixes their card: the payments tab (card setup returns there too). */
export function billingLink(config: Pick<Config, 'APP_URL' | 'PORT'>): string {
	const base = (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')
	return `${base}/profile?tab=billing`
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
	const [user] = await tx.select().from(users).where(eq(users.id, alert.userId))
	if (!user) return
	const language = isLanguageValue(user.language) ? user.language : 'en'
	const t = textsOf(language, 'mail')
	const names = await catalogueNames(db, [alert])
	const brand = names.get(alert.brand) ?? alert.brand
	const title = alert.model === allModels ? brand : `${brand} ${names.get(`${alert.brand}/${alert.model}`) ?? alert.model}`
	const values = { name: user.firstName.trim() || user.username, alert: title, price: formatPrice(alert.price, language) }
	const link = billingLink(config)
	const before = [t('paymentFailed.intro', values), t('paymentFailed.body', values), t('paymentFailed.action')]
	const after = [t('paymentFailed.after'), t('signature')]
	await tx.insert(mailOutbox).values(linkMail(user.email, t('paymentFailed.subject'), before, link, after))
}
