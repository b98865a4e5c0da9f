import { Badge, Card, Code, Container, Stack, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { devPagesReachable } from '#app/services/dev-pages.server.ts'
import { pageMeta } from '#app/utils/page.ts'
import { listOutbox, type MailState } from '#core/mail/outbox.ts'

/**
 * `/dev/outbox`: without SMTP_URL mail only reaches the outbox, so development reads the codes
 * here (docs/product/decisions.md); with it, each mail's delivery shows. Production answers 404: the page would
 * show every user's mail. The outbox keeps links and codes sealed; the page shows them revealed,
 * as the mail carried them (docs/decisions/045-secrets-out-of-the-outbox.md).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	if (!devPagesReachable(context)) throw new Response('Not found', { status: 404 })
	const t = await i18next.getFixedT(request, 'register')
	const mails = await listOutbox(context.db, context.config)
	return {
		meta: { title: t('outbox.title'), description: t('outbox.description') },
		smtp: Boolean(context.config.SMTP_URL),
		mails: mails.map(({ createdAt, delivery, ...mail }) => ({
			...mail,
			createdAt: createdAt.toISOString(),
			delivery: delivery.state === 'sent' ? { ...delivery, sentAt: delivery.sentAt?.toISOString() ?? null } : delivery,
		})),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex' }]

/** Dark red on light, light red on dark: readable in both schemes. */
const problemColor = 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-3))'

const stateColors: Record<MailState['state'], string> = { kept: 'gray.3', waiting: 'yellow.4', retrying: 'orange.3', sent: 'green.3', failed: 'red.3' }

export default function DevOutbox() {
	const { t } = useTranslation('register')
	const { mails, smtp } = useLoaderData<typeof loader>()
	return (
		<Container size="md" py="xl">
			<Stack gap="lg">
				<div>
					<Title order={1}>{t('outbox.heading')}</Title>
					<Text mt="sm" c="dimmed">
						{t('outbox.intro')}
					</Text>
					<Text mt="xs" data-testid="outbox-mode">
						{smtp ? t('outbox.smtp') : t('outbox.noSmtp')}
					</Text>
				</div>
				{mails.length === 0 ? <Text>{t('outbox.empty')}</Text> : null}
				{mails.map((mail) => (
					<Card key={mail.id} withBorder component="article" data-testid="outbox-mail" data-state={mail.delivery.state}>
						<Title order={2} size="h4">
							{mail.subject}
						</Title>
						{/* A div: the badge inside is a div, which a <p> cannot hold (the page would not hydrate). */}
						<Text size="sm" mt="xs" component="div">
							{t('outbox.to', { address: mail.to })} · <time dateTime={mail.createdAt}>{t('outbox.created', { at: mail.createdAt })}</time> ·{' '}
							<Badge color={stateColors[mail.delivery.state]} autoContrast data-testid="outbox-state">
								{t(`outbox.states.${mail.delivery.state}`)}
							</Badge>
						</Text>
						<Text size="sm" mt="xs" c={mail.delivery.state === 'failed' || mail.delivery.state === 'retrying' ? problemColor : undefined} data-testid="outbox-detail">
							{deliveryDetail(t, mail.delivery)}
						</Text>
						<Code block mt="sm">
							{mail.text}
						</Code>
					</Card>
				))}
			</Stack>
		</Container>
	)
}

type Delivery = ReturnType<typeof useLoaderData<typeof loader>>['mails'][number]['delivery']

function deliveryDetail(t: (key: string, options?: Record<string, unknown>) => string, delivery: Delivery): string {
	switch (delivery.state) {
		case 'kept':
			return t('outbox.details.kept')
		case 'waiting':
			return t('outbox.details.waiting')
		case 'retrying':
			return t('outbox.details.retrying', { attempts: delivery.attempts, max: delivery.maxAttempts, error: delivery.error ?? '—' })
		case 'sent':
			return t('outbox.details.sent', { at: delivery.sentAt ?? '—' })
		case 'failed':
			return t('outbox.details.failed', { attempts: delivery.attempts, error: delivery.error ?? '—' })
	}
}
