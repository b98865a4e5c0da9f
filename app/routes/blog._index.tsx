import { Anchor, Card, Container, SimpleGrid, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { blogArticles } from '#core/i18n/locales/en/blog.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

type ArticleText = { title: string; summary: string; paragraphs: string[] }

export async function loader({ request }: LoaderFunctionArgs) {
	const [t, locale] = await Promise.all([i18next.getFixedT(request, 'blog'), i18next.getLocale(request)])
	// Formatted on the server only, so the browser hydrates exactly the same text.
	const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
	return {
		meta: { title: t('meta.title'), description: t('meta.description') },
		dates: blogArticles.map((article) => dateFormat.format(new Date(article.date))),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export const headers = publicPageHeaders

export default function Blog() {
	const { dates } = useLoaderData<typeof loader>()
	const { t } = useTranslation('blog')
	const articles = t('articles', { returnObjects: true }) as ArticleText[]
	return (
		<Container size="lg" py="xl">
			<Title order={1}>{t('heading')}</Title>
			<Text size="lg" mt="md" maw={760}>
				{t('intro')}
			</Text>
			<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl">
				{blogArticles.map(({ slug, date }, index) => {
					const article = articles[index]
					if (!article) return null
					return (
						<Card key={slug} component="article" withBorder padding="lg">
							<Text size="sm" c="dimmed">
								<time dateTime={date}>{dates[index]}</time>
							</Text>
							<Title order={2} size="h4" mt="xs">
								{article.title}
							</Title>
							<Text mt="sm" mb="md">
								{article.summary}
							</Text>
							<Anchor
								component={Link}
								to={`/blog/${slug}`}
								aria-label={t('readMoreLabel', { title: article.title })}
								fw={600}
								mt="auto"
								style={{ alignSelf: 'flex-start' }}
							>
								{t('readMore')}
							</Anchor>
						</Card>
					)
				})}
			</SimpleGrid>
		</Container>
	)
}
