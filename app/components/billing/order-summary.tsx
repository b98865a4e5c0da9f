import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '#core/money.ts'

/** What the checkout sells, as the spec words it: "Car alerts for {brand} {model}", sites, frequency, "$X/month". */
export type OrderSummaryData = {
	brandName: string
	modelName: string | null
	websites: string[]
	/** A frequency id: hourly, 30min, ... */
	updateFrequency: string
	/** US cents a month, from core/pricing. */
	price: number
}

export function OrderSummary({ order }: { order: OrderSummaryData }) {
	const { t, i18n } = useTranslation('billing')
	const price = formatPrice(order.price, i18n.language)
	return (
		<Card withBorder padding="lg" component="section" aria-labelledby="order-summary-heading" data-testid="order-summary">
			<Title order={2} size="h3" id="order-summary-heading">
				{t('checkout.summaryTitle')}
			</Title>
			<Text fw={600} mt="sm" data-testid="order-title">
				{t('checkout.alertFor', { brand: order.brandName, model: order.modelName ?? t('checkout.allModels') })}
			</Text>
			<Stack component="dl" gap="xs" mt="sm" mb={0}>
				<Group justify="space-between" wrap="nowrap" align="flex-start">
					<Text component="dt" size="sm" c="dimmed">
						{t('checkout.websites')}
					</Text>
					<Text component="dd" size="sm" m={0} ta="right" data-testid="order-websites">
						{t('checkout.websiteCount', { count: order.websites.length, sites: order.websites.join(', ') })}
					</Text>
				</Group>
				<Group justify="space-between" wrap="nowrap">
					<Text component="dt" size="sm" c="dimmed">
						{t('checkout.frequency')}
					</Text>
					<Text component="dd" size="sm" m={0} data-testid="order-frequency">
						{t(`wizard:frequencies.${order.updateFrequency}`)}
					</Text>
				</Group>
				<Group justify="space-between" wrap="nowrap" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
					<Text component="dt" fw={600}>
						{t('checkout.total')}
					</Text>
					<Text component="dd" fw={700} m={0} data-testid="order-total">
						{t('checkout.perMonth', { price })}
					</Text>
				</Group>
			</Stack>
			<Text size="xs" c="dimmed" mt="sm">
				{t('checkout.renews')}
			</Text>
		</Card>
	)
}
