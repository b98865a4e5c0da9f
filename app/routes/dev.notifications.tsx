import { Alert, Anchor, Badge, Box, Button, Card, Code, Container, Group, Stack, Text, Title } from '@mantine/core'
import { type ActionFunctionArgs, type AppLoadContext, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { desc, eq } from 'drizzle-orm'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { readableAlertTitle } from '#app/components/alerts/format.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { devPagesReachable } from '#app/services/dev-pages.server.ts'
import { readFormDataOrNull } from '#app/services/form.server.ts'
import { pageMeta } from '#app/utils/page.ts'
import { notificationOutbox, users } from '#core/db/schema.ts'
import { asLanguage, type NotificationKind, type OutboxStatus } from '#core/enums.ts'
import { parseNotification } from '#core/notifications/payloads.ts'
import { renderNotification } from '#core/telegram/messages.ts'
import { publicUrl } from '#core/config.ts'
import { chatsToSimulate, simulateStart } from '#core/telegram/simulate.ts'

/**
 * `/dev/notifications`: without TELEGRAM_BOT_TOKEN the worker marks notifications sent to this
 * outbox instead of Telegram (docs/product/decisions.md, dev stand-ins), and this page shows each one as the
 * bot would send it. It also stands in for the user's side of Telegram: "Simulate /start" sends
 * the update a tap on the user's deep link would, through the bot's own update handling
 * (docs/decisions/020). Production answers 404: the page would show every user's alerts.
 */

function refuseOutsideDevelopment(context: AppLoadContext) {
	if (!devPagesReachable(context)) throw new Response('Not found', { status: 404 })
}

/** The newest accounts, whose chats the page can link. */
const chatsShown = 50

export async function loader({ request, context }: LoaderFunctionArgs) {
	refuseOutsideDevelopment(context)
	const t = await i18next.getFixedT(request, 'devNotifications')
	const accounts = await chatsToSimulate(context.db, chatsShown)
	const rows = await context.db
		.select({ row: notificationOutbox, email: users.email })
		.from(notificationOutbox)
		.innerJoin(users, eq(users.id, notificationOutbox.userId))
		.orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
		.limit(100)
	return {
		meta: { title: t('title'), description: t('description') },
		// With a bot token the real bot links chats; a simulated chat would not exist there.
		simulate: !context.config.TELEGRAM_BOT_TOKEN,
		chats: accounts,
		notifications: rows.map(({ row, email }) => {
			const notification = parseNotification(row.kind, row.payload)
			// Rendered here exactly as the sender renders it: Telegram HTML in which every field is escaped.
			const message = notification ? renderNotification(notification, asLanguage(row.language), new Date(), { appUrl: publicUrl(context.config, '/') }) : null
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

const simulateForm = z.object({ intent: z.literal('simulate-start'), userId: z.string().uuid() })

type SimulateResult = { ok: true; userId: string; chatId: number; reply: string | null } | { ok: false; message: string }

export async function action({ request, context }: ActionFunctionArgs) {
	refuseOutsideDevelopment(context)
	const t = await i18next.getFixedT(request, 'devNotifications')
	const formData = await readFormDataOrNull(request)
	const form = formData ? simulateForm.safeParse(Object.fromEntries(formData)) : null
	if (!form?.success) return data<SimulateResult>({ ok: false, message: t('simulate.badForm') }, { status: 400 })
	if (context.config.TELEGRAM_BOT_TOKEN) return data<SimulateResult>({ ok: false, message: t('simulate.botConfigured') }, { status: 409 })
	const result = await simulateStart(context.db, context.config, form.data.userId)
	if (!result) return data<SimulateResult>({ ok: false, message: t('simulate.unknownUser') }, { status: 404 })
	return data<SimulateResult>({ ok: true, userId: form.data.userId, chatId: result.chatId, reply: result.reply?.html ?? null })
}

const statusColors: Record<OutboxStatus, string> = { pending: 'yellow.4', sent: 'green.3', failed: 'red.3', held: 'indigo.2' }

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
				<Chats />
				<Title order={2}>{t('messagesHeading')}</Title>
				{notifications.length === 0 ? <Text>{t('empty')}</Text> : null}
				{notifications.map((notification) => (
					<Card key={notification.id} withBorder component="article" data-testid="outbox-notification">
						<Title order={3} size="h4">
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

/** The users' side of Telegram: each account's stand-in chat, and the button that presses Start. */
function Chats() {
	const { t } = useTranslation('devNotifications')
	const { chats, simulate } = useLoaderData<typeof loader>()
	const result = useActionData<typeof action>()
	const navigation = useNavigation()
	return (
		<Stack gap="sm" component="section" aria-labelledby="chats-heading">
			<Title order={2} id="chats-heading">
				{t('chats.heading')}
			</Title>
			<Text c="dimmed">{simulate ? t('chats.intro') : t('simulate.botConfigured')}</Text>
			{result && !result.ok ? (
				<Alert color="red" role="alert" data-testid="simulate-refused">
					{result.message}
				</Alert>
			) : null}
			{result?.ok ? (
				<Alert color="green" role="status" title={t('simulate.done', { chat: result.chatId })} styles={readableAlertTitle} data-testid="simulate-result">
					{result.reply ? (
						<>
							<Text size="sm" mb={4}>
								{t('simulate.reply')}
							</Text>
							{/* The bot's reply in Telegram HTML (core/telegram/messages.ts), every value in it escaped. */}
							<div data-testid="simulate-reply" style={{ whiteSpace: 'pre-wrap' }} dangerouslySetInnerHTML={{ __html: result.reply }} />
						</>
					) : null}
				</Alert>
			) : null}
			{chats.length === 0 ? <Text>{t('chats.empty')}</Text> : null}
			{chats.map((chat) => {
				const linked = chat.chatId !== null
				const busy = navigation.state !== 'idle' && navigation.formData?.get('userId') === chat.userId
				return (
					<Card key={chat.userId} withBorder id={`chat-${chat.userId}`} data-testid="dev-chat" data-user-id={chat.userId}>
						<Group justify="space-between" align="center" wrap="wrap" gap="sm">
							<div>
								<Text fw={600} style={{ overflowWrap: 'anywhere' }}>
									{chat.email}
								</Text>
								<Text size="sm" data-testid="dev-chat-state">
									{linked
										? chat.blocked
											? t('chats.blocked', { chat: chat.chatId })
											: t('chats.linked', { chat: chat.chatId, username: chat.telegramUsername ? `@${chat.telegramUsername}` : t('chats.noUsername') })
										: t('chats.notLinked')}
									{chat.waiting > 0 ? ` · ${t('chats.waiting', { count: chat.waiting })}` : null}
								</Text>
							</div>
							{simulate && (!linked || chat.blocked) ? (
								<Form method="post">
									<input type="hidden" name="intent" value="simulate-start" />
									<input type="hidden" name="userId" value={chat.userId} />
									<Button type="submit" size="sm" loading={busy} loaderProps={{ 'aria-label': t('simulate.busy') }}>
										{t('simulate.submit')}
									</Button>
								</Form>
							) : null}
						</Group>
					</Card>
				)
			})}
		</Stack>
	)
}
