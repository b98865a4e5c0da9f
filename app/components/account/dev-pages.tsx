import { Anchor, Card, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export type DevPageLink = { id: 'mailOutbox' | 'telegramOutbox' | 'demoMarket'; href: string }

/**
 * In development, the pages that stand in for e-mail, Telegram and a listing site, so a newcomer
 * can follow an alert end to end. The loader sends none in production (app/services/dev-pages.server.ts).
 */
export function DevPages({ links }: { links: DevPageLink[] }) {
	const { t } = useTranslation('account')
	if (links.length === 0) return null
	return (
		<Card withBorder padding="lg" mt="lg" component="section" aria-labelledby="dev-pages-heading" data-testid="dev-pages">
			<Title order={2} size="h4" id="dev-pages-heading">
				{t('dev.title')}
			</Title>
			<Text size="sm" c="dimmed" mt={4}>
				{t('dev.intro')}
			</Text>
			<Stack gap={4} mt="sm">
				{links.map((link) => (
					// Plain links: these pages are not part of the app's routes in production.
					<Anchor key={link.id} href={link.href} size="sm" data-testid={`dev-page-${link.id}`}>
						{t(`dev.${link.id}`)}
					</Anchor>
				))}
			</Stack>
		</Card>
	)
}
