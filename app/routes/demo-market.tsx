import { Alert, Anchor, Badge, Button, Card, Container, Group, Image, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { demoBrands, type DemoFuel, demoListingJson, demoMarketOptions, type DemoQuery, latestIndex, parseDemoQuery, publishedAt, searchDemoMarket } from '#core/demo-market.ts'

/**
 * `/demo-market`: the demo marketplace's own search page (decisions.md, Sites), the same data as
 * /demo-market.json, server-rendered with a plain GET form. It stands in for a foreign listing
 * site, so it speaks English only, and production answers 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	if (context.config.isProduction) throw new Response('Not found', { status: 404 })
	const url = new URL(request.url)
	const parsed = parseDemoQuery(url.searchParams)
	const query: DemoQuery = parsed.success ? parsed.data : {}
	const options = demoMarketOptions(context.config)
	const now = new Date()
	const listings = searchDemoMarket(query, now, options).map((listing) => ({
		...demoListingJson(listing, url.origin),
		minutesAgo: Math.max(0, Math.floor((now.getTime() - listing.publishedAt.getTime()) / 60_000)),
	}))
	const next = publishedAt(latestIndex(now, options) + 1, options)
	return data(
		{
			query,
			invalid: !parsed.success,
			listings,
			brands: demoBrands,
			intervalSeconds: options.intervalSeconds,
			nextInSeconds: Math.max(0, Math.ceil((next.getTime() - now.getTime()) / 1000)),
		},
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

/** A new car every few seconds: no cache may keep the page. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const meta: MetaFunction = () => [
	{ title: 'Demo market · CarWatch' },
	{ name: 'description', content: 'A pretend used-car marketplace for trying CarWatch offline: a new car every few seconds.' },
	{ name: 'robots', content: 'noindex' },
]

const fuelNames: Record<DemoFuel, string> = {
	gasoline: 'Petrol',
	diesel: 'Diesel',
	electric: 'Electric',
	hybrid: 'Hybrid',
	plugin_hybrid: 'Plug-in hybrid',
	lpg: 'LPG',
}
const numbers = new Intl.NumberFormat('en-US')

function ago(minutes: number) {
	if (minutes < 1) return 'just now'
	if (minutes < 60) return `${minutes} min ago`
	const hours = Math.floor(minutes / 60)
	return hours < 48 ? `${hours} h ago` : `${Math.floor(hours / 24)} days ago`
}

export default function DemoMarket() {
	const { query, invalid, listings, brands, intervalSeconds, nextInSeconds } = useLoaderData<typeof loader>()
	const single = query.listing !== undefined
	return (
		<Container size="lg" py="xl">
			<Stack gap="lg">
				<div>
					<Group gap="sm">
						<Title order={1}>Demo market</Title>
						<Badge variant="light">not a real marketplace</Badge>
					</Group>
					<Text mt="sm" c="dimmed">
						A pretend used-car marketplace that this app serves itself, so CarWatch can be tried offline: a new car is
						listed every {intervalSeconds} seconds (the next in {nextInSeconds} s). Choose “Demo market” as a website when
						you set up an alert and the alert arrives as soon as a matching car is listed.
					</Text>
				</div>

				{single ? (
					<Anchor component={Link} to="/demo-market">
						All listings
					</Anchor>
				) : (
					<Form method="get" action="/demo-market">
						<SimpleGrid cols={{ base: 1, sm: 3, md: 6 }} spacing="sm" verticalSpacing="sm">
							<NativeSelect
								label="Brand"
								name="brand"
								defaultValue={query.brand ?? ''}
								data={[{ value: '', label: 'Any brand' }, ...brands.map((brand) => ({ value: brand.slug, label: brand.name }))]}
							/>
							<TextInput label="Model" name="model" defaultValue={query.model ?? ''} placeholder="e.g. golf" />
							<NativeSelect
								label="Fuel"
								name="fuel"
								defaultValue={query.fuel ?? ''}
								data={[{ value: '', label: 'Any fuel' }, ...Object.entries(fuelNames).map(([value, label]) => ({ value, label }))]}
							/>
							<TextInput label="Max price (€)" name="priceMax" type="number" min={0} defaultValue={query.priceMax ?? ''} />
							<TextInput label="From year" name="yearMin" type="number" min={1900} defaultValue={query.yearMin ?? ''} />
							<TextInput label="Max km" name="kmMax" type="number" min={0} defaultValue={query.kmMax ?? ''} />
						</SimpleGrid>
						<input type="hidden" name="sort" value="newest" />
						<Button type="submit" mt="md">
							Search, newest first
						</Button>
					</Form>
				)}

				{invalid ? (
					<Alert color="yellow" title="Some filters were not understood">
						They were left out of this search.
					</Alert>
				) : null}
				{listings.length === 0 ? <Text data-testid="demo-empty">No car matches yet. New ones arrive every few seconds.</Text> : null}

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
								€ {numbers.format(listing.price)}
							</Text>
							<Text size="sm">
								{listing.year} · {numbers.format(listing.km)} km · {fuelNames[listing.fuel as DemoFuel]}
							</Text>
							<Text size="sm" c="dimmed">
								{listing.location} · {listing.seller === 'dealer' ? 'Dealer' : 'Private seller'} ·{' '}
								<time dateTime={listing.publishedAt}>{ago(listing.minutesAgo)}</time>
							</Text>
						</Card>
					))}
				</SimpleGrid>
			</Stack>
		</Container>
	)
}
