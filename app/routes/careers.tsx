import { Badge, Button, Card, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { contentOf, itemReader, longDate, notFound, readerLanguage } from '#app/services/site-content.server.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

/**
 * The operator's open positions and the address applications go to (their content file's
 * `careers`, docs/decisions/055); without it the site has no careers page: 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const careers = contentOf(context).careers
	if (!careers) return notFound(request)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'careers'), readerLanguage(request)])
	const intro = careers.intro ? itemReader(careers.intro, language) : null
	return data({
		meta: { title: t('meta.title'), description: t('meta.description') },
		email: careers.email,
		intro: careers.intro && intro ? { text: intro.read(careers.intro), lang: intro.lang } : null,
		positions: [...careers.positions]
			.sort((a, b) => b.posted.localeCompare(a.posted))
			.map((position) => {
				const { lang, read } = itemReader(position.title, language)
				return { title: read(position.title), type: position.type ? read(position.type) : null, text: read(position.text), posted: longDate(position.posted, language), lang }
			}),
	})
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
	if (error) return [{ title: isRouteErrorResponse(error) && typeof error.data?.title === 'string' ? error.data.title : '404 Page not found' }]
	return pageMeta(data?.meta)
}

export const headers: HeadersFunction = (args) => args.errorHeaders ?? publicPageHeaders(args)

function mailto(email: string, subject: string) {
	return `mailto:${email}?subject=${encodeURIComponent(subject)}`
}

export default function Careers() {
	const { email, intro, positions } = useLoaderData<typeof loader>()
	const { t } = useTranslation('careers')
	return (
		<Container size="lg" py="xl">
			<Title order={1}>{t('heading')}</Title>
			{intro ? (
				<Text size="lg" mt="md" maw={760} lang={intro.lang ?? undefined}>
					{intro.text}
				</Text>
			) : null}

			<section aria-labelledby="positions-heading">
				<Title order={2} id="positions-heading" mt="xl">
					{t('positionsHeading')}
				</Title>
				{positions.length === 0 ? <Text mt="md">{t('noPositions')}</Text> : null}
				<Stack gap="md" mt="md">
					{positions.map((position) => (
						<Card key={position.title} component="article" withBorder padding="lg" lang={position.lang ?? undefined}>
							<Group justify="space-between" align="flex-start" gap="md">
								<Stack gap={6} style={{ flex: '1 1 20rem' }}>
									<Title order={3} size="h4">
										{position.title}
									</Title>
									<Group gap="sm">
										{position.type ? (
											<Badge variant="default" size="lg" tt="none">
												{position.type}
											</Badge>
										) : null}
										<Text size="sm" c="dimmed">
											{t('posted', { date: position.posted })}
										</Text>
									</Group>
									<Text mt={4}>{position.text}</Text>
								</Stack>
								<Button component="a" href={mailto(email, t('applySubject', { position: position.title }))} aria-label={t('applyLabel', { position: position.title })}>
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
				<Button component="a" href={mailto(email, t('openSubject'))} variant="default" mt="md">
					{t('openButton')}
				</Button>
				<Text size="sm" c="dimmed" mt="sm">
					{t('emailNote', { email })}
				</Text>
			</Paper>
		</Container>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
