import { Anchor, Container, Text, Title } from '@mantine/core'
import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** The one error screen: 404 for unknown paths, a generic message for everything else. */
export function GeneralErrorBoundary() {
	const error = useRouteError()
	const { t } = useTranslation()
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return (
		<Container size="sm" py="xl">
			<Title order={1}>{notFound ? t('errors.notFoundHeading') : t('errors.unexpectedHeading')}</Title>
			<Text mt="md">{notFound ? t('errors.notFoundText') : t('errors.unexpectedText')}</Text>
			<Anchor component={Link} to="/" mt="lg" display="inline-block">
				{t('errors.backHome')}
			</Anchor>
		</Container>
	)
}
