import { Alert, Anchor, Badge, Button, Card, Container, Group, Image, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/utils/page.ts'
import { sortByLabel } from '#core/collation.ts'
import { demoBrands, demoFuels, demoListingJson, demoMarketOptions, type DemoQuery, latestIndex, parseDemoQuery, publishedAt, searchDemoMarket } from '#core/demo-market.ts'
import { formatAmount } from '#core/money.ts'
import { asLanguage } from '#core/enums.ts'

/**
 * `/demo-market`: the demo marketplace's own search page (docs/product/decisions.md, Sites), the same data as
 * /demo-market.json, server-rendered with a plain GET form. The wizard links buyers here, so it
 * speaks their language like every other page of the product (the worker reads only the JSON);
 * listing titles and places stay as a seller wrote them. Production answers 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	if (!context.config.offersDemoMarket) throw new Response('Not found', { status: 404 })
	const [t, locale] = await Promise.all([i18next.getFixedT(request, 'demoMarket'), i18next.getLocale(request)])
	const language = asLanguage(locale)
	const url = new URL(request.url)
	const parsed = parseDemoQuery(url.searchParams)
	const query: DemoQuery = parsed.success ? parsed.data : {}
	const options = demoMarketOptions(context.config)
	const now = new Date()
	const listings = searchDemoMarket(query, now, options).map((listing) => ({
		...demoListingJson(listing, url.origin),
		// Worded here, once, so the browser shows the server's words and hydration agrees.
		ago: publishedAgo(now.getTime() - listing.publishedAt.getTime(), language, t('justNow')),
	}))
	const next = publishedAt(latestIndex(now, options) + 1, options)
	return data(
		{
			meta: { title: t('meta.title'), description: t('meta.description') },
			query,
			invalid: !parsed.success,
			listings,
			brands: sortByLabel(demoBrands, (brand) => brand.name, language),
			intervalSeconds: options.intervalSeconds,
			nextInSeconds: Math.max(0, Math.ceil((next.getTime() - now.getTime()) / 1000)),
		},
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

/** A new car every few seconds: no cache may keep the page. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta, [{ name: 'robots', content: 'noindex' }])

/** "just now", "5 minutes ago", "vor 3 Stunden": how long ago a car was listed, in the reader's language. */
function publishedAgo(elapsedMs: number, language: string, justNow: string) {
	const minutes = Math.max(0, Math.floor(elapsedMs / 60_000))
	if (minutes < 1) return justNow
	const relative = new Intl.RelativeTimeFormat(language, { numeric: 'always' })
	if (minutes < 60) return relative.format(-minutes, 'minute')
	const hours = Math.floor(minutes / 60)
	return hours < 48 ? relative.format(-hours, 'hour') : relative.format(-Math.floor(hours / 24), 'day')
}

export default function DemoMarket() {
	const { query, invalid, listings, brands, intervalSeconds, nextInSeconds } = useLoaderData<typeof loader>()
	const { t, i18n } = useTranslation('demoMarket')
	const language = i18n.language
	const single = query.listing !== undefined
	// The product's one word per fuel (core/vocabulary.ts, through the wizard's translations).
	const fuelName = (fuel: string) => t(`wizard:fuels.${fuel}`)
	const fuels = sortByLabel(demoFuels, fuelName, language)
	return (
		<Container size="lg" py="xl">
			<Stack gap="lg">
				<div>
					<Group gap="sm">
						<Title order={1}>{t('heading')}</Title>
						<Badge variant="light">{t('badge')}</Badge>
					</Group>
					<Text mt="sm" c="dimmed">
						{t('intro', { interval: intervalSeconds, next: nextInSeconds, name: t('heading') })}
					</Text>
				</div>

				{single ? (
					<Anchor component={Link} to="/demo-market">
						{t('allListings')}
					</Anchor>
				) : (
					<Form method="get" action="/demo-market">
						<SimpleGrid cols={{ base: 1, sm: 3, md: 6 }} spacing="sm" verticalSpacing="sm">
							<NativeSelect
								label={t('filters.brand')}
								name="brand"
								defaultValue={query.brand ?? ''}
								data={[{ value: '', label: t('filters.anyBrand') }, ...brands.map((brand) => ({ value: brand.slug, label: brand.name }))]}
							/>
							<TextInput label={t('filters.model')} name="model" defaultValue={query.model ?? ''} placeholder={t('filters.modelPlaceholder')} />
							<NativeSelect
								label={t('filters.fuel')}
								name="fuel"
								defaultValue={query.fuel ?? ''}
								data={[{ value: '', label: fuelName('any') }, ...fuels.map((fuel) => ({ value: fuel, label: fuelName(fuel) }))]}
							/>
							<TextInput label={t('filters.priceMax')} name="priceMax" type="number" min={0} defaultValue={query.priceMax ?? ''} />
							<TextInput label={t('filters.yearMin')} name="yearMin" type="number" min={1900} defaultValue={query.yearMin ?? ''} />
							<TextInput label={t('filters.kmMax')} name="kmMax" type="number" min={0} defaultValue={query.kmMax ?? ''} />
						</SimpleGrid>
						<input type="hidden" name="sort" value="newest" />
						<Button type="submit" mt="md">
							{t('filters.search')}
						</Button>
					</Form>
				)}

				{invalid ? (
					<Alert color="yellow" title={t('invalidTitle')}>
						{t('invalidText')}
					</Alert>
				) : null}
				{listings.length === 0 ? <Text data-testid="demo-empty">{t('empty')}</Text> : null}

				<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
					{listings.map((listing) => (
						<Card key={listing.id} withBorder component="article" padding="sm" data-testid="demo-listing" data-listing-id={listing.id}>
							<Card.Section>
								{/* The picture's own 4:3, so the car and its name on it are never cropped. */}
								<Image src={listing.imageUrl} alt={listing.title} style={{ aspectRatio: '4 / 3' }} fit="contain" data-testid="demo-photo" />
							</Card.Section>
							<Title order={2} size="h4" mt="sm">
								<Anchor component={Link} to={`/demo-market?listing=${listing.id}`} inherit>
									{listing.title}
								</Anchor>
							</Title>
							<Text fw={700} size="lg" mt={4} data-testid="demo-price">
								{formatAmount(listing.price, listing.currency, language)}
							</Text>
							<Text size="sm">
								{listing.year} · {t('km', { value: new Intl.NumberFormat(language).format(listing.km) })} · {fuelName(listing.fuel)}
							</Text>
							<Text size="sm" c="dimmed">
								{listing.location} · {t(`sellers.${listing.seller}`)} · <time dateTime={listing.publishedAt}>{listing.ago}</time>
							</Text>
						</Card>
					))}
				</SimpleGrid>
			</Stack>
		</Container>
	)
}
