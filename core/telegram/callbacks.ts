import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup } from 'telegram-typings'
import { billingOf } from '../billing/billing.ts'
import { syncAlert } from '../billing/subscriptions.ts'
import { type Config } from '../config.ts'
import { type Database } from '../db/client.ts'
import { notificationOutbox, subscriptions, telegramLinks, users } from '../db/schema.ts'
import { asLanguage, isLanguageValue, type Language, languageOfTag } from '../enums.ts'
import { isAlertId, isListingHidden, setAlertsPaused, setListingHidden, setModelMuted } from '../models/alerts.ts'
import { type ListingPayload, listingPayloadSchema } from '../notifications/payloads.ts'
import { textsOf } from '../i18n/texts.ts'
import { type CallbackOutcome } from './callback-outcome.ts'
import { answerMoveQuestion } from './chat-move.ts'
import { telegramId } from './ids.ts'
import { httpUrl } from './messages.ts'

/**
 * The buttons under a listing message and what a tap on them does (docs/decisions/040-listing-buttons.md):
 * pause the alert, mute the listing's model (an alert on every model of a brand), set the car
 * aside. Each button names the message's outbox row, which knows the alert, the listing and the
 * model; a tap acts only when the chat it comes from is the linked chat of that row's user, and
 * the keyboard is then redrawn from the state the database holds, so it always shows what the
 * next tap will do (Pause ⇄ Resume, Mute ⇄ Unmute, Not this car ⇄ Show this car again).
 * The webhook (app/routes/api.telegram.webhook.ts) and the worker's long polling
 * (worker/jobs/telegram-poll.ts) both call handleCallbackQuery.
 */

const actions = { p: 'pause', r: 'resume', m: 'mute', u: 'unmute', n: 'hide', s: 'show' } as const
type Code = keyof typeof actions
export type ButtonAction = (typeof actions)[Code]
const codes = Object.fromEntries(Object.entries(actions).map(([code, action]) => [action, code])) as Record<ButtonAction, Code>

/** Telegram's limit on callback_data, in bytes. */
export const callbackDataLimit = 64

/** "p:<outbox row id>": 38 bytes, within Telegram's 64. */
export function callbackData(action: ButtonAction, outboxId: string): string {
	return `${codes[action]}:${outboxId}`
}

const dataPattern = /^([prmuns]):([0-9a-f-]{36})$/

/** The action and outbox row a button names, or null for anything else (never throws). */
export function parseCallbackData(data: unknown): { action: ButtonAction; outboxId: string } | null {
	if (typeof data !== 'string' || data.length > callbackDataLimit) return null
	const match = dataPattern.exec(data)
	if (!match || !isAlertId(match[2]!)) return null
	return { action: actions[match[1] as Code], outboxId: match[2]! }
}

/** The part of a callback query the bot reads; data is checked apart (parseCallbackData), so any string passes here. */
const callbackUpdateSchema = z.object({
	update_id: telegramId,
	callback_query: z
		.object({
			id: z.string().min(1),
			from: z.object({ id: telegramId, language_code: z.string().optional() }).passthrough(),
			message: z.object({ message_id: telegramId, chat: z.object({ id: telegramId, type: z.string() }).passthrough() }).passthrough().optional(),
			data: z.string().optional(),
		})
		.passthrough(),
})

/** The callback query an update (a webhook body, or one of getUpdates) carries, or null. */
export function callbackQueryOf(update: unknown): CallbackQuery | null {
	const parsed = callbackUpdateSchema.safeParse(update)
	return parsed.success ? (parsed.data.callback_query as unknown as CallbackQuery) : null
}

/** What the buttons of one message show: the alert's state, its model's, the car's. */
export type ButtonState = {
	/** Running (Pause), paused (Resume), or neither (no button: a cancelled alert is not paused from a chat). */
	alert: 'active' | 'paused' | null
	/** The listing's model on an alert for every model of its brand; null: no mute button. */
	model: { name: string; muted: boolean } | null
	hidden: boolean
}

/**
 * The whole keyboard of a listing message: the link to the listing, then the buttons. Sending and
 * redrawing both use it, since editMessageReplyMarkup replaces the keyboard as a whole.
 */
export function listingKeyboard(language: Language, input: { outboxId: string; url: string | null; state: ButtonState }): InlineKeyboardMarkup {
	const t = textsOf(language, 'telegram')
	const button = (text: string, action: ButtonAction): InlineKeyboardButton => ({ text, callback_data: callbackData(action, input.outboxId) })
	const { state } = input
	const rows: InlineKeyboardButton[][] = []
	if (input.url) rows.push([{ text: t('openListing'), url: input.url }])
	const second: InlineKeyboardButton[] = []
	if (state.alert === 'active') second.push(button(t('buttons.pause'), 'pause'))
	if (state.alert === 'paused') second.push(button(t('buttons.resume'), 'resume'))
	second.push(state.hidden ? button(t('buttons.show'), 'show') : button(t('buttons.hide'), 'hide'))
	rows.push(second)
	if (state.model) {
		const values = { model: state.model.name }
		rows.push([state.model.muted ? button(t('buttons.unmute', values), 'unmute') : button(t('buttons.mute', values), 'mute')])
	}
	return { inline_keyboard: rows }
}

/** The buttons of a message as it is sent: the alert runs, the car and its model are not set aside (or it would not be sent). */
export function sendingKeyboard(language: Language, outboxId: string, listing: ListingPayload): InlineKeyboardMarkup | null {
	if (!listing.ref) return null
	return listingKeyboard(language, {
		outboxId,
		url: httpUrl(listing.url),
		state: { alert: 'active', model: listing.model ? { name: listing.model.name, muted: false } : null, hidden: false },
	})
}

type ListingRow = {
	id: string
	userId: string
	alertId: string
	language: Language
	listing: ListingPayload & { ref: NonNullable<ListingPayload['ref']> }
}

/** A listing message of the outbox with its alert and listing, or null when the row is none (or predates the buttons). */
async function listingRow(db: Database, outboxId: string): Promise<ListingRow | null> {
	if (!isAlertId(outboxId)) return null
	const [row] = await db
		.select({ id: notificationOutbox.id, userId: notificationOutbox.userId, alertId: notificationOutbox.subscriptionId, language: notificationOutbox.language, payload: notificationOutbox.payload })
		.from(notificationOutbox)
		.where(and(eq(notificationOutbox.id, outboxId), inArray(notificationOutbox.kind, ['new_listing', 'price_drop'])))
	const listing = listingPayloadSchema.safeParse(row?.payload)
	if (!row || !row.alertId || !listing.success || !listing.data.ref) return null
	return {
		id: row.id,
		userId: row.userId,
		alertId: row.alertId,
		language: asLanguage(row.language),
		listing: { ...listing.data, ref: listing.data.ref },
	}
}

async function stateOf(db: Database, row: ListingRow): Promise<ButtonState | null> {
	const [alert] = await db
		.select({ status: subscriptions.status, mutedModels: subscriptions.mutedModels })
		.from(subscriptions)
		.where(and(eq(subscriptions.id, row.alertId), eq(subscriptions.userId, row.userId)))
	if (!alert) return null
	const { model, ref } = row.listing
	return {
		alert: alert.status === 'active' || alert.status === 'paused' ? alert.status : null,
		model: model ? { name: model.name, muted: alert.mutedModels.includes(model.slug) } : null,
		hidden: await isListingHidden(db, row.alertId, ref.siteId, ref.listingId),
	}
}

/**
 * The keyboard one listing message should show now, or null when its row or alert is gone. The
 * worker redraws a message with it after a tap (worker/lib/telegram/sender.ts `redrawKeyboard`).
 */
export async function currentKeyboard(db: Database, outboxId: string): Promise<InlineKeyboardMarkup | null> {
	const row = await listingRow(db, outboxId)
	const state = row ? await stateOf(db, row) : null
	if (!row || !state) return null
	return listingKeyboard(row.language, { outboxId: row.id, url: httpUrl(row.listing.url), state })
}

type AnswerKey = 'paused' | 'resumed' | 'muted' | 'unmuted' | 'hidden' | 'shown' | 'notRunning' | 'invalid'

/**
 * A tap on a button. Whatever the query holds (data from another bot version, a forged id,
 * another user's message), this answers it and never throws for it: anything that is not a
 * button of this chat's own messages changes nothing and is answered "this button no longer
 * works". Tapping twice acts once: each action sets a state, it does not toggle one.
 */
export async function handleCallbackQuery(db: Database, config: Config, query: CallbackQuery, now = new Date()): Promise<CallbackOutcome> {
	// "Move" or "Keep" under the question a linked chat gets for another account's link (docs/decisions/046).
	const moveAnswer = await answerMoveQuestion(db, config, query, now)
	if (moveAnswer) return moveAnswer
	const chatId = query.message?.chat.id ?? query.from.id
	const messageId = query.message?.message_id
	const answer = (language: Language, key: AnswerKey, values: Record<string, string> = {}) => ({
		callback_query_id: query.id,
		text: textsOf(language, 'telegram')(`answers.${key}`, values),
	})
	const [linked] = await db
		.select({ userId: telegramLinks.userId, language: users.language })
		.from(telegramLinks)
		.innerJoin(users, eq(users.id, telegramLinks.userId))
		.where(eq(telegramLinks.chatId, chatId))
	const fallback = linked && isLanguageValue(linked.language) ? linked.language : languageOfTag(query.from.language_code)
	const parsed = parseCallbackData(query.data)
	const row = parsed && linked ? await listingRow(db, parsed.outboxId) : null
	// Another user's message, or a chat that is not linked: nothing happens, and nothing says whose it was.
	if (!parsed || !linked || !row || row.userId !== linked.userId) return { answer: answer(fallback, 'invalid'), redraw: null }
	const state = await stateOf(db, row)
	if (!state) return { answer: answer(fallback, 'invalid'), redraw: null }
	const outcome = await act(db, config, row, parsed.action, state, now)
	if (!outcome.changed || messageId === undefined) return { answer: answer(row.language, outcome.key, outcome.values), redraw: null }
	// The query carries the keyboard the message shows: one that shows the state already (a second
	// tap before the first was redrawn) is not edited again, which Telegram would refuse.
	const shown = (query.message as { reply_markup?: unknown } | undefined)?.reply_markup
	const current = await currentKeyboard(db, row.id)
	const redraw = current && !sameKeyboard(shown, current) ? { chatId, messageId, outboxId: row.id } : null
	return { answer: answer(row.language, outcome.key, outcome.values), redraw }
}

/** Two inline keyboards with the same buttons in the same places. */
function sameKeyboard(shown: unknown, current: InlineKeyboardMarkup): boolean {
	const rows = (shown as { inline_keyboard?: unknown } | null | undefined)?.inline_keyboard
	if (!Array.isArray(rows)) return false
	const plain = (keyboard: unknown[]) =>
		JSON.stringify(keyboard.map((row) => (Array.isArray(row) ? row.map((button: Partial<InlineKeyboardButton>) => [button.text, button.url ?? null, button.callback_data ?? null]) : null)))
	return plain(rows) === plain(current.inline_keyboard)
}

/** What a tap does; `changed`: the keyboard may show something else now. */
async function act(
	db: Database,
	config: Config,
	row: ListingRow,
	action: ButtonAction,
	state: ButtonState,
	now: Date,
): Promise<{ key: AnswerKey; values?: Record<string, string>; changed: boolean }> {
	const { model, ref } = row.listing
	switch (action) {
		case 'pause':
		case 'resume': {
			const paused = action === 'pause'
			// A cancelled or unpaid alert: the keyboard drops its pause button.
			if (state.alert === null) return { key: 'notRunning', changed: true }
			// The bot's /pause for this one alert (core/models/alerts.ts), Stripe told as /pause tells it.
			const changed = await setAlertsPaused(db, row.userId, paused, now, { alertId: row.alertId })
			for (const alert of changed) await syncAlert(billingOf(db, config), alert.id).catch(() => {})
			return { key: paused ? 'paused' : 'resumed', changed: true }
		}
		case 'mute':
		case 'unmute': {
			const muted = action === 'mute'
			if (!model) return { key: 'invalid', changed: false }
			const alert = await setModelMuted(db, { userId: row.userId, id: row.alertId, model: model.slug, muted, now })
			if (!alert) return { key: 'invalid', changed: false }
			return { key: muted ? 'muted' : 'unmuted', values: { model: model.name }, changed: true }
		}
		case 'hide':
		case 'show': {
			const hidden = action === 'hide'
			await setListingHidden(db, { userId: row.userId, id: row.alertId, siteId: ref.siteId, listingId: ref.listingId, hidden })
			return { key: hidden ? 'hidden' : 'shown', changed: true }
		}
	}
}
