import { Anchor, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type FaqItem, FaqList } from '#app/components/faq-list.tsx'
import { SiteList } from '#app/components/site-list.tsx'
import { asLanguage } from '#core/enums.ts'
import { offeredSiteOptions } from '#core/site-groups.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
	const [t, locale] = await Promise.all([i18next.getFixedT(request, 'support'), i18next.getLocale(request)])
	return {
		// The marketplaces the page names and counts, as the wizard offers them (docs/decisions/072).
		sites: offeredSiteOptions(context.config, asLanguage(locale), { includeDemo: false }),
		meta: { title: t('meta.title'), description: t('meta.description') },
		supportEmail: context.config.SUPPORT_EMAIL,
		supportTelegram: context.config.SUPPORT_TELEGRAM,
		capacity: context.config.SUBSCRIBER_CAPACITY,
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export const headers = publicPageHeaders

export default function Support() {
	const { supportEmail, supportTelegram, capacity, sites } = useLoaderData<typeof loader>()
	const { t } = useTranslation('support')
	const telegramUrl = `https://t.me/${encodeURIComponent(supportTelegram)}`

	// Ids are the anchors (/support#cancel): the same in every language.
	const items: FaqItem[] = [
		{
			id: 'telegram-setup',
			question: t('faq.telegram.question'),
			answer: (
				<Stack gap="xs">
					<Text>{t('faq.telegram.intro')}</Text>
					<List type="ordered" spacing={4}>
						{(t('faq.telegram.steps', { returnObjects: true }) as string[]).map((step) => (
							<List.Item key={step}>{step}</List.Item>
						))}
					</List>
					<Text>{t('faq.telegram.outro')}</Text>
				</Stack>
			),
		},
		{ id: 'updates', question: t('faq.updates.question'), answer: t('faq.updates.answer') },
		{
			id: 'facebook',
			question: t('faq.facebook.question'),
			answer: (
				<Stack gap="sm">
					<Text>{t('faq.facebook.answer')}</Text>
					<SiteList sites={sites} />
				</Stack>
			),
		},
		{ id: 'cancel', question: t('faq.cancel.question'), answer: t('faq.cancel.answer') },
		{
			id: 'service-full',
			question: t('faq.full.question'),
			answer: (
				<Stack gap="xs">
					<Text>{t('faq.full.answer', { capacity })}</Text>
					<Anchor component={Link} to="/waitlist">
						{t('faq.full.link')}
					</Anchor>
				</Stack>
			),
		},
	]

	return (
		<Container size="md" py="xl">
			<Title order={1}>{t('heading')}</Title>
			<Text size="lg" mt="sm">
				{t('intro')}
			</Text>

			<Stack gap="xl" mt="xl">
				<Paper withBorder radius="md" p="lg" component="section" aria-labelledby="support-email">
					<Title order={2} id="support-email" size="h3">
						{t('email.heading')}
					</Title>
					<Text mt="xs">{t('email.text')}</Text>
					<Text mt="sm">
						{t('email.label')}{' '}
						<Anchor href={`mailto:${supportEmail}`} fw={600}>
							{supportEmail}
						</Anchor>
					</Text>
				</Paper>

				<section aria-labelledby="support-faq">
					<Title order={2} id="support-faq" mb="md">
						{t('faq.heading')}
					</Title>
					<FaqList group="support-faq" items={items} />
				</section>

				<Paper withBorder radius="md" p="lg" component="section" aria-labelledby="support-help">
					<Title order={2} id="support-help" size="h3">
						{t('help.heading')}
					</Title>
					<Text mt="xs">{t('help.text', { handle: supportTelegram, email: supportEmail })}</Text>
					<Button component="a" href={telegramUrl} mt="md" data-testid="help-button">
						{t('help.button')}
					</Button>
				</Paper>
			</Stack>
		</Container>
	)
}
