import { Anchor, Container, Text, Title } from '@mantine/core'
import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/**
 * The error screen of /edit/{id} and its cancel page (docs/product/spec.md, "Edit subscription"): "Subscription
 * not found" for an id that is not the user's (404), otherwise the failure; both link back to
 * the dashboard.
 */
export function AlertErrorBoundary() {
	const error = useRouteError()
	const { t } = useTranslation('alerts')
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return (
		<Container size="sm" py="xl" data-testid="alert-error">
			<Title order={1}>{notFound ? t('errors.notFound') : t('errors.loadFailed')}</Title>
			<Text mt="md">{notFound ? t('edit.notFoundText') : t('errors.loadFailedText')}</Text>
			<Anchor component={Link} to="/dashboard" mt="lg" display="inline-block">
				{t('edit.back')}
			</Anchor>
		</Container>
	)
}
