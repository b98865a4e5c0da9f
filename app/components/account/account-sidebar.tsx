import { Badge, Card, Divider, NavLink, Stack, Text, Title } from '@mantine/core'
import { Form, Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type AccountScreenData, type AccountTab } from './account-data.ts'
import { dateTimeFormat } from '#core/intl.ts'

/** "12 March 2025" in the UI language; UTC, so server and browser render the same day. */
export function formatMemberSince(iso: string, locale: string): string {
	return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}

/**
 * The left sidebar (docs/product/spec.md): who is signed in, and the screen's sections. The sections are plain
 * links to `?tab=`, so every one of them works without JavaScript.
 */
export function AccountSidebar({ data }: { data: AccountScreenData }) {
	const { t } = useTranslation('account')
	const { pathname } = useLocation()
	const item = (tab: AccountTab, label: string, count?: number) => (
		<NavLink
			component={Link}
			to={`${pathname}?tab=${tab}`}
			label={label}
			active={data.tab === tab}
			variant="filled"
			aria-current={data.tab === tab ? 'page' : undefined}
			rightSection={count === undefined ? undefined : <Badge color="gray.2">{count}</Badge>}
			data-testid={`sidebar-${tab}`}
		/>
	)
	return (
		<Card withBorder padding="lg" data-testid="account-sidebar">
			<Stack gap={4}>
				<Title order={2} size="h3" data-testid="account-name">
					{data.user.displayName}
				</Title>
				<Text size="sm" data-testid="account-email" style={{ overflowWrap: 'anywhere' }}>
					{data.user.email}
				</Text>
				<Text size="sm" c="dimmed" data-testid="account-member-since">
					{t('sidebar.memberSince', { date: formatMemberSince(data.user.createdAt, data.locale) })}
				</Text>
			</Stack>
			<Stack component="dl" gap={4} mt="md" mb={0}>
				<Text component="div" size="sm" style={{ display: 'flex', justifyContent: 'space-between' }}>
					<dt>{t('sidebar.alertCount')}</dt>
					<Text component="dd" m={0} fw={600} data-testid="account-alert-count">
						{data.alerts.length}
					</Text>
				</Text>
				<Text component="div" size="sm" style={{ display: 'flex', justifyContent: 'space-between' }}>
					<dt>{t('sidebar.cardCount')}</dt>
					<Text component="dd" m={0} fw={600} data-testid="account-card-count">
						{data.cards.length}
					</Text>
				</Text>
			</Stack>
			<Divider my="md" />
			<nav aria-label={t('sidebar.label')}>
				{item('alerts', t('sidebar.subscriptions'), data.alerts.length)}
				{item('payments', t('sidebar.paymentMethods'), data.cards.length)}
				{item('settings', t('sidebar.settings'))}
				{item('password', t('sidebar.password'))}
				<Form method="post" action="/logout">
					<NavLink component="button" type="submit" label={t('sidebar.logout')} data-testid="sidebar-logout" />
				</Form>
			</nav>
		</Card>
	)
}
