import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AvailabilityBox } from '#app/components/availability-box.tsx'
import { useStats } from '#app/components/layout/capacity-badge.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { visitorPlace } from '#app/services/capacity.server.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

/** The capacity state (docs/product/decisions.md: /check-subscription shows it, instead of the spec's blank page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const [t, { holdsPlace }] = await Promise.all([i18next.getFixedT(request, 'waitlist'), visitorPlace(request, context)])
	return { meta: { title: t('check.meta.title'), description: t('check.meta.description') }, holdsPlace }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)
export const headers = publicPageHeaders

export default function CheckSubscription() {
	const { t } = useTranslation('waitlist')
	const stats = useStats()
	const { holdsPlace } = useLoaderData<typeof loader>()
	// A subscriber may always add alerts: a full service is no waitlist for them.
	const toWaitlist = stats?.full && !holdsPlace
	return (
		<Container size="sm" py="xl">
			<Stack gap="lg">
				<div>
					<Title order={1}>{t('check.heading')}</Title>
					<Text mt="sm" c="dimmed">
						{t('check.subtitle')}
					</Text>
				</div>
				{stats ? (
					<>
						<AvailabilityBox stats={stats} />
						<Text>{toWaitlist ? t('check.closed') : stats.full ? t('check.closedSubscriber') : t('check.open')}</Text>
						<Button component={Link} to={toWaitlist ? '/waitlist' : '/setup-alerts'}>
							{toWaitlist ? t('check.join') : t('check.setup')}
						</Button>
					</>
				) : (
					<Alert color="orange">{t('check.unavailable')}</Alert>
				)}
			</Stack>
		</Container>
	)
}
