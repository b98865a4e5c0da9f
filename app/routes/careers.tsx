import { Badge, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { positionPostedDates } from '#core/i18n/locales/en/careers.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

type Perk = { title: string; text: string }
type Position = { title: string; type: string; text: string }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const [t, locale] = await Promise.all([i18next.getFixedT(request, 'careers'), i18next.getLocale(request)])
	// Formatted on the server only, so the browser hydrates exactly the same text.
	const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
	return {
		meta: { title: t('meta.title'), description: t('meta.description') },
		jobsEmail: context.config.SUPPORT_EMAIL,
		postedDates: positionPostedDates.map((date) => dateFormat.format(new Date(date))),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export const headers = publicPageHeaders

function mailto(email: string, subject: string) {
	return `mailto:${email}?subject=${encodeURIComponent(subject)}`
}

export default function Careers() {
	const { jobsEmail, postedDates } = useLoaderData<typeof loader>()
	const { t } = useTranslation('careers')
	const perks = t('perks', { returnObjects: true }) as Perk[]
	const positions = t('positions', { returnObjects: true }) as Position[]
	return (
		<Container size="lg" py="xl">
			<Title order={1}>{t('heading')}</Title>
			<Text size="lg" mt="md" maw={760}>
				{t('intro')}
			</Text>

			<section aria-labelledby="perks-heading">
				<Title order={2} id="perks-heading" mt="xl">
					{t('perksHeading')}
				</Title>
				<SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="md">
					{perks.map((perk) => (
						<Card key={perk.title} withBorder padding="lg">
							<Title order={3} size="h4">
								{perk.title}
							</Title>
							<Text mt="xs">{perk.text}</Text>
						</Card>
					))}
				</SimpleGrid>
			</section>

			<section aria-labelledby="positions-heading">
				<Title order={2} id="positions-heading" mt="xl">
					{t('positionsHeading')}
				</Title>
				<Stack gap="md" mt="md">
					{positions.map((position, index) => (
						<Card key={position.title} component="article" withBorder padding="lg">
							<Group justify="space-between" align="flex-start" gap="md">
								<Stack gap={6} style={{ flex: '1 1 20rem' }}>
									<Title order={3} size="h4">
										{position.title}
									</Title>
									<Group gap="sm">
										<Badge variant="default" size="lg" tt="none">
											{position.type}
										</Badge>
										<Text size="sm" c="dimmed">
											{t('posted', { date: postedDates[index] })}
										</Text>
									</Group>
									<Text mt={4}>{position.text}</Text>
								</Stack>
								<Button
									component="a"
									href={mailto(jobsEmail, t('applySubject', { position: position.title }))}
									aria-label={t('applyLabel', { position: position.title })}
								>
									{t('apply')}
								</Button>
							</Group>
						</Card>
					))}
				</Stack>
			</section>

			<Paper component="section" aria-labelledby="open-application-heading" withBorder p="xl" mt="xl">
				<Title order={2} id="open-application-heading" size="h3">
					{t('openHeading')}
				</Title>
				<Text mt="sm" maw={760}>
					{t('openText')}
				</Text>
				<Button component="a" href={mailto(jobsEmail, t('openSubject'))} variant="default" mt="md">
					{t('openButton')}
				</Button>
				<Text size="sm" c="dimmed" mt="sm">
					{t('emailNote', { email: jobsEmail })}
				</Text>
			</Paper>
		</Container>
	)
}
