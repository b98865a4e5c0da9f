import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { blogArticles } from '#core/i18n/locales/en/blog.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

type ArticleText = { title: string; summary: string; paragraphs: string[] }

/** One article; any other slug answers the site's 404 page with status 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const [t, locale] = await Promise.all([i18next.getFixedT(request, 'blog'), i18next.getLocale(request)])
	const index = blogArticles.findIndex((article) => article.slug === params.slug)
	const article = blogArticles[index]
	const text = (t('articles', { returnObjects: true }) as ArticleText[])[index]
	if (!article || !text) {
		const common = await i18next.getFixedT(request)
		throw data({ title: common('meta.notFoundTitle') }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
	}
	// Formatted on the server only, so the browser hydrates exactly the same text.
	const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
	return {
		meta: { title: t('articleTitle', { title: text.title }), description: text.summary },
		index,
		date: article.date,
		formattedDate: dateFormat.format(new Date(article.date)),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
	if (error) {
		const title =
			isRouteErrorResponse(error) && typeof error.data?.title === 'string' ? error.data.title : '404 Page Not Found'
		return [{ title }]
	}
	return pageMeta(data?.meta)
}

/** An article may be cached like every public page; the 404 answer keeps its own `no-store`. */
export const headers: HeadersFunction = (args) => args.errorHeaders ?? publicPageHeaders(args)

export default function BlogArticle() {
	const { index, date, formattedDate } = useLoaderData<typeof loader>()
	const { t } = useTranslation('blog')
	const article = (t('articles', { returnObjects: true }) as ArticleText[])[index]
	if (!article) return null
	return (
		<Container size="lg" py="xl">
			<Stack component="article" gap="md" maw={760}>
				<Anchor component={Link} to="/blog" size="sm" style={{ alignSelf: 'flex-start' }}>
					{t('backToBlog')}
				</Anchor>
				<Title order={1}>{article.title}</Title>
				<Text size="sm" c="dimmed">
					<time dateTime={date}>{formattedDate}</time>
				</Text>
				<Text size="lg" fw={500}>
					{article.summary}
				</Text>
				{article.paragraphs.map((paragraph, position) => (
					<Text key={position}>{paragraph}</Text>
				))}
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
