import { Anchor, Container, Title } from '@mantine/core'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { alertTitle } from '#app/components/alerts/alert-card.tsx'
import { AlertErrorBoundary } from '#app/components/alerts/alert-error.tsx'
import classes from '#app/components/alerts/alert-cars.module.css'
import ui from '#app/components/ui/ui.module.css'
import { i18next } from '#app/i18n/i18next.server.ts'
import { carView } from '#app/services/alert-cars.server.ts'
import { requireUser } from '#app/services/auth.server.ts'
import { pageMeta, privateHeaders, privatePageHeaders } from '#app/utils/page.ts'
import { alertNames, catalogueNames } from '#core/catalogue/queries.ts'
import { formatCheckTime } from '#core/check-times.ts'
import { alertCars } from '#core/models/alert-cars.ts'
import { findAlert } from '#core/models/alerts.ts'
import { asLanguage } from '#core/enums.ts'

/**
 * /alerts/{id}/cars: the cars an alert told its buyer of (docs/decisions/052). `?digest=` (the link
 * of a burst digest's message): the cars that one message counted, best deals first; without it,
 * the alert's newest cars. Only the signed-in owner's alert; anything else is the alert's 404.
 */

const query = z.object({ digest: z.string().uuid().optional() })

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	const alert = await findAlert(context.db, user.id, params.id ?? '')
	const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!alert || !parsed.success) throw await notFound(request)
	const result = await alertCars(context.db, alert.id, parsed.data.digest ?? null)
	if (!result) throw await notFound(request)
	const [t, locale, names] = await Promise.all([i18next.getFixedT(request, 'alerts'), i18next.getLocale(request), catalogueNames(context.db, [alert])])
	const language = asLanguage(locale)
	return data(
		{
			meta: { title: t('cars.meta.title'), description: t('cars.meta.description') },
			alert: { id: alert.id, ...alertNames(names, alert) },
			digest: result.kind === 'digest' ? { count: result.cars.length, madeAt: formatCheckTime(new Date(result.madeAt), language, alert.timeZone, new Date()) } : null,
			cars: result.cars.map((car) => carView(car, language)),
		},
		{ headers: privateHeaders },
	)
}

export const headers = privatePageHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
	if (error) return isRouteErrorResponse(error) && typeof error.data?.title === 'string' ? [{ title: error.data.title }] : []
	return pageMeta(data?.meta)
}

export default function AlertCarsPage() {
	const { alert, digest, cars } = useLoaderData<typeof loader>()
	const { t } = useTranslation('alerts')
	return (
		<Container size="md" py="xl">
			<Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
				{t('cars.title', { alert: alertTitle(t, alert) })}
			</Title>
			<p className={`${ui.text} ${ui.mtXs}`} data-testid="cars-intro">
				{digest ? t('cars.digestIntro', { count: digest.count, time: digest.madeAt }) : cars.length > 0 ? t('cars.latestIntro') : t('cars.empty')}
			</p>
			<div className={`${ui.group} ${ui.gapSm} ${ui.mtXs}`}>
				<Anchor component={Link} to="/dashboard">
					{t('edit.back')}
				</Anchor>
				{digest ? (
					<Anchor component={Link} to={`/alerts/${alert.id}/cars`} data-testid="cars-all">
						{t('cars.all')}
					</Anchor>
				) : null}
			</div>
			{cars.length > 0 ? (
				<ol className={classes.list} data-testid="cars">
					{cars.map((car, index) => (
						<li key={car.id} className={`${ui.card} ${ui.cardSm} ${classes.car} ${car.photoUrl ? '' : classes.carNoPhoto}`} data-testid="car">
							{car.photoUrl ? <img className={classes.photo} src={car.photoUrl} alt="" loading="lazy" decoding="async" /> : null}
							<div className={classes.facts}>
								<p className={`${ui.text} ${ui.semibold}`}>
									<span className={classes.rank}>{index + 1}. </span>
									{car.url ? (
										<a className={ui.anchor} href={car.url} rel="noopener noreferrer" target="_blank">
											{car.title}
										</a>
									) : (
										car.title
									)}
								</p>
								<p className={`${ui.text} ${ui.mt4}`} data-testid="car-price">
									{car.was ? (
										<>
											<s className={classes.was}>{car.was}</s>{' → '}
										</>
									) : null}
									<b>{car.price}</b>
								</p>
								{car.market.map((line) => (
									<p key={line} className={`${ui.text} ${ui.sm}`} data-testid="car-market">
										{line}
									</p>
								))}
								<p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{[car.details, car.location, car.site].filter(Boolean).join(' · ')}</p>
							</div>
						</li>
					))}
				</ol>
			) : null}
		</Container>
	)
}

export const ErrorBoundary = AlertErrorBoundary

async function notFound(request: Request) {
	const t = await i18next.getFixedT(request, 'alerts')
	return data({ title: t('errors.notFound') }, { status: 404, headers: privateHeaders })
}
