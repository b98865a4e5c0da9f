import { type SubmissionResult } from '@conform-to/react'
import { type DashboardAlert } from '#app/components/alerts/alert-card.tsx'
import { type AlertNotice } from '#app/components/alerts/alert-notice.tsx'
import { type PublicBilling } from '#app/components/billing/card-setup.tsx'
import { type TelegramConnectData } from '#app/components/telegram/telegram-connect.tsx'
import { type AccountCard } from '#core/models/account.ts'
import { type DevPageLink } from './dev-pages.tsx'

/*
 * What the account screen is given and answers. The route and every panel of the screen import
 * these from here, so no panel imports the screen that renders it (they imported each other).
 */

export const accountTabs = ['alerts', 'payments', 'settings', 'password'] as const
export type AccountTab = (typeof accountTabs)[number]

/** `?tab=` of the screen; billing (where card setup returns) is the payments tab. */
export function accountTabFrom(value: string | null): AccountTab {
	if (value === 'billing') return 'payments'
	return (accountTabs as readonly string[]).includes(value ?? '') ? (value as AccountTab) : 'alerts'
}

export type AccountScreenData = {
	meta: { title: string; description: string }
	tab: AccountTab
	locale: string
	user: {
		username: string
		email: string
		firstName: string
		lastName: string
		displayName: string
		createdAt: string
		hasPassword: boolean
	}
	alerts: DashboardAlert[]
	cards: AccountCard[]
	/** The Telegram connection and, until the bot has the chat, the way to link it. */
	telegram: TelegramConnectData
	/** Development only: the mail and Telegram outboxes and the demo market; empty in production. */
	devPages: DevPageLink[]
	/** After the wizard, an edit or a cancel (alert-notice.tsx). */
	notice: AlertNotice | null
	/** Demo or Stripe billing, and the publishable key for the add-card dialog. */
	billing: PublicBilling
	/** Back from card setup (`redirect_status=succeeded`). */
	cardNotice: 'saved' | null
}

/** The answer of the settings and password forms. */
export type AccountFormActionData = {
	intent: 'update-profile' | 'change-password'
	result: SubmissionResult<string[]>
	success: boolean
}

/** Card intents of the account screen's action; their answer names the outcome in words. */
export type CardActionData = { intent: 'set-default-card' | 'remove-card'; success: boolean; message: string }

export type AccountActionData = AccountFormActionData | CardActionData
