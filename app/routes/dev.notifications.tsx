import { Anchor, Badge, Box, Card, Code, Container, Stack, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { desc, eq } from 'drizzle-orm'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/utils/page.ts'
import { notificationOutbox, users } from '#core/db/schema.ts'
import { isLanguageValue, type NotificationKind, type OutboxStatus } from '#core/enums.ts'
import { parseNotification } from '#core/notifications/payloads.ts'
import { renderNotification } from '#core/telegram/messages.ts'

/**
 * `/dev/notifications`: without TELEGRAM_BOT_TOKEN the worker marks notifications sent to this
 * outbox instead of Telegram (decisions.md, dev stand-ins), and this page shows each one as the
 * bot would send it. Production answers 404: the page would show every user's alerts.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	if (context.config.isProduction || !context.loopback) throw new Response('Not found', { status: 404 })
	const t = await i18next.getFixedT(request, 'devNotifications')
	const rows = await context.db
		.select({ row: notificationOutbox, email: users.email })
		.from(notificationOutbox)
		.innerJoin(users, eq(users.id, notificationOutbox.userId))
		.orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
		.limit(100)
	return {
		meta: { title: t('title'), description: t('description') },
		notifications: rows.map(({ row, email }) => {
			const notification = parseNotification(row.kind, row.payload)
			// Rendered here exactly as the sender renders it: Telegram HTML in which every field is escaped.
			const message = notification ? renderNotification(notification, isLanguageValue(row.language) ? row.language : 'en') : null
			return {
				id: row.id,
				to: email,
				kind: row.kind as NotificationKind,
				language: row.language,
				status: row.status as OutboxStatus,
				attempts: row.attempts,
				lastError: row.lastError,
				createdAt: row.createdAt.toISOString(),
				sentAt: row.sentAt?.toISOString() ?? null,
				message,
				payload: message ? null : JSON.stringify(row.payload, null, 2),
			}
		}),
	}
}

const statusColors: Record<OutboxStatus, string> = { pending: 'yellow.4', sent: 'green.3', failed: 'red.3' }

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex' }]

export default function DevNotifications() {
	const { t } = useTranslation('devNotifications')
	const { notifications } = useLoaderData<typeof loader>()
	return (
		<Container size="md" py="xl">
			<Stack gap="lg">
				<div>
					<Title order={1}>{t('heading')}</Title>
					<Text mt="sm" c="dimmed">
						{t('intro')}
					</Text>
				</div>
				{notifications.length === 0 ? <Text>{t('empty')}</Text> : null}
				{notifications.map((notification) => (
					<Card key={notification.id} withBorder component="article" data-testid="outbox-notification">
						<Title order={2} size="h4">
							{t(`kinds.${notification.kind}`)} · {notification.to}
						</Title>
						{/* A div: the badge inside is a div, which a <p> cannot hold (the page would not hydrate). */}
						<Text component="div" size="sm" mt="xs">
							{t('language')}: {notification.language} · {t('created')}: <time dateTime={notification.createdAt}>{notification.createdAt}</time>
							{notification.sentAt ? (
								<>
									{' '}
									· {t('sent')}: <time dateTime={notification.sentAt}>{notification.sentAt}</time>
								</>
							) : null}{' '}
							· {t('attempts')}: {notification.attempts} · {t('status')}: <Badge color={statusColors[notification.status]} autoContrast>
								{t(`statuses.${notification.status}`)}
							</Badge>
						</Text>
						{notification.lastError ? (
							<Text size="sm" mt="xs" c="red.8">
								{t('error')}: {notification.lastError}
							</Text>
						) : null}
						{notification.message ? (
							<Box mt="sm" p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
								{notification.message.photoUrl ? (
									<Text size="sm" mb="xs">
										{t('photo')}: <Anchor href={notification.message.photoUrl}>{notification.message.photoUrl}</Anchor>
									</Text>
								) : null}
								{/* Telegram HTML from core/telegram/messages.ts: every listing field in it is escaped, links are http(s) only. */}
								<div data-testid="telegram-message" style={{ whiteSpace: 'pre-wrap' }} dangerouslySetInnerHTML={{ __html: notification.message.html }} />
								{notification.message.button ? (
									<Text size="sm" mt="xs">
										{t('button')}: <Anchor href={notification.message.button.url}>{notification.message.button.text}</Anchor>
									</Text>
								) : null}
							</Box>
						) : (
							<>
								<Text size="sm" mt="sm" c="red.8">
									{t('invalid')}
								</Text>
								<Code block mt="xs">
									{notification.payload}
								</Code>
							</>
						)}
					</Card>
				))}
			</Stack>
		</Container>
	)
}
