import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardSetup } from '#app/components/billing/card-setup.tsx'
import { type AccountCard } from '#core/models/account.ts'
import { type AccountActionData, type AccountScreenData, type CardActionData } from './account-data.ts'
import { EmptyState } from './empty-state.tsx'

const readableTitle = { title: { color: 'var(--mantine-color-text)' } } as const

function CardForm({ card, intent, label, color }: { card: AccountCard; intent: CardActionData['intent']; label: string; color?: string }) {
	const { pathname } = useLocation()
	const navigation = useNavigation()
	const busy =
		navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('paymentMethodId') === card.id
	return (
		<Form method="post" action={`${pathname}?tab=payments`}>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="paymentMethodId" value={card.id} />
			<Button type="submit" size="sm" variant={color ? 'subtle' : 'default'} color={color} loading={busy} aria-label={`${label}: ${card.last4}`}>
				{label}
			</Button>
		</Form>
	)
}

/**
 * The payments tab (spec: payment-method cards with set as default and remove, and an add-card
 * dialog). Set default and remove are forms, so they work without JavaScript; "Add card" is a
 * link to /card-setup that JavaScript turns into a dialog with the same form.
 */
export function PaymentsTab({ data }: { data: AccountScreenData }) {
	const { t } = useTranslation('account')
	const { t: tb } = useTranslation('billing')
	const actionData = useActionData<AccountActionData>()
	const cardResult = actionData && 'message' in actionData ? actionData : undefined
	const [adding, setAdding] = useState(false)
	const { key } = useLocation()
	useEffect(() => setAdding(false), [key])
	const pastDue = data.alerts.some((alert) => alert.status === 'past_due')
	const cards = data.cards
	return (
		<section aria-labelledby="payments-heading">
			<Group justify="space-between" mb="sm">
				<Title order={2} id="payments-heading">
					{t('payments.title')}
				</Title>
				<Button
					component={Link}
					to="/card-setup"
					onClick={(event) => {
						// With JavaScript the dialog; without, the card-setup page.
						event.preventDefault()
						setAdding(true)
					}}
					data-testid="add-card"
				>
					{tb('payments.add')}
				</Button>
			</Group>
			<Stack gap="sm">
				{data.cardNotice === 'saved' ? (
					<Alert color="green" role="status" title={tb('payments.saved')} styles={readableTitle} data-testid="card-notice">
						{tb('payments.savedText')}
					</Alert>
				) : null}
				{cardResult ? (
					<Alert
						color={cardResult.success ? 'green' : 'red'}
						role={cardResult.success ? 'status' : 'alert'}
						styles={readableTitle}
						title={cardResult.message}
						data-testid="card-result"
					/>
				) : null}
				{pastDue ? (
					<Alert color="yellow" title={tb('payments.pastDueTitle')} styles={readableTitle} data-testid="past-due-notice">
						{tb('payments.pastDueText')}
					</Alert>
				) : null}
				{cards.length === 0 ? (
					<EmptyState title={t('payments.emptyTitle')} text={tb('payments.emptyText')} />
				) : (
					<Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="card-list">
						{cards.map((card) => (
							<Card component="li" withBorder key={card.id} data-testid="payment-card" data-card-id={card.id}>
								<Group justify="space-between" align="flex-start">
									<div>
										<Text fw={600}>
											{t('payments.cardEnding', { brand: t(`payments.brands.${card.brand}`), last4: card.last4 })}
										</Text>
										<Text size="sm" c="dimmed">
											{t('payments.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
										</Text>
									</div>
									<Group gap="xs">
										{card.id.startsWith('pm_demo_') ? <Badge color="yellow.4" c="dark">{tb('payments.demoCard')}</Badge> : null}
										{card.isDefault ? <Badge color="blue.2">{t('payments.default')}</Badge> : null}
									</Group>
								</Group>
								<Group gap="xs" mt="sm">
									{card.isDefault ? null : <CardForm card={card} intent="set-default-card" label={tb('payments.setDefault')} />}
									<CardForm card={card} intent="remove-card" label={tb('payments.remove')} color="red" />
								</Group>
							</Card>
						))}
					</Stack>
				)}
			</Stack>
			<Modal opened={adding} onClose={() => setAdding(false)} title={tb('cardSetup.heading')} centered size="lg">
				<CardSetup billing={data.billing} locale={data.locale} />
			</Modal>
		</section>
	)
}
