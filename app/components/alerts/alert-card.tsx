import { Modal } from '@mantine/core'
import { Form, Link, useNavigation } from '@remix-run/react'
import { type TFunction } from 'i18next'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TelegramStatus } from '#app/components/alert-fields/alert-fields.tsx'
import { TelegramConnect, type TelegramConnectData } from '#app/components/telegram/telegram-connect.tsx'
import { type CancelOutcome, isEditable } from '#core/lifecycle.ts'
import { type AccountAlert } from '#core/models/account.ts'
import { criteriaRows } from '#core/criteria.ts'
import { asLanguage } from '#core/enums.ts'
import { formatPrice } from '#core/money.ts'
import { siteLabel as labelOf } from '#core/sites.ts'
import { sortSiteIds } from '#core/collation.ts'
import { formatDuration, numberFormat } from '#core/intl.ts'
import { ButtonBody, buttonClass, loadingProps } from '#app/components/ui/button.tsx'
import ui from '#app/components/ui/ui.module.css'
import classes from './alert-card.module.css'
import { type DashboardMarket, MarketChart } from './market-chart.tsx'

/**
 * An alert card's data: the model's row plus its dates, formatted by the loader on the buyer's
 * clock (core/check-times.ts; the next check as its first is planned, docs/decisions/052), its
 * market chart, and `readAgo`: when a site was last read ("3 minutes ago").
 */
export type DashboardAlert = Omit<AccountAlert, 'sites'> & {
	lastCheckedText: string | null
	nextCheckText: string | null
	periodEndText: string | null
	market: DashboardMarket
	sites: Array<AccountAlert['sites'][number] & { readAgo: string | null }>
}

/** "Volkswagen Golf", "BMW All models". */
export function alertTitle(t: TFunction, alert: { brandName: string; modelName: string | null }): string {
	return `${alert.brandName} ${alert.modelName ?? t('account:alerts.allModels')}`
}

export const cancelPath = (id: string) => `/edit/${id}/cancel`
export const mutedPath = (id: string) => `/edit/${id}/muted`

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
	return (
		<div data-testid={testId}>
			<dt className={classes.label}>{label}</dt>
			<dd className={classes.value}>{children}</dd>
		</div>
	)
}

/**
 * One alert on the dashboard: what it watches (only the limits that are set), where and how
 * often, its price and status, the Telegram connection, the last check and what it found, and
 * the market it watches over the last 30 days.
 * Cancel is a link to the confirm page; with JavaScript it opens the dialog instead.
 * `sample`: the landing page's picture of a card (docs/decisions/056): no actions, and no delay,
 * which only real messages measure.
 */
export function AlertCard({
	alert,
	telegram,
	locale,
	onCancel,
	sample = false,
}: {
	alert: DashboardAlert
	telegram: TelegramConnectData
	locale: string
	onCancel: (alert: DashboardAlert) => void
	sample?: boolean
}) {
	const { t } = useTranslation('account')
	const number = (value: number) => numberFormat(locale).format(value)
	const criteria = criteriaRows('card', alert, { t, language: asLanguage(locale) })
	// Each site with its country, as every page and message names it (docs/decisions/072).
	const siteLabel = (id: string) => labelOf(id, locale)
	const siteNames = sortSiteIds(alert.websitesSelected, locale).map(siteLabel).join(', ')
	const active = alert.status === 'active'
	const running = alert.running
	return (
		<li className={`${ui.card} ${ui.cardLg}`} data-testid="alert-card" data-alert-id={alert.id}>
			<div className={classes.head}>
				<div className={classes.titleBox}>
					<p className={`${ui.text} ${ui.lg} ${ui.semibold}`} data-testid="alert-title">
						{alertTitle(t, alert)}
					</p>
					<p className={`${ui.text} ${ui.sm} ${ui.dimmed}`} data-testid="alert-price">
						{t('alerts.perMonth', { price: formatPrice(alert.price, locale) })}
					</p>
				</div>
				<div
					className={`${ui.badge} ${active ? ui.badgeGreen : ui.badgeAmber} ${classes.status}`}
					data-status={alert.status}
					data-color={active ? 'green' : 'amber'}
				>
					<span className={ui.badgeLabel}>{t(`alerts.status.${alert.status}`)}</span>
				</div>
			</div>
			<dl className={classes.facts}>
				{criteria.map(({ name, label, value }) => (
					<Fact key={name} label={label} testId={`alert-criterion-${name}`}>
						{value}
					</Fact>
				))}
				<Fact label={t('alerts.card.websites')}>{siteNames}</Fact>
				<Fact label={t('alerts.card.frequency')}>{t(`wizard:frequencies.${alert.updateFrequency}`)}</Fact>
				{alert.quiet ? (
					<Fact label={t('alerts.card.quiet')}>
						{t('alerts.card.quietValue', { from: alert.quiet.from, until: alert.quiet.until, zone: alert.quiet.timeZone.replaceAll('_', ' ') })}
						{alert.quiet.bypassPercent !== null ? ` · ${t('alerts.card.quietBypass', { percent: alert.quiet.bypassPercent })}` : null}
					</Fact>
				) : null}
				<Fact label={t('alerts.card.telegram')}>
					<TelegramStatus linked={telegram.linked} blocked={telegram.blocked} />
				</Fact>
				<Fact label={t('alerts.card.lastCheck')} testId="alert-last-check">
					{alert.lastCheckedText ?? t('alerts.card.notChecked')}
				</Fact>
				{running && alert.nextCheckText ? (
					<Fact label={t('alerts.card.nextCheck')} testId="alert-next-check">
						{alert.nextCheckText}
					</Fact>
				) : null}
				<Fact label={t('alerts.card.listingsFound')} testId="alert-listings">
					{number(alert.listingsFound)}
				</Fact>
				<Fact label={t('alerts.card.alertsSent')} testId="alert-sent">
					{number(alert.alertsSent)}
				</Fact>
				{alert.alertsWaiting > 0 ? (
					<Fact label={t('alerts.card.alertsWaiting')} testId="alert-waiting">
						{number(alert.alertsWaiting)}
					</Fact>
				) : null}
				{sample ? null : (
					<Fact label={t('alerts.card.delay')} testId="alert-delay">
						{alert.delay
							? t('alerts.card.delayValue', {
									count: alert.delay.messages,
									median: formatDuration(alert.delay.medianSeconds, locale),
									p95: formatDuration(alert.delay.p95Seconds, locale),
								})
							: t('alerts.card.delayNone')}
					</Fact>
				)}
				<Fact label={t('alerts.card.sites')} testId="alert-site-status">
					{sortSiteIds(alert.sites.map((site) => site.siteId), locale).map((siteId) => {
						const site = alert.sites.find((candidate) => candidate.siteId === siteId)!
						const values = { site: siteLabel(siteId), state: t(`alerts.card.siteState.${site.state}`), ago: site.readAgo }
						return (
							<span key={siteId} className={classes.siteLine} data-site={siteId} data-state={site.state}>
								{site.readAgo ? t('alerts.card.siteLineRead', values) : t('alerts.card.siteLine', values)}
							</span>
						)
					})}
				</Fact>
			</dl>
			<MarketChart id={alert.id} market={alert.market} locale={locale} t={t} />
			{alert.mutedModels.length > 0 ? <MutedModels id={alert.id} models={alert.mutedModels} back="dashboard" /> : null}
			{!telegram.linked || telegram.blocked ? (
				<section className={`${ui.card} ${ui.cardSm} ${ui.mtMd}`} aria-label={t('telegram.connectTitle')}>
					<p className={`${ui.text} ${ui.sm} ${ui.semibold} ${ui.mb4}`}>
						{alert.alertsWaiting > 0 ? t('telegram.connectWaiting', { count: alert.alertsWaiting }) : t('telegram.connectTitle')}
					</p>
					<TelegramConnect telegram={telegram} size={112} withStatus={false} testId="alert-telegram-connect" />
				</section>
			) : null}
			{alert.degradedSites.length > 0 ? (
				<p className={`${ui.text} ${ui.sm} ${ui.mtSm} ${classes.degraded}`} data-testid="alert-degraded">
					{t('alerts.card.sitesDegraded', { sites: alert.degradedSites.map(siteLabel).join(', ') })}
				</p>
			) : null}
			{alert.pendingPrice !== null ? (
				<p className={`${ui.text} ${ui.sm} ${ui.mtSm} ${ui.medium}`} data-testid="alert-pending">
					{t('alerts.card.pendingChange', { price: formatPrice(alert.pendingPrice, locale) })}
				</p>
			) : null}
			{alert.status === 'cancelling' && alert.periodEndText ? (
				<p className={`${ui.text} ${ui.sm} ${ui.mtSm}`} data-testid="alert-paid-until">
					{t('alerts.card.paidUntil', { date: alert.periodEndText })}
				</p>
			) : null}
			{sample ? null : (
				<div className={`${ui.group} ${ui.gapSm} ${ui.mtMd}`}>
					{isEditable(alert.status) ? (
						<Link to={`/edit/${alert.id}`} className={buttonClass('default')}>
							<ButtonBody>{t('alerts.card.edit')}</ButtonBody>
						</Link>
					) : null}
					{alert.keepable ? <KeepAlertForm id={alert.id} /> : null}
					{alert.status !== 'cancelling' ? (
						<Link
							to={cancelPath(alert.id)}
							className={buttonClass('subtle-red')}
							onClick={(event) => {
								// With JavaScript the dialog confirms; without, the link opens the confirm page.
								event.preventDefault()
								onCancel(alert)
							}}
						>
							<ButtonBody>{t('alerts.card.cancel')}</ButtonBody>
						</Link>
					) : null}
				</div>
			)}
		</li>
	)
}

/**
 * "Keep my alert" of an alert cancelled during its paid period: a form that posts to the cancel
 * route, so it works without JavaScript; the dashboard then says the alert renews again.
 */
export function KeepAlertForm({ id, size = 'sm' }: { id: string; size?: 'sm' | 'md' }) {
	const { t } = useTranslation('alerts')
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formAction === cancelPath(id) && navigation.formData?.get('intent') === 'keep'
	return (
		<Form method="post" action={cancelPath(id)}>
			<input type="hidden" name="intent" value="keep" />
			<button type="submit" className={buttonClass('filled', size)} {...loadingProps(busy)} data-testid="keep-alert">
				<ButtonBody loading={busy} loaderLabel={t('keep.busy')}>
					{t('keep.submit')}
				</ButtonBody>
			</button>
		</Form>
	)
}

/**
 * The models muted from a Telegram message ("Mute this model", docs/decisions/040-listing-buttons.md),
 * each with a form that unmutes it: it posts to /edit/{id}/muted, so it works without JavaScript,
 * and comes back to the page it was on (`back`).
 */
export function MutedModels({ id, models, back }: { id: string; models: Array<{ slug: string; name: string }>; back: 'dashboard' | 'edit' }) {
	const { t } = useTranslation('alerts')
	const navigation = useNavigation()
	const busyModel = navigation.state !== 'idle' && navigation.formAction === mutedPath(id) ? navigation.formData?.get('model') : null
	return (
		<section className={`${ui.card} ${ui.cardSm} ${ui.mtMd}`} aria-labelledby={`muted-${id}`} data-testid="muted-models">
			<p id={`muted-${id}`} className={`${ui.text} ${ui.sm} ${ui.semibold}`}>
				{t('muted.title')}
			</p>
			<p className={`${ui.text} ${ui.sm} ${ui.dimmed} ${ui.mbSm}`}>{t('muted.hint')}</p>
			<ul className={`${ui.plainList} ${ui.stack} ${ui.gapXs}`}>
				{models.map((model) => (
					<li key={model.slug} className={`${ui.group} ${ui.gapSm}`} data-testid="muted-model">
						<span className={ui.text}>{model.name}</span>
						<Form method="post" action={mutedPath(id)}>
							<input type="hidden" name="model" value={model.slug} />
							<input type="hidden" name="back" value={back} />
							<button type="submit" className={buttonClass('default')} aria-label={t('muted.unmuteLabel', { model: model.name })} {...loadingProps(busyModel === model.slug)}>
								<ButtonBody loading={busyModel === model.slug}>{t('muted.unmute')}</ButtonBody>
							</button>
						</Form>
					</li>
				))}
			</ul>
		</section>
	)
}

/** What cancelling does to this alert now (the same words on the confirm page and in the dialog). */
export function CancelExplanation({ outcome, periodEndText }: { outcome: CancelOutcome; periodEndText: string | null }) {
	const { t } = useTranslation('alerts')
	return (
		<p className={ui.text} data-testid="cancel-explanation">
			{outcome === 'runsUntilPeriodEnd' && periodEndText ? t('cancel.runsUntil', { date: periodEndText }) : t('cancel.endsNow')}
		</p>
	)
}

/** The confirm form both the dialog and the confirm page submit. */
export function CancelForm({ id, keep }: { id: string; keep: ReactNode }) {
	const { t } = useTranslation('alerts')
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formAction === cancelPath(id)
	return (
		<Form method="post" action={cancelPath(id)}>
			<input type="hidden" name="intent" value="cancel" />
			<div className={`${ui.group} ${ui.justifyEnd} ${ui.mtLg}`}>
				{keep}
				<button type="submit" className={buttonClass('filled-red')} {...loadingProps(busy)}>
					<ButtonBody loading={busy} loaderLabel={t('cancel.busy')}>
						{t('cancel.confirm')}
					</ButtonBody>
				</button>
			</div>
		</Form>
	)
}

/** The confirmation dialog of docs/product/spec.md §4: its button posts the cancel, then the list refreshes. */
export function CancelAlertDialog({ alert, onClose }: { alert: DashboardAlert | null; onClose: () => void }) {
	const { t } = useTranslation('alerts')
	return (
		<Modal opened={alert !== null} onClose={onClose} title={alert ? t('cancel.title', { alert: alertTitle(t, alert) }) : ''} centered>
			{alert ? (
				<div className={`${ui.stack} ${ui.gapXs}`}>
					<CancelExplanation outcome={alert.cancelOutcome} periodEndText={alert.periodEndText} />
					<CancelForm
						id={alert.id}
						keep={
							<button type="button" className={buttonClass('default')} onClick={onClose}>
								<ButtonBody>{t('cancel.keep')}</ButtonBody>
							</button>
						}
					/>
				</div>
			) : null}
		</Modal>
	)
}
