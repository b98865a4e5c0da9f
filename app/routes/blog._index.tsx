import { Anchor, Card, Container, SimpleGrid, Text, Title } from '@mantine/core'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { contentOf, itemReader, longDate, notFound, readerLanguage } from '#app/services/site-content.server.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

/** The operator's articles, newest first; without any (no `blog` in their content file) the site has no blog: 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const blog = contentOf(context).blog
	if (!blog) return notFound(request)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'blog'), readerLanguage(request)])
	const intro = blog.intro ? itemReader(blog.intro, language) : null
	const articles = [...blog.articles]
		.sort((a, b) => b.date.localeCompare(a.date))
		.map((article) => {
			const { lang, read } = itemReader(article.title, language)
			return { slug: article.slug, date: article.date, formattedDate: longDate(article.date, language), title: read(article.title), summary: read(article.summary), lang }
		})
	return data({
		meta: { title: t('meta.title'), description: t('meta.description') },
		intro: blog.intro && intro ? { text: intro.read(blog.intro), lang: intro.lang } : null,
		articles,
	})
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
	if (error) return [{ title: isRouteErrorResponse(error) && typeof error.data?.title === 'string' ? error.data.title : '404 Page not found' }]
	return pageMeta(data?.meta)
}

/** The blog may be cached like every public page; the 404 answer keeps its own `no-store`. */
export const headers: HeadersFunction = (args) => args.errorHeaders ?? publicPageHeaders(args)

export default function Blog() {
	const { intro, articles } = useLoaderData<typeof loader>()
	const { t } = useTranslation('blog')
	return (
		<Container size="lg" py="xl">
			<Title order={1}>{t('heading')}</Title>
			{intro ? (
				<Text size="lg" mt="md" maw={760} lang={intro.lang ?? undefined}>
					{intro.text}
				</Text>
			) : null}
			<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl">
				{articles.map((article) => (
					<Card key={article.slug} component="article" withBorder padding="lg" lang={article.lang ?? undefined}>
						<Text size="sm" c="dimmed">
							<time dateTime={article.date}>{article.formattedDate}</time>
						</Text>
						<Title order={2} size="h4" mt="xs">
							{article.title}
						</Title>
						<Text mt="sm" mb="md">
							{article.summary}
						</Text>
						<Anchor
							component={Link}
							to={`/blog/${article.slug}`}
							aria-label={t('readMoreLabel', { title: article.title })}
							fw={600}
							mt="auto"
							style={{ alignSelf: 'flex-start' }}
						>
							{t('readMore')}
						</Anchor>
					</Card>
				))}
			</SimpleGrid>
		</Container>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
