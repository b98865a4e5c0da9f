import { Anchor, Container, Text, Title } from '@mantine/core'
import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/**
 * A refusal's own `{message}` (4xx: already translated, and it says what to do), else nothing:
 * anything else may carry internals, a query and its values among them, and is never shown.
 */
function refusalMessage(error: unknown): string | null {
	if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500 || error.status === 404) return null
	const message: unknown = (error.data as { message?: unknown } | null)?.message
	return typeof message === 'string' ? message : null
}

/** The one error screen: 404 for unknown paths, a refusal's message, a generic message for everything else. */
export function GeneralErrorBoundary() {
	const error = useRouteError()
	const { t } = useTranslation()
	const notFound = isRouteErrorResponse(error) && error.status === 404
	const refusal = refusalMessage(error)
	return (
		<Container size="sm" py="xl">
			<Title order={1}>{notFound ? t('errors.notFoundHeading') : t('errors.unexpectedHeading')}</Title>
			<Text mt="md">{notFound ? t('errors.notFoundText') : (refusal ?? t('errors.unexpectedText'))}</Text>
			<Anchor component={Link} to="/" mt="lg" display="inline-block">
				{t('errors.backHome')}
			</Anchor>
		</Container>
	)
}
