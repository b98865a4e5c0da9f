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
import { formatPrice } from '#core/money.ts'
import { additionalWebsiteCents, basePriceCents, frequencyAddOns } from '#core/pricing.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
	const [t, locale] = await Promise.all([i18next.getFixedT(request, 'faq'), i18next.getLocale(request)])
	return {
		// The marketplaces the page names and counts, as the wizard offers them (docs/decisions/072).
		sites: offeredSiteOptions(context.config, asLanguage(locale), { includeDemo: false }),
		meta: { title: t('meta.title'), description: t('meta.description') },
		capacity: context.config.SUBSCRIBER_CAPACITY,
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export const headers = publicPageHeaders

export default function Faq() {
	const { capacity, sites } = useLoaderData<typeof loader>()
	const { t, i18n } = useTranslation('faq')
	const q = (key: string) => t(`questions.${key}.question`)
	const a = (key: string, values?: Record<string, string | number>) => t(`questions.${key}.answer`, values)

	// Ids are the anchors (/faq#cost): the same in every language.
	const categories: Array<{ id: string; items: FaqItem[] }> = [
		{
			id: 'general',
			items: [
				{ id: 'what-is-carwatch', question: q('whatIs'), answer: a('whatIs') },
				{
					id: 'how-it-works',
					question: q('howItWorks'),
					answer: (
						<Stack gap="xs">
							<Text>{t('questions.howItWorks.intro')}</Text>
							<List type="ordered" spacing={4}>
								{(t('questions.howItWorks.steps', { returnObjects: true }) as string[]).map((step) => (
									<List.Item key={step}>{step}</List.Item>
								))}
							</List>
						</Stack>
					),
				},
				{
					id: 'which-websites',
					question: q('websites'),
					answer: (
						<Stack gap="sm">
							<Text>{a('websites')}</Text>
							<SiteList sites={sites} />
						</Stack>
					),
				},
			],
		},
		{
			id: 'subscription',
			items: [
				{
					id: 'cost',
					question: q('cost'),
					answer: (
						<Stack gap="xs">
							<Text>
								{a('cost', {
									base: formatPrice(basePriceCents, i18n.language),
									extraSite: formatPrice(additionalWebsiteCents, i18n.language),
								})}
							</Text>
							<Text>{t('questions.cost.addOnsIntro')}</Text>
							<List spacing={4}>
								{frequencyAddOns.map(({ frequency, cents }) => (
									<List.Item key={frequency}>
										{t(`questions.cost.addOns.${frequency}`, { price: formatPrice(cents, i18n.language) })}
									</List.Item>
								))}
							</List>
							<Text>{t('questions.cost.note')}</Text>
						</Stack>
					),
				},
				{ id: 'cancel', question: q('cancel'), answer: a('cancel') },
				{ id: 'multiple-alerts', question: q('multiple'), answer: a('multiple') },
				{ id: 'subscriber-limit', question: q('limit'), answer: a('limit', { capacity }) },
			],
		},
		{
			id: 'technical',
			items: [
				{ id: 'telegram-setup', question: q('telegram'), answer: a('telegram') },
				{ id: 'check-frequency', question: q('frequency'), answer: a('frequency') },
				{
					id: 'data-privacy',
					question: q('privacy'),
					answer: (
						<Stack gap="xs">
							<Text>{a('privacy')}</Text>
							<Anchor component={Link} to="/privacy">
								{t('questions.privacy.link')}
							</Anchor>
						</Stack>
					),
				},
			],
		},
	]

	return (
		<Container size="md" py="xl">
			<Title order={1}>{t('heading')}</Title>
			<Text size="lg" mt="sm">
				{t('intro')}
			</Text>
			<Stack gap="xl" mt="xl">
				{categories.map((category) => (
					<section key={category.id} aria-labelledby={`faq-${category.id}`}>
						<Title order={2} id={`faq-${category.id}`} mb="md">
							{t(`categories.${category.id}`)}
						</Title>
						<FaqList group={`faq-${category.id}`} items={category.items} />
					</section>
				))}
				<Paper withBorder radius="md" p="lg" component="section" aria-labelledby="faq-support">
					<Title order={2} id="faq-support" size="h3">
						{t('support.heading')}
					</Title>
					<Text mt="xs">{t('support.text')}</Text>
					<Button component={Link} to="/support" mt="md">
						{t('support.button')}
					</Button>
				</Paper>
			</Stack>
		</Container>
	)
}
