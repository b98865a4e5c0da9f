/*
 * What answering a button tap comes to, for the listing buttons (callbacks.ts) and the chat-move
 * question (chat-move.ts) alike; a module of its own so neither imports the other for it.
 */

/**
 * The message to redraw after a tap: its chat, its id in the chat, its outbox row; no row: the
 * message loses its buttons (an answered question, core/telegram/chat-move.ts).
 */
export type RedrawTarget = { chatId: number; messageId: number; outboxId: string | null }

export type CallbackOutcome = {
	/** The parameters of answerCallbackQuery: a short notice, which also ends the button's spinner. */
	answer: { callback_query_id: string; text: string }
	/** Set when the tap changed something the keyboard shows. */
	redraw: RedrawTarget | null
}
