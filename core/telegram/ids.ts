import { z } from 'zod'

/**
 * An id in an update (the update's, a chat's, a user's, a message's): an integer JavaScript holds
 * exactly. Telegram's ids have at most 52 significant bits, so a larger number is not one of
 * theirs: it would fail the bigint columns it is compared with (a 500, which Telegram answers by
 * sending the update again and again) or be rounded into someone else's. An update carrying one
 * is not read; the webhook acknowledges it (app/routes/api.telegram.webhook.ts).
 */
export const telegramId = z.number().int().safe()
