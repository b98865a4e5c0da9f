import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import {
	Alert,
	Anchor,
	Button,
	Card,
	Divider,
	Group,
	Image,
	SimpleGrid,
	Stack,
	Table,
	Text,
	TextInput,
	Title,
} from '@mantine/core'
import { Form, Link, useActionData, useFetcher, useNavigation } from '@remix-run/react'
import { type ReactNode, useEffect } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import {
	type AlertFormShape,
	CarFields,
	priceOfChoice,
	TelegramFields,
	TelegramStatus,
	WebsitesFields,
} from '#app/components/alert-fields/alert-fields.tsx'
import { CheckboxField } from '#app/components/forms/checkbox-field.tsx'
import { TelegramBeforePaying } from '#app/components/telegram/before-paying.tsx'
import { type TelegramWay } from '#app/components/telegram/telegram-connect.tsx'
import { languageNames } from '#app/i18n/config.ts'
import { allModels } from '#core/catalogue/shape.ts'
import { criteriaRows } from '#core/criteria.ts'
import { asLanguage, isLanguageValue, updateFrequencies, type UpdateFrequency } from '#core/enums.ts'
import { priceAlert } from '#core/pricing.ts'
import { type WizardStep, stepNumber, stepSchemaFor } from './steps.ts'
import { WizardSteps } from './wizard-steps.tsx'
import review from './review.module.css'
import { PayNote, type ReviewPayment, SubmitButton } from './pay-button.tsx'
import { translateMessage } from '#core/schemas/messages.ts'
import { formatPrice } from '#core/money.ts'
import { filtersOfDraft } from '#core/schemas/alert.ts'
import { requiresUrl, siteLabel } from '#core/sites.ts'
import { sortSiteIds } from '#core/collation.ts'
import { type SiteOption } from '#core/site-groups.ts'
import { z } from 'zod'

/** What the wizard loader sends (app/services/wizard.server.ts); kept structural so this stays client-safe. */
export type WizardData = {
	path: string
	step: WizardStep
	values: Record<string, string | string[]>
	canStart: boolean
	user: { firstName: string; lastName: string; email: string; verified: boolean } | null
	sites: SiteOption[]
	/** The site search a submit without JavaScript asked for: the websites step's list filtered by it. */
	siteQuery: string
	brands: Array<{ slug: string; name: string }>
	models: Array<{ slug: string; name: string }>
	fuelTypes: string[]
	bot: {
		username: string
		link: string | null
		qr: string | null
		connection: { linked: false } | { linked: true; username: string | null; blocked: boolean }
	} | null
	/** Development without a bot: the Telegram outbox page simulates the user's /start (docs/decisions/020). */
	devTelegram?: { href: string; connection: { linked: false } | { linked: true; username: string | null; blocked: boolean } } | null
	/** At the review of a signed-in buyer: the saved card a submit charges at once, if any (pay-button.tsx). */
	payment: ReviewPayment | null
}

type ActionData = { step: WizardStep; result?: never; full?: boolean } | { step: WizardStep; result: unknown; full?: never }

const ns = 'wizard'

export function AlertWizard({ data }: { data: WizardData }) {
	const actionData = useActionData<ActionData>()
	if (!data.canStart || actionData?.full) return <FullPrompt />
	// A refused step shows again with why, whatever the draft in the request's cookie said: without
	// JavaScript the page is rendered in the same request as the action, before a visitor's browser
	// has the session that holds their first step (the landing page's form sent them to step 1).
	const step = actionData?.step ?? data.step
	return (
		<Stack gap="lg">
			<WizardSteps step={step} />
			<Card withBorder padding="xl">
				<StepForm key={step} data={data} step={step} />
			</Card>
			{step === 'review' ? <GotoForms path={data.path} /> : null}
		</Stack>
	)
}

function FullPrompt() {
	const { t } = useTranslation(ns)
	return (
		<Card withBorder padding="xl" data-testid="waitlist-prompt">
			<Stack>
				<Title order={2}>{t('full.title')}</Title>
				<Text>{t('full.text')}</Text>
				<Group>
					<Button component={Link} to="/waitlist">
						{t('full.button')}
					</Button>
				</Group>
			</Stack>
		</Card>
	)
}

function StepForm({ data, step }: { data: WizardData; step: WizardStep }) {
	const { t } = useTranslation(ns)
	const actionData = useActionData<ActionData>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const telegram = useTelegramConnection(data, step === 'telegram' || step === 'review')
	// The tick is asked for only while the bot has no chat of the buyer's (docs/decisions/054).
	const schema = stepSchemaFor(step, telegram.connected)
	const [form, fields] = useForm<AlertFormShape, unknown>({
		id: `wizard-${step}`,
		lastResult: actionData?.step === step ? (actionData.result as never) : undefined,
		defaultValue: data.values as Partial<AlertFormShape>,
		constraint: getZodConstraint(schema),
		// conform ignores formNoValidate: "Previous" must go back even from a step that does not validate yet.
		onValidate: ({ formData }) => parseWithZod(formData, { schema: formData.get('intent') === 'previous' ? z.object({}) : schema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	const number = stepNumber(step)
	return (
		<Form method="post" action={data.path} {...getFormProps(form)} noValidate>
			<input type="hidden" name="step" value={number} />
			<Stack gap="lg">
				<div>
					<Title order={2}>{t(`steps.${step}`)}</Title>
					<Text c="dimmed" mt={4}>
						{t(`${step}.description`)}
					</Text>
				</div>
				{form.errors?.[0] ? (
					<Alert color="red" role="alert" id={form.errorId}>
						{translateMessage(t, form.errors[0])}
					</Alert>
				) : null}
				{step === 'personal' ? <PersonalStep data={data} /> : null}
				{step === 'websites' ? <WebsitesFields fields={fields} sites={data.sites} siteQuery={data.siteQuery} /> : null}
				{step === 'car' ? (
					<CarFields fields={fields} brands={data.brands} models={data.models} fuelTypes={data.fuelTypes} loadModelsButton />
				) : null}
				{step === 'telegram' ? (
					<Stack>
						<TelegramFields fields={fields} />
						<BotInstructions data={data} status={telegram} />
						{telegram.connected ? null : <CheckboxField field={fields.botContacted} label={t('telegram.botContacted')} namespace={ns} />}
					</Stack>
				) : null}
				{step === 'review' ? (
					<Stack>
						<Review data={data} telegram={telegram} />
						{telegram.connected ? null : (
							<TelegramBeforePaying way={connectWay(data)} fallback={data.user ? t('telegram.noBot') : t('telegram.visitorLink')} />
						)}
						<CheckboxField field={fields.acceptTerms} label={<TermsLabel />} namespace={ns} />
						<Text size="sm" c="dimmed">
							{t('review.paymentNote')}
						</Text>
						<PayNote payment={data.payment} amount={reviewAmount(data)} />
					</Stack>
				) : null}
				<Group justify="space-between">
					{number > 1 ? (
						<Button type="submit" name="intent" value="previous" variant="default" formNoValidate>
							{t('buttons.previous')}
						</Button>
					) : (
						<span />
					)}
					{step === 'review' ? (
						<SubmitButton payment={data.payment} amount={reviewAmount(data)} busy={busy} />
					) : (
						<Button type="submit" name="intent" value="next" loading={busy} loaderProps={{ 'aria-label': t('buttons.busy') }}>
							{t('buttons.next')}
						</Button>
					)}
				</Group>
			</Stack>
		</Form>
	)
}

function PersonalStep({ data }: { data: WizardData }) {
	const { t } = useTranslation(ns)
	const query = new URLSearchParams({ redirect: data.path }).toString()
	if (!data.user) {
		return (
			<Alert color="blue" title={t('personal.visitorTitle')}>
				<Stack gap="sm">
					<Text size="sm">{t('personal.visitorText')}</Text>
					<Group>
						<Button component={Link} to={`/login?${query}`} size="xs">
							{t('buttons.login')}
						</Button>
						<Button component={Link} to={`/register?${query}`} size="xs" variant="default">
							{t('buttons.register')}
						</Button>
					</Group>
				</Stack>
			</Alert>
		)
	}
	return (
		<Stack>
			<SimpleGrid cols={{ base: 1, sm: 2 }}>
				<TextInput label={t('personal.firstName')} value={data.user.firstName} readOnly variant="filled" />
				<TextInput label={t('personal.lastName')} value={data.user.lastName} readOnly variant="filled" />
			</SimpleGrid>
			<TextInput label={t('personal.email')} value={data.user.email} readOnly variant="filled" />
			{!data.user.verified ? <Alert color="yellow">{t('personal.unverified')}</Alert> : null}
		</Stack>
	)
}

type TelegramState = { linked: boolean; blocked: boolean; connected: boolean }

/**
 * Whether the bot has the signed-in buyer's chat (and may write to it: `connected`), as the page
 * was rendered and, with JavaScript on the steps that show it, asked every 5 s until it has, so
 * the step changes as soon as the buyer presses Start on their phone. Without JavaScript a reload
 * shows it.
 */
function useTelegramConnection(data: WizardData, shown: boolean): TelegramState {
	const fetcher = useFetcher<{ linked: boolean; blocked: boolean }>()
	const initial = (data.bot ?? data.devTelegram)?.connection
	const linked = fetcher.data?.linked ?? initial?.linked ?? false
	const blocked = fetcher.data ? fetcher.data.blocked : initial?.linked ? initial.blocked : false
	const enabled = shown && Boolean((data.bot || data.devTelegram) && data.user)
	const connected = linked && !blocked
	useEffect(() => {
		if (!enabled || connected) return
		const timer = setInterval(() => {
			if (fetcher.state === 'idle') fetcher.load('/resources/telegram-status')
		}, 5_000)
		return () => clearInterval(timer)
	}, [enabled, connected, fetcher])
	return { linked, blocked, connected }
}

/** The way the review offers to connect Telegram: the buyer's deep link, or in development the Telegram outbox. */
function connectWay(data: WizardData): TelegramWay | null {
	if (!data.user) return null
	if (data.bot) return data.bot.link && data.bot.qr ? { kind: 'bot', bot: data.bot.username, link: data.bot.link, qr: data.bot.qr } : null
	return data.devTelegram ? { kind: 'dev', href: data.devTelegram.href } : null
}

function BotInstructions({ data, status }: { data: WizardData; status: TelegramState }) {
	const { t } = useTranslation(ns)
	const bot = data.bot
	const dev = data.devTelegram ?? null
	if (!bot && dev) {
		return (
			<Card withBorder data-testid="wizard-telegram-dev">
				<Stack gap="xs">
					<Text>{t('account:telegram.devInstructions')}</Text>
					<Anchor href={dev.href} target="_blank" rel="noopener noreferrer">
						{t('account:telegram.devOpen')}
					</Anchor>
					{data.user ? (
						<Group gap="xs" aria-live="polite">
							<TelegramStatus linked={status.linked} blocked={status.blocked} />
						</Group>
					) : (
						<Text size="sm" c="dimmed">
							{t('telegram.visitorLink')}
						</Text>
					)}
				</Stack>
			</Card>
		)
	}
	if (!bot) return <Alert color="gray">{t('telegram.noBot')}</Alert>
	return (
		<Card withBorder>
			<Group align="flex-start" wrap="nowrap" gap="lg">
				{bot.qr ? <Image src={bot.qr} alt={t('telegram.qrAlt', { bot: bot.username })} w={160} h={160} /> : null}
				<Stack gap="xs">
					<Text>{t('telegram.instructions', { bot: bot.username })}</Text>
					{bot.link ? (
						<Anchor href={bot.link} target="_blank" rel="noopener noreferrer">
							{t('telegram.openBot', { bot: bot.username })}
						</Anchor>
					) : null}
					{data.user ? (
						<Group gap="xs" aria-live="polite">
							<TelegramStatus linked={status.linked} blocked={status.blocked} />
							{!status.linked ? (
								<Text size="xs" c="dimmed">
									{t('telegram.notConnectedHelp')}
								</Text>
							) : null}
						</Group>
					) : (
						<Text size="sm" c="dimmed">
							{t('telegram.visitorLink')}
						</Text>
					)}
				</Stack>
			</Group>
		</Card>
	)
}

function TermsLabel() {
	const { t } = useTranslation(ns)
	const link = (to: string) => <Anchor href={to} target="_blank" rel="noopener noreferrer" title={t('review.newTab')} inherit />
	return <Trans t={t} i18nKey="review.acceptTerms" components={{ terms: link('/terms'), privacy: link('/privacy') }} />
}

function text(value: string | string[] | undefined): string {
	return typeof value === 'string' ? value.trim() : ''
}

function list(value: string | string[] | undefined): string[] {
	return Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []
}

function ReviewCard({ title, target, rows }: { title: string; target: number; rows: Array<[string, ReactNode]> }) {
	const { t } = useTranslation(ns)
	return (
		<Card withBorder padding="md">
			<Group justify="space-between" mb="xs">
				<Title order={3} size="h5">
					{title}
				</Title>
				<Button type="submit" name="intent" value="goto" formNoValidate variant="subtle" size="compact-sm" form={`goto-${target}`}>
					{t('buttons.edit')}
				</Button>
			</Group>
			<Table variant="vertical" withRowBorders={false} className={review.table} data-testid="review-table">
				<Table.Tbody>
					{rows.map(([label, value]) => (
						<Table.Tr key={label}>
							<Table.Th>{label}</Table.Th>
							<Table.Td>{value}</Table.Td>
						</Table.Tr>
					))}
				</Table.Tbody>
			</Table>
		</Card>
	)
}

function Review({ data, telegram }: { data: WizardData; telegram: TelegramState }) {
	const { t, i18n } = useTranslation(ns)
	const values = data.values
	const sites = list(values.websitesSelected)
	const frequency = (updateFrequencies as readonly string[]).includes(text(values.updateFrequency))
		? (text(values.updateFrequency) as UpdateFrequency)
		: 'hourly'
	const brand = data.brands.find((entry) => entry.slug === text(values.carBrand))
	const modelSlug = text(values.carModel)
	const model = modelSlug === allModels ? t('car.allModels') : data.models.find((entry) => entry.slug === modelSlug)?.name
	// The same rows as the alert's card, from the same declaration (core/criteria.ts), read from the draft.
	const specs: Array<[string, ReactNode]> = criteriaRows('review', filtersOfDraft(values), {
		t,
		language: asLanguage(i18n.language),
		brandName: brand?.name,
		modelName: model,
	}).map(({ label, value }) => [label, value])
	const language = text(values.notificationLanguage)
	const price = priceAlert({ websiteCount: sites.length, frequency })
	return (
		<Stack>
			<SimpleGrid cols={{ base: 1, sm: 2 }}>
				<ReviewCard
					title={t('review.personal')}
					target={1}
					rows={
						data.user
							? [
									[t('review.name'), `${data.user.firstName} ${data.user.lastName}`.trim()],
									[t('review.email'), data.user.email],
								]
							: [[t('review.name'), t('review.visitor')]]
					}
				/>
				<ReviewCard
					title={t('review.monitoring')}
					target={2}
					rows={[
						[t('review.websites'), sortSiteIds(sites, i18n.language).map((id) => siteLabel(id, i18n.language)).join(', ')],
						...(sites.some(requiresUrl) && text(values.facebookMarketplaceUrl)
							? ([[t('review.facebookUrl'), text(values.facebookMarketplaceUrl)]] as Array<[string, ReactNode]>)
							: []),
						[t('review.frequency'), t(`frequencies.${frequency}`)],
					]}
				/>
				<ReviewCard title={t('review.specs')} target={3} rows={specs} />
				<ReviewCard
					title={t('review.notification')}
					target={4}
					rows={[
						[t('review.username'), `@${text(values.telegramUsername).replace(/^@/, '')}`],
						[t('review.bot'), <TelegramStatus key="bot" linked={telegram.linked} blocked={telegram.blocked} />],
						[t('review.language'), isLanguageValue(language) ? languageNames[language] : ''],
						...quietRows(t, values),
					]}
				/>
			</SimpleGrid>
			<Card withBorder padding="md" data-testid="price-summary">
				<Title order={3} size="h5" mb="xs">
					{t('review.summary')}
				</Title>
				<Table>
					<Table.Tbody>
						<Table.Tr>
							<Table.Td>{t('review.base')}</Table.Td>
							<Table.Td ta="right">{formatPrice(price.base, i18n.language)}</Table.Td>
						</Table.Tr>
						{price.extraWebsitesCount > 0 ? (
							<Table.Tr>
								<Table.Td>{t('review.extraSites', { count: price.extraWebsitesCount })}</Table.Td>
								<Table.Td ta="right">{formatPrice(price.extraWebsites, i18n.language)}</Table.Td>
							</Table.Tr>
						) : null}
						{price.frequencyUpgrade > 0 ? (
							<Table.Tr>
								<Table.Td>
									{t('review.frequencyUpgrade')} ({t(`frequencies.${frequency}`)})
								</Table.Td>
								<Table.Td ta="right">{formatPrice(price.frequencyUpgrade, i18n.language)}</Table.Td>
							</Table.Tr>
						) : null}
						<Table.Tr>
							<Table.Th>{t('review.total')}</Table.Th>
							<Table.Th ta="right">{t('review.perMonth', { price: formatPrice(price.total, i18n.language) })}</Table.Th>
						</Table.Tr>
					</Table.Tbody>
				</Table>
			</Card>
			<Divider />
		</Stack>
	)
}

/** The quiet hours as the review shows them: the window and its zone, or off; the let-through share when set. */
function quietRows(t: (key: string, values?: Record<string, unknown>) => string, values: WizardData['values']): Array<[string, ReactNode]> {
	const from = text(values.quietFrom)
	const until = text(values.quietUntil)
	if (!from || !until) return [[t('review.quiet'), t('review.quietOff')]]
	const percent = text(values.quietBypassPercent)
	return [
		[t('review.quiet'), t('review.quietValue', { from, until, zone: text(values.timeZone).replaceAll('_', ' ') })],
		...(percent && percent !== '0' ? ([[t('review.quietBypass'), t('review.quietBypassValue', { percent })]] as Array<[string, ReactNode]>) : []),
	]
}

/** What the review's submit costs a month: the draft's sites and frequency, priced as the summary prices them. */
function reviewAmount(data: WizardData): number {
	return priceOfChoice(data.values.websitesSelected, data.values.updateFrequency)
}

/** The review cards' Edit buttons submit these small forms (a form cannot nest in another). */
function GotoForms({ path }: { path: string }) {
	return (
		<>
			{[1, 2, 3, 4].map((target) => (
				<Form key={target} id={`goto-${target}`} method="post" action={path} hidden>
					<input type="hidden" name="target" value={target} />
				</Form>
			))}
		</>
	)
}
