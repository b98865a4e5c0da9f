import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { contentOf, itemReader, longDate, notFound, readerLanguage } from '#app/services/site-content.server.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

/** One of the operator's articles; any other slug, or a site without a blog, answers the site's 404 page. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const article = contentOf(context).blog?.articles.find((candidate) => candidate.slug === params.slug)
	if (!article) return notFound(request)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'blog'), readerLanguage(request)])
	const { lang, read } = itemReader(article.title, language)
	const title = read(article.title)
	const summary = read(article.summary)
	return data({
		meta: { title: t('articleTitle', { title }), description: summary },
		article: { date: article.date, formattedDate: longDate(article.date, language), title, summary, paragraphs: read(article.paragraphs), lang },
	})
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
	if (error) return [{ title: isRouteErrorResponse(error) && typeof error.data?.title === 'string' ? error.data.title : '404 Page not found' }]
	return pageMeta(data?.meta)
}

/** An article may be cached like every public page; the 404 answer keeps its own `no-store`. */
export const headers: HeadersFunction = (args) => args.errorHeaders ?? publicPageHeaders(args)

export default function BlogArticle() {
	const { article } = useLoaderData<typeof loader>()
	const { t } = useTranslation('blog')
	return (
		<Container size="lg" py="xl">
			<Stack gap="md" maw={760}>
				<Anchor component={Link} to="/blog" size="sm" style={{ alignSelf: 'flex-start' }}>
					{t('backToBlog')}
				</Anchor>
				<Stack component="article" gap="md" lang={article.lang ?? undefined}>
					<Title order={1}>{article.title}</Title>
					<Text size="sm" c="dimmed">
						<time dateTime={article.date}>{article.formattedDate}</time>
					</Text>
					<Text size="lg" fw={500}>
						{article.summary}
					</Text>
					{article.paragraphs.map((paragraph, position) => (
						<Text key={position}>{paragraph}</Text>
					))}
				</Stack>
				<Anchor component={Link} to="/blog" mt="md" style={{ alignSelf: 'flex-start' }}>
					{t('backToBlog')}
				</Anchor>
			</Stack>
		</Container>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
