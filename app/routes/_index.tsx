import { Button, Container, Group, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18next.getFixedT(request)
	return { title: t('meta.homeTitle'), description: t('meta.homeDescription') }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data?.title },
	{ name: 'description', content: data?.description },
]

export default function Index() {
	const { t } = useTranslation()
	useLoaderData<typeof loader>()
	return (
		<Container size="md" py="xl" component="main">
			<Title order={1}>{t('home.title')}</Title>
			<Text size="lg" mt="md">
				{t('home.subtitle')}
			</Text>
			<Group mt="xl">
				<Button component={Link} to="/setup-alerts">
					{t('app.tagline')}
				</Button>
			</Group>
		</Container>
	)
}
