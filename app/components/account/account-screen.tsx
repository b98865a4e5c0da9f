import { type SubmissionResult } from '@conform-to/react'
import { Badge, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertCard, CancelAlertDialog, type DashboardAlert } from '#app/components/alerts/alert-card.tsx'
import { type AlertNotice, AlertNoticeBanner } from '#app/components/alerts/alert-notice.tsx'
import { type AccountCard } from '#core/models/account.ts'
import { AccountSidebar } from './account-sidebar.tsx'
import { PasswordPanel, SettingsPanel } from './account-panels.tsx'

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
	telegram: { linked: boolean; blocked: boolean }
	/** After the wizard, an edit or a cancel (alert-notice.tsx). */
	notice: AlertNotice | null
}

export type AccountActionData = {
	intent: 'update-profile' | 'change-password'
	result: SubmissionResult<string[]>
	success: boolean
}

/** The signed-in screen behind /dashboard and /profile (spec: the same screen). */
export function AccountScreen() {
	const data = useLoaderData<AccountScreenData>()
	const { t } = useTranslation('account')
	return (
		<Container size="lg" py="xl">
			<Title order={1} mb="lg">
				{t('heading')}
			</Title>
			<Grid gutter="lg">
				<Grid.Col span={{ base: 12, md: 4 }}>
					<AccountSidebar data={data} />
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 8 }}>
					<AccountMain data={data} />
				</Grid.Col>
			</Grid>
		</Container>
	)
}

function AccountMain({ data }: { data: AccountScreenData }) {
	const actionData = useActionData<AccountActionData>()
	if (data.tab === 'settings') {
		return <SettingsPanel user={data.user} lastResult={actionData?.intent === 'update-profile' ? actionData : undefined} />
	}
	if (data.tab === 'password') {
		return (
			<PasswordPanel
				hasPassword={data.user.hasPassword}
				lastResult={actionData?.intent === 'change-password' ? actionData : undefined}
			/>
		)
	}
	return (
		<Stack gap="md">
			<TabBar tab={data.tab} />
			{data.tab === 'payments' ? <PaymentsTab cards={data.cards} /> : <AlertsTab data={data} />}
		</Stack>
	)
}

function TabBar({ tab }: { tab: AccountTab }) {
	const { t } = useTranslation('account')
	const { pathname } = useLocation()
	return (
		<Group component="nav" aria-label={t('tabs.label')} gap="xs" data-testid="account-tabs">
			{(['alerts', 'payments'] as const).map((name) => (
				<Button
					key={name}
					component={Link}
					to={`${pathname}?tab=${name}`}
					variant={tab === name ? 'filled' : 'default'}
					aria-current={tab === name ? 'page' : undefined}
				>
					{t(`tabs.${name}`)}
				</Button>
			))}
		</Group>
	)
}

function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
	return (
		<Card withBorder padding="xl" data-testid="empty-state">
			<Title order={3}>{title}</Title>
			<Text mt="xs" c="dimmed">
				{text}
			</Text>
			{action}
		</Card>
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
		<Button component={Link} to="/setup-alerts" mt="md" w="fit-content">
			{t('alerts.add')}
		</Button>
	)
	return (
		<section aria-labelledby="alerts-heading">
			<Title order={2} id="alerts-heading" mb="sm">
				{t('alerts.title')}
			</Title>
			{data.notice ? <AlertNoticeBanner notice={data.notice} /> : null}
			{alerts.length === 0 ? (
				<EmptyState title={t('alerts.emptyTitle')} text={t('alerts.emptyText')} action={add} />
			) : (
				<Stack gap="sm">
					<Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="alert-list">
						{alerts.map((alert) => (
							<AlertCard key={alert.id} alert={alert} telegram={data.telegram} locale={data.locale} onCancel={setCancelling} />
						))}
					</Stack>
					{add}
				</Stack>
			)}
			<CancelAlertDialog alert={cancelling} onClose={() => setCancelling(null)} />
		</section>
	)
}

function PaymentsTab({ cards }: { cards: AccountCard[] }) {
	const { t } = useTranslation('account')
	return (
		<section aria-labelledby="payments-heading">
			<Title order={2} id="payments-heading" mb="sm">
				{t('payments.title')}
			</Title>
			{cards.length === 0 ? (
				<EmptyState title={t('payments.emptyTitle')} text={t('payments.emptyText')} />
			) : (
				<Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="card-list">
					{cards.map((card) => (
						<Card component="li" withBorder key={card.id} data-testid="payment-card">
							<Group justify="space-between">
								<div>
									<Text fw={600}>
										{t('payments.cardEnding', { brand: t(`payments.brands.${card.brand}`), last4: card.last4 })}
									</Text>
									<Text size="sm" c="dimmed">
										{t('payments.expires', {
											month: String(card.expMonth).padStart(2, '0'),
											year: card.expYear,
										})}
									</Text>
								</div>
								{card.isDefault ? <Badge color="blue.2">{t('payments.default')}</Badge> : null}
							</Group>
						</Card>
					))}
				</Stack>
			)}
		</section>
	)
}
