import { Card, Container, Grid, Stack, Title } from '@mantine/core'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertCard, CancelAlertDialog, type DashboardAlert } from '#app/components/alerts/alert-card.tsx'
import { AlertNoticeBanner } from '#app/components/alerts/alert-notice.tsx'
import { ButtonBody, buttonClass } from '#app/components/ui/button.tsx'
import ui from '#app/components/ui/ui.module.css'
import { TelegramConnect, type TelegramConnectData, useRevalidateOnTelegramLink } from '#app/components/telegram/telegram-connect.tsx'
import { type AccountActionData, type AccountScreenData, type AccountTab } from './account-data.ts'
import { AccountSidebar } from './account-sidebar.tsx'
import { BillingNotices } from './billing-notices.tsx'
import { DevPages } from './dev-pages.tsx'
import { PasswordPanel, SettingsPanel } from './account-panels.tsx'
import { EmptyState } from './empty-state.tsx'
import { PaymentsTab } from './payments-tab.tsx'

/** The signed-in screen behind /dashboard and /profile (spec: the same screen). */
export function AccountScreen() {
	const data = useLoaderData<AccountScreenData>()
	const { t } = useTranslation('account')
	useRevalidateOnTelegramLink(!(data.telegram.linked && !data.telegram.blocked) && data.telegram.way !== null)
	return (
		<Container size="lg" py="xl">
			<Title order={1} mb="lg">
				{t('heading')}
			</Title>
			<Grid gutter="lg">
				<Grid.Col span={{ base: 12, md: 4 }}>
					<AccountSidebar data={data} />
					<TelegramPanel telegram={data.telegram} />
					<DevPages links={data.devPages} />
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 8 }}>
					<AccountMain data={data} />
				</Grid.Col>
			</Grid>
		</Container>
	)
}

/** The account's Telegram connection, on every tab: where a user who skipped the wizard's step connects. */
function TelegramPanel({ telegram }: { telegram: TelegramConnectData }) {
	const { t } = useTranslation('account')
	return (
		<Card withBorder padding="lg" mt="lg" component="section" aria-labelledby="account-telegram-heading">
			<Title order={2} size="h4" id="account-telegram-heading" mb="xs">
				{t('telegram.title')}
			</Title>
			<TelegramConnect telegram={telegram} size={160} stacked testId="account-telegram" />
		</Card>
	)
}

function AccountMain({ data }: { data: AccountScreenData }) {
	const actionData = useActionData<AccountActionData>()
	const formResult = actionData && 'result' in actionData ? actionData : undefined
	if (data.tab === 'settings') {
		return <SettingsPanel user={data.user} lastResult={formResult?.intent === 'update-profile' ? formResult : undefined} />
	}
	if (data.tab === 'password') {
		return (
			<PasswordPanel
				hasPassword={data.user.hasPassword}
				lastResult={formResult?.intent === 'change-password' ? formResult : undefined}
			/>
		)
	}
	return (
		<Stack gap="md">
			<TabBar tab={data.tab} />
			{data.tab === 'payments' ? <PaymentsTab data={data} /> : <AlertsTab data={data} />}
		</Stack>
	)
}

function TabBar({ tab }: { tab: AccountTab }) {
	const { t } = useTranslation('account')
	const { pathname } = useLocation()
	return (
		<nav className={`${ui.group} ${ui.gapXs}`} aria-label={t('tabs.label')} data-testid="account-tabs">
			{(['alerts', 'payments'] as const).map((name) => (
				<Link
					key={name}
					to={`${pathname}?tab=${name}`}
					className={buttonClass(tab === name ? 'filled' : 'default')}
					aria-current={tab === name ? 'page' : undefined}
				>
					<ButtonBody>{t(`tabs.${name}`)}</ButtonBody>
				</Link>
			))}
		</nav>
	)
}

function AlertsTab({ data }: { data: AccountScreenData }) {
	const { t } = useTranslation('account')
	const [cancelling, setCancelling] = useState<DashboardAlert | null>(null)
	const { key } = useLocation()
	// The confirm button's redirect back here (with the notice) closes the dialog.
	useEffect(() => setCancelling(null), [key])
	const alerts = data.alerts
	const add = (
		<Link to="/setup-alerts" className={buttonClass('filled', 'sm', `${ui.mtMd} ${ui.fitContent}`)}>
			<ButtonBody>{t('alerts.add')}</ButtonBody>
		</Link>
	)
	return (
		<section aria-labelledby="alerts-heading">
			<h2 className={`${ui.title} ${ui.h2} ${ui.mbSm}`} id="alerts-heading">
				{t('alerts.title')}
			</h2>
			{data.notice ? <AlertNoticeBanner notice={data.notice} /> : null}
			<BillingNotices alerts={alerts} />
			{alerts.length === 0 ? (
				<EmptyState title={t('alerts.emptyTitle')} text={t('alerts.emptyText')} action={add} />
			) : (
				<div className={`${ui.stack} ${ui.gapSm}`}>
					<ul className={`${ui.stack} ${ui.gapSm} ${ui.plainList}`} data-testid="alert-list">
						{alerts.map((alert) => (
							<AlertCard key={alert.id} alert={alert} telegram={data.telegram} locale={data.locale} onCancel={setCancelling} />
						))}
					</ul>
					{add}
				</div>
			)}
			<CancelAlertDialog alert={cancelling} onClose={() => setCancelling(null)} />
		</section>
	)
}
