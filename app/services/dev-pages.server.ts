import { type AppLoadContext } from '@remix-run/node'
import { type DevPageLink } from '#app/components/account/dev-pages.tsx'

/**
 * The development pages (mail outbox, Telegram outbox, demo market) and who may see links to
 * them. The outboxes answer only outside production and to this machine (server/app.ts); the
 * demo market only outside production.
 */

type Context = Pick<AppLoadContext, 'config' | 'loopback'>

export function devPagesReachable(context: Context): boolean {
	return !context.config.isProduction && context.loopback
}

/** Where a user's /start is simulated (app/routes/dev.notifications.tsx). */
export function devNotificationsHref(userId: string): string {
	return `/dev/notifications#chat-${userId}`
}

/** The pages the dashboard links in development; none in production, where they answer 404. */
export function devPageLinks(context: Context): DevPageLink[] {
	if (context.config.isProduction) return []
	const outboxes: DevPageLink[] = devPagesReachable(context)
		? [
				{ id: 'mailOutbox', href: '/dev/outbox' },
				{ id: 'telegramOutbox', href: '/dev/notifications' },
			]
		: []
	return context.config.offersDemoMarket ? [...outboxes, { id: 'demoMarket', href: '/demo-market' }] : outboxes
}
