import {
	Anchor,
	Badge,
	Button,
	Card,
	Container,
	Group,
	List,
	SimpleGrid,
	Stack,
	Text,
	ThemeIcon,
	Title,
} from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CapacityBanner } from '#app/components/capacity-banner.tsx'
import { FaqList } from '#app/components/faq-list.tsx'
import { useStats } from '#app/components/layout/capacity-badge.tsx'
import { SiteList, useSiteCountText } from '#app/components/site-list.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { visitorPlace } from '#app/services/capacity.server.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'
import { type SiteOption } from '#app/components/alert-fields/alert-fields.tsx'
import { WizardStart } from '#app/components/wizard/wizard-start.tsx'
import { LandingPreview, type LandingPreviewData } from '#app/components/landing/landing-preview.tsx'
import { landingSample } from '#app/services/landing-sample.server.ts'
import { demoMarketOptions } from '#core/demo-market.ts'
import { offeredSiteOptions, siteCounts } from '#core/site-groups.ts'
import { formatPrice } from '#core/money.ts'
import { additionalWebsiteCents, basePriceCents, frequencyAddOns } from '#core/pricing.ts'
import { asLanguage } from '#core/enums.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
	const [t, place, locale] = await Promise.all([i18next.getFixedT(request, 'home'), visitorPlace(request, context), i18next.getLocale(request)])
	const language = asLanguage(locale)
	const origin = context.config.APP_URL ?? new URL(request.url).origin
	// What the buyer gets, drawn by the product's own code from the demo market (docs/decisions/056).
	const preview = landingSample({ options: demoMarketOptions(context.config), language, now: new Date(), origin, photos: context.config.offersDemoMarket })
	return {
		...place,
		locale: language,
		preview,
		meta: { title: t('meta.title'), description: t('meta.description') },
		appUrl: context.config.APP_URL ?? null,
		capacity: context.config.SUBSCRIBER_CAPACITY,
		supportEmail: context.config.SUPPORT_EMAIL,
		sites: offeredSiteOptions(context.config, language),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
	pageMeta(data?.meta, [
		{ property: 'og:type', content: 'website' },
		{ property: 'og:title', content: data?.meta.title },
		{ property: 'og:description', content: data?.meta.description },
		...(data?.appUrl ? [{ property: 'og:url', content: data.appUrl }] : []),
		{ name: 'twitter:card', content: 'summary' },
	])

export const headers = publicPageHeaders

type Item = { title: string; text: string }

function Hero({ preview, locale, sites }: { preview: LandingPreviewData; locale: string; sites: SiteOption[] }) {
	const { t } = useTranslation('home')
	const countText = useSiteCountText()
	return (
		<SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} py={48} data-testid="hero">
			<Stack gap="md" style={{ minWidth: 0 }}>
				<Group gap="xs">
					<Badge variant="outline" size="lg">
						{t('hero.eyebrow')}
					</Badge>
					<Badge variant="outline" size="lg" tt="none" data-testid="hero-site-count">
						{countText(siteCounts(sites), { round: true })}
					</Badge>
				</Group>
				<Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
					{t('hero.title')}
				</Title>
				<Text size="lg" c="dimmed">
					{t('hero.subtitle')}
				</Text>
				<Group mt="md">
					<Button component={Link} to="/setup-alerts" size="lg">
						{t('hero.primary')}
					</Button>
					<Button component="a" href="#how-it-works" size="lg" variant="default">
						{t('hero.secondary')}
					</Button>
				</Group>
			</Stack>
			<LandingPreview preview={preview} locale={locale} />
		</SimpleGrid>
	)
}

function Features({ sites }: { sites: SiteOption[] }) {
	const { t } = useTranslation('home')
	const items = t('features.items', { returnObjects: true }) as Item[]
	return (
		<section id="features" aria-labelledby="features-heading">
			<Title order={2} id="features-heading">
				{t('features.heading')}
			</Title>
			<Text c="dimmed" mt="xs">
				{t('features.subtitle')}
			</Text>
			<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="lg" data-testid="features">
				{items.map((item) => (
					<Card key={item.title} withBorder padding="lg">
						<Title order={3} size="h4">
							{item.title}
						</Title>
						<Text mt="xs" size="sm">
							{item.text}
						</Text>
					</Card>
				))}
			</SimpleGrid>
			<Stack mt="lg" gap="xs">
				<Title order={3} size="h5">
					{t('features.sitesHeading')}
				</Title>
				<SiteList sites={sites} />
			</Stack>
		</section>
	)
}

function HowItWorks() {
	const { t } = useTranslation('home')
	const steps = t('howItWorks.steps', { returnObjects: true }) as Item[]
	return (
		<section id="how-it-works" aria-labelledby="how-heading">
			<Title order={2} id="how-heading">
				{t('howItWorks.heading')}
			</Title>
			<SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="lg" component="ol" style={{ listStyle: 'none', padding: 0 }} data-testid="steps">
				{steps.map((step, index) => (
					<Card key={step.title} withBorder padding="lg" component="li">
						<ThemeIcon radius="xl" size="lg" aria-hidden="true">
							{index + 1}
						</ThemeIcon>
						<Title order={3} size="h4" mt="sm">
							{step.title}
						</Title>
						<Text mt="xs" size="sm">
							{step.text}
						</Text>
					</Card>
				))}
			</SimpleGrid>
		</section>
	)
}

function Pricing() {
	const { t, i18n } = useTranslation('home')
	const included = t('pricing.included', { returnObjects: true }) as string[]
	return (
		<section id="pricing" aria-labelledby="pricing-heading">
			<Title order={2} id="pricing-heading">
				{t('pricing.heading')}
			</Title>
			<Text c="dimmed" mt="xs">
				{t('pricing.subtitle')}
			</Text>
			<SimpleGrid cols={{ base: 1, md: 2 }} mt="lg">
				<Card withBorder padding="xl">
					<Title order={3}>{t('pricing.planName')}</Title>
					<Group gap={4} align="baseline" mt="sm">
						<Text fz={40} fw={800} data-testid="base-price">
							{formatPrice(basePriceCents, i18n.language)}
						</Text>
						<Text c="dimmed">{t('pricing.perMonth')}</Text>
					</Group>
					<List mt="md" spacing="xs">
						{included.map((line) => (
							<List.Item key={line}>{line}</List.Item>
						))}
					</List>
					<Button component="a" href="#signup-form" mt="xl" fullWidth>
						{t('pricing.cta')}
					</Button>
				</Card>
				<Card withBorder padding="xl">
					<Title order={3}>{t('pricing.addOnsHeading')}</Title>
					<Stack component="ul" gap="sm" mt="md" p={0} style={{ listStyle: 'none' }} data-testid="add-ons">
						<Group component="li" justify="space-between">
							<Text>{t('pricing.extraWebsite')}</Text>
							<Text fw={600}>{t('pricing.addOnPrice', { price: formatPrice(additionalWebsiteCents, i18n.language) })}</Text>
						</Group>
						{frequencyAddOns.map((addOn) => (
							<Group component="li" key={addOn.frequency} justify="space-between">
								<Text>{t(`pricing.frequency.${addOn.frequency}`)}</Text>
								<Text fw={600}>{t('pricing.addOnPrice', { price: formatPrice(addOn.cents, i18n.language) })}</Text>
							</Group>
						))}
					</Stack>
				</Card>
			</SimpleGrid>
			<Text size="sm" c="dimmed" mt="md">
				{t('pricing.note')}
			</Text>
		</section>
	)
}

function Faq({ capacity, supportEmail, sites }: { capacity: number; supportEmail: string; sites: SiteOption[] }) {
	const { t, i18n } = useTranslation('home')
	const items = t('faq.items', { returnObjects: true }) as Array<{ question: string; answer: string }>
	const values = {
		base: formatPrice(basePriceCents, i18n.language),
		extraSite: formatPrice(additionalWebsiteCents, i18n.language),
		fastest: formatPrice(frequencyAddOns[0]?.cents ?? 0, i18n.language),
		capacity,
	}
	return (
		<section id="faq" aria-labelledby="faq-heading">
			<Title order={2} id="faq-heading">
				{t('faq.heading')}
			</Title>
			<Stack mt="lg">
				<FaqList
					group="landing-faq"
					items={items.map((item, index) => ({
						id: `faq-${index + 1}`,
						question: item.question,
						answer:
							index === 1 ? (
								<Stack gap="sm">
									<Text>{item.answer}</Text>
									<SiteList sites={sites} />
								</Stack>
							) : (
								t(`faq.items.${index}.answer`, values)
							),
					}))}
				/>
				<Text>
					{t('faq.contact')} <Anchor href={`mailto:${supportEmail}`} underline="always">{supportEmail}</Anchor>
				</Text>
			</Stack>
		</section>
	)
}

function Signup({ sites, holdsPlace, signedIn }: { sites: SiteOption[]; holdsPlace: boolean; signedIn: boolean }) {
	const { t } = useTranslation('home')
	const stats = useStats()
	const toWaitlist = stats?.full && !holdsPlace
	return (
		<section id="signup-form" aria-labelledby="signup-heading">
			<Card withBorder padding="xl">
				<Title order={2} id="signup-heading">
					{t('signup.heading')}
				</Title>
				<Text mt="sm">{toWaitlist ? t('signup.fullText') : signedIn ? t('signup.textSignedIn') : t('signup.text')}</Text>
				{toWaitlist ? (
					<Group mt="lg">
						<Button component={Link} to="/waitlist">
							{t('signup.waitlist')}
						</Button>
					</Group>
				) : (
					<Stack mt="lg">
						<WizardStart sites={sites} />
					</Stack>
				)}
			</Card>
		</section>
	)
}

export default function Index() {
	const { capacity, supportEmail, sites, holdsPlace, signedIn, preview, locale } = useLoaderData<typeof loader>()
	const stats = useStats()
	return (
		<Container size="lg" pb="xl">
			<Hero preview={preview} locale={locale} sites={sites} />
			<Stack gap={64}>
				<CapacityBanner stats={stats} holdsPlace={holdsPlace} />
				<Features sites={sites} />
				<HowItWorks />
				<Pricing />
				<Faq capacity={capacity} supportEmail={supportEmail} sites={sites} />
				<Signup sites={sites} holdsPlace={holdsPlace} signedIn={signedIn} />
			</Stack>
		</Container>
	)
}
