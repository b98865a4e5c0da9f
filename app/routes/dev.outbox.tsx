import { Badge, Card, Code, Container, Stack, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { desc } from 'drizzle-orm'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/utils/page.ts'
import { mailOutbox } from '#core/db/schema.ts'

/**
 * `/dev/outbox`: without SMTP_URL mail only reaches the outbox, so development reads the codes
 * here (decisions.md). Production answers 404: the page would show every user's mail.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	if (context.config.isProduction || !context.loopback) throw new Response('Not found', { status: 404 })
	const t = await i18next.getFixedT(request, 'register')
	const mails = await context.db
		.select({
			id: mailOutbox.id,
			to: mailOutbox.to,
			subject: mailOutbox.subject,
			text: mailOutbox.text,
			status: mailOutbox.status,
			createdAt: mailOutbox.createdAt,
		})
		.from(mailOutbox)
		.orderBy(desc(mailOutbox.createdAt))
		.limit(100)
	return {
		meta: { title: t('outbox.title'), description: t('outbox.description') },
		mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex' }]

export default function DevOutbox() {
	const { t } = useTranslation('register')
	const { mails } = useLoaderData<typeof loader>()
	return (
		<Container size="md" py="xl">
			<Stack gap="lg">
				<div>
					<Title order={1}>{t('outbox.heading')}</Title>
					<Text mt="sm" c="dimmed">
						{t('outbox.intro')}
					</Text>
				</div>
				{mails.length === 0 ? <Text>{t('outbox.empty')}</Text> : null}
				{mails.map((mail) => (
					<Card key={mail.id} withBorder component="article" data-testid="outbox-mail">
						<Title order={2} size="h4">
							{mail.subject}
						</Title>
						<Text size="sm" mt="xs" component="div">
							{t('outbox.to')}: {mail.to} · {t('outbox.created')}: <time dateTime={mail.createdAt}>{mail.createdAt}</time> ·{' '}
							{t('outbox.status')}: <Badge color={mail.status === 'sent' ? 'green' : mail.status === 'failed' ? 'red' : 'gray'} autoContrast>
								{mail.status}
							</Badge>
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
