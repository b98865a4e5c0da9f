import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { type AccountActionData, type AccountScreenData, accountTabFrom, type CardActionData } from '#app/components/account/account-data.ts'
import { AccountScreen } from '#app/components/account/account-screen.tsx'
import { accountFormSchema, cardFormSchema } from '#app/components/account/schemas.ts'
import { type DashboardAlert } from '#app/components/alerts/alert-card.tsx'
import { type DashboardMarket } from '#app/components/alerts/market-chart.tsx'
import { type AlertNotice } from '#app/components/alerts/alert-notice.tsx'
import { formatDay, formatShortDay } from '#app/components/alerts/format.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { requireUser } from '#app/services/auth.server.ts'
import { endOtherSessions, getSession } from '#app/services/session.server.ts'
import { report } from '#app/services/api.server.ts'
import { billingFor, publicBilling } from '#app/services/stripe.server.ts'
import { devPageLinks } from '#app/services/dev-pages.server.ts'
import { telegramConnectFor } from '#app/services/telegram.server.ts'
import { pageMeta } from '#app/utils/page.ts'
import { refreshCards, removeCard, setDefaultCard } from '#core/billing/cards.ts'
import { type Database } from '#core/db/client.ts'
import { accountOverview, type AccountAlert, changePassword, fullName, updateProfile } from '#core/models/account.ts'
import { findAlert } from '#core/models/alerts.ts'
import { type NextCheck, nextChecks } from '#core/models/next-checks.ts'
import { formatCheckTime, formatMomentIn, shownCheckTime } from '#core/check-times.ts'
import { type MarketChart, marketCharts } from '#core/models/market-chart.ts'
import { splitName } from '#core/schemas/auth.ts'
import { formatAgo } from '#core/intl.ts'
import { readFormDataOrNull, parseForm } from '#app/services/form.server.ts'
import { asLanguage } from '#core/enums.ts'

/** /dashboard and /profile (profile.tsx re-exports this module): the signed-in account screen. */

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	const query = new URL(request.url).searchParams
	const cardSaved = query.get('redirect_status') === 'succeeded'
	// Back from Stripe's card setup: read the new card now rather than wait for its webhook.
	if (cardSaved || query.has('setup_intent')) {
		await refreshCards(billingFor(context), user.id).catch(report)
	}
	const now = new Date()
	const [t, locale, overview, telegram] = await Promise.all([
		i18next.getFixedT(request, 'account'),
		i18next.getLocale(request),
		accountOverview(context.db, user.id, now),
		telegramConnectFor(context, user.id),
	])
	const language = asLanguage(locale)
	// Every card's chart from its rollup, 30 rows per alert at most (docs/decisions/038-market-chart.md).
	const [charts, checks] = await Promise.all([
		marketCharts(context.db, user.id, overview.alerts, now),
		// When each alert's next (or first) check is, and the buyer's zone its times are shown in (docs/decisions/052).
		nextChecks(context.db, overview.alerts.map((alert) => alert.id)),
	])
	return {
		meta: { title: t('meta.title'), description: t('meta.description') },
		tab: accountTabFrom(query.get('tab')),
		locale: language,
		user: {
			username: user.username,
			email: user.email,
			firstName: user.firstName,
			lastName: user.lastName,
			// The card shows who is signed in by their whole name; greetings use the first (displayName).
			displayName: fullName(user),
			createdAt: user.createdAt.toISOString(),
			hasPassword: user.hasPassword,
		},
		...overview,
		alerts: overview.alerts.map((alert) => dashboardAlert(alert, charts.get(alert.id)!, checks.get(alert.id), language, now, t('alerts.card.justNow'))),
		telegram,
		devPages: devPageLinks(context),
		notice: await alertNotice(context.db, user.id, { alerts: overview.alerts, checks, telegramLinked: telegram.linked && !telegram.blocked }, query, language, now),
		billing: publicBilling(context),
		cardNotice: cardSaved ? 'saved' : null,
	} satisfies AccountScreenData
}

/** When a check is, on the buyer's clock: a check due already (or not planned yet) shows as a minute from now. */
const checkText = (check: NextCheck, locale: string, now: Date) => formatCheckTime(shownCheckTime(check.at, now), locale, check.timeZone, now)

function dashboardAlert(alert: AccountAlert, market: MarketChart, check: NextCheck | undefined, locale: string, now: Date, justNow: string): DashboardAlert {
	const zone = check?.timeZone ?? 'UTC'
	return {
		...alert,
		sites: alert.sites.map((site) => ({ ...site, readAgo: site.lastSuccessAt ? (formatAgo(new Date(site.lastSuccessAt), now, locale) ?? justNow) : null })),
		lastCheckedText: alert.lastCheckedAt ? formatMomentIn(new Date(alert.lastCheckedAt), locale, zone) : null,
		nextCheckText: alert.running && check ? checkText(check, locale, now) : null,
		periodEndText: alert.currentPeriodEnd ? formatDay(alert.currentPeriodEnd, locale) : null,
		market: dashboardMarket(market, locale, now),
	}
}

function dashboardMarket(market: MarketChart, locale: string, now: Date): DashboardMarket {
	// The count started after the chart's first day: the days before it are not zeros, and the card says so.
	const since = market.since !== null && market.since > market.from ? market.since : null
	return {
		...market,
		fromText: formatShortDay(market.from, locale),
		toText: formatShortDay(now.toISOString(), locale),
		sinceText: since === null ? null : formatShortDay(since, locale),
		long: { from: formatDay(market.from, locale), to: formatDay(now.toISOString(), locale), since: since === null ? null : formatDay(since, locale) },
	}
}

/**
 * The notice a redirect asked for (`?created=`, `?updated=`, `?cancelled=`, `?kept=`), only for an
 * alert of this user, and worded for the state the alert is in now.
 */
async function alertNotice(
	db: Database,
	userId: string,
	account: { alerts: AccountAlert[]; checks: Map<string, NextCheck>; telegramLinked: boolean },
	query: URLSearchParams,
	locale: string,
	now: Date,
): Promise<AlertNotice | null> {
	const listed = (id: string | null) => account.alerts.find((alert) => alert.id === id)
	const created = listed(query.get('created'))
	if (created) {
		const state = created.status === 'pending_payment' ? 'pending' : created.status === 'paused' ? 'paused' : 'running'
		const check = created.running ? account.checks.get(created.id) : undefined
		return {
			kind: 'created',
			state,
			telegramLinked: account.telegramLinked,
			...(state === 'running' && check ? { check: { time: checkText(check, locale, now), first: check.first, frequency: created.updateFrequency } } : {}),
		}
	}
	const kept = listed(query.get('kept'))
	if (kept?.status === 'active' || kept?.status === 'past_due') {
		return { kind: 'kept', renewsOn: kept.currentPeriodEnd ? formatDay(kept.currentPeriodEnd, locale) : null }
	}
	const updated = listed(query.get('updated'))
	// A change that altered the price of a paid alert waits in pendingChange (updateAlert).
	if (updated) return { kind: 'updated', nextPeriod: updated.pendingPrice !== null && updated.status !== 'pending_payment' }
	const cancelledId = query.get('cancelled')
	const cancelled = cancelledId ? await findAlert(db, userId, cancelledId) : null
	if (cancelled?.status === 'ended') return { kind: 'cancelled', until: null }
	if (cancelled?.status === 'cancelling' && cancelled.currentPeriodEnd) {
		return { kind: 'cancelled', until: formatDay(cancelled.currentPeriodEnd.toISOString(), locale) }
	}
	return null
}

const passwordFields = ['currentPassword', 'newPassword', 'confirmPassword']

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	const formData = await readFormDataOrNull(request)
	if (!formData) throw Response.json({ message: (await i18next.getFixedT(request, 'alerts'))('errors.badForm') }, { status: 400 })
	const intent = formData.get('intent')
	if (intent === 'set-default-card' || intent === 'remove-card') return cardAction(request, context, user.id, formData)
	const submission = parseForm(formData, accountFormSchema)
	if (submission.status !== 'success') {
		const intent = submission.payload.intent === 'change-password' ? 'change-password' : 'update-profile'
		return data<AccountActionData>(
			{ intent, success: false, result: submission.reply({ hideFields: passwordFields }) },
			{ status: 400 },
		)
	}
	const value = submission.value
	if (value.intent === 'update-profile') {
		const locale = await i18next.getLocale(request)
		const result = await updateProfile(
			context.db,
			context.config,
			user.id,
			{ ...splitName(value.fullName), username: value.username, email: value.email },
			{ language: locale },
		)
		if (!result.ok) {
			const fieldErrors = Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, [key]]))
			return data<AccountActionData>({ intent: value.intent, success: false, result: submission.reply({ fieldErrors }) }, { status: 400 })
		}
		// A new address is confirmed with the code just sent to it: the user continues there.
		if (result.emailChanged) {
			throw redirect(`/verify-email?${new URLSearchParams({ redirect: '/profile?tab=settings' })}`)
		}
		return data<AccountActionData>({ intent: value.intent, success: true, result: submission.reply() })
	}

	const result = await changePassword(context.db, user.id, {
		currentPassword: value.currentPassword,
		newPassword: value.newPassword,
		ip: context.clientIp,
	})
	if (!result.ok) {
		const t = await i18next.getFixedT(request, 'auth')
		const reply =
			result.reason === 'rateLimited'
				? submission.reply({
						hideFields: passwordFields,
						formErrors: [t('errors.rateLimited', { minutes: Math.ceil(result.retryAfterSeconds / 60) })],
					})
				: submission.reply({ hideFields: passwordFields, fieldErrors: { currentPassword: ['errors.currentPassword'] } })
		return data<AccountActionData>({ intent: value.intent, success: false, result: reply }, { status: 400 })
	}
	await endOtherSessions(context.db, user.id, await getSession(request, context))
	return data<AccountActionData>({ intent: value.intent, success: true, result: submission.reply({ resetForm: true }) })
}

/** Set as default and remove, from the payments tab's forms (they work without JavaScript). */
async function cardAction(request: Request, context: ActionFunctionArgs['context'], userId: string, formData: FormData) {
	const t = await i18next.getFixedT(request, 'billing')
	const parsed = cardFormSchema.safeParse(Object.fromEntries(formData))
	const answer = (intent: CardActionData['intent'], status: number, message: string) =>
		data<CardActionData>({ intent, success: status < 300, message }, { status })
	if (!parsed.success) return answer(formData.get('intent') === 'remove-card' ? 'remove-card' : 'set-default-card', 400, t('payments.notFound'))
	const { intent, paymentMethodId } = parsed.data
	const billing = billingFor(context)
	try {
		if (intent === 'set-default-card') {
			const result = await setDefaultCard(billing, userId, paymentMethodId)
			if (!result.ok) return answer(intent, 404, t('payments.notFound'))
			if (result.failedRetries > 0) return answer(intent, 200, `${t('payments.defaultUpdated')}. ${t('payments.retryFailed')}`)
			if (result.retriedInvoices > 0) return answer(intent, 200, `${t('payments.defaultUpdated')}. ${t('payments.retried')}`)
			return answer(intent, 200, t('payments.defaultUpdated'))
		}
		const result = await removeCard(billing, userId, paymentMethodId)
		if (!result.ok) return answer(intent, result.error === 'lastCard' ? 409 : 404, t(`payments.${result.error}`))
		return answer(intent, 200, t('payments.removed'))
	} catch (error) {
		report(error)
		return answer(intent, 502, t(intent === 'set-default-card' ? 'payments.defaultError' : 'payments.removeError'))
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export default AccountScreen
