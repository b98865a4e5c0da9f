import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
	CarFields,
	priceOfChoice,
	type SiteOption,
	TelegramFields,
	WebsitesFields,
} from '#app/components/alert-fields/alert-fields.tsx'
import { RadioGroupField } from '#app/components/forms/choice-group-field.tsx'
import { SelectField } from '#app/components/forms/select-field.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { type CatalogueModel } from '#core/catalogue/shape.ts'
import { formatPrice } from '#core/money.ts'
import { alertTitle, KeepAlertForm, MutedModels } from './alert-card.tsx'
import { readableAlertTitle } from './format.ts'
import { editAlertSchema, type EditAlertValue, type EditFormValues } from './edit-schema.ts'
import { translateMessage } from '#core/schemas/messages.ts'
import { criterionNames, toFormName } from '#core/schemas/alert.ts'

/** What /edit/{id} loads (app/routes/edit.$id.tsx); structural, so this stays client-safe. */
export type EditAlertData = {
	meta: { title: string; description: string }
	alert: {
		id: string
		status: string
		brandName: string
		modelName: string | null
		price: number
		pendingPrice: number | null
		/** pending_payment, active or paused: updateAlert takes changes. */
		editable: boolean
		/** active or paused: the status selector shows (an unpaid alert cannot pause). */
		statusChoice: boolean
		/** Cancelled while its paid period runs: it can be kept. */
		keepable: boolean
		periodEndText: string | null
		/** Models muted from a Telegram message; listed beside the form, each with its own unmute form. */
		mutedModels: Array<{ slug: string; name: string }>
	}
	values: EditFormValues
	sites: SiteOption[]
	brands: Array<{ slug: string; name: string }>
	models: CatalogueModel[]
	fuelTypes: string[]
}

/** A refused edit: updateAlert's refusals, or a body that is not a form. */
export type EditRefusal = 'pauseAndPriceChange' | 'notEditable' | 'pauseUnpaid' | 'badForm'

export type EditActionData = {
	result?: SubmissionResult<string[]>
	refused?: EditRefusal
	/** Models of the brand that was sent (the no-JavaScript "show models" button, or an error answer). */
	models?: CatalogueModel[]
	/** The site search sent without JavaScript: the list filtered by it. */
	siteQuery?: string
}

const ns = 'alerts'

function Section({ title, children }: { title: string; children: ReactNode }) {
	return (
		<Stack gap="sm" component="section">
			<Title order={2} size="h4">
				{title}
			</Title>
			{children}
		</Stack>
	)
}

function Refusal({ refused }: { refused: EditRefusal }) {
	const { t } = useTranslation(ns)
	if (refused === 'pauseAndPriceChange') {
		return (
			<Alert
				color="red"
				role="alert"
				title={t('errors.pauseAndPriceChangeTitle')}
				styles={readableAlertTitle}
				data-testid="edit-refused"
			>
				{t('errors.pauseAndPriceChange')}
			</Alert>
		)
	}
	return (
		<Alert color="red" role="alert" data-testid="edit-refused">
			{t(`errors.${refused}`)}
		</Alert>
	)
}

/**
 * While paused, the criteria fields are disabled and so not submitted: these hidden copies send
 * what they show, so the action always sees the whole alert, with JavaScript or without, and
 * applies the one rule (a pause with a price change says whether the change is kept or dropped).
 */
function DisabledValues({ value }: { value: Record<string, unknown> | undefined }) {
	return (
		<>
			{criterionNames.map(toFormName).flatMap((name) => {
				const current = value?.[name]
				const list = Array.isArray(current) ? current : [current]
				return list
					.filter((item): item is string => typeof item === 'string')
					.map((item, index) => <input key={`${name}-${index}`} type="hidden" name={name} value={item} />)
			})}
		</>
	)
}

export function EditAlertPage() {
	const data = useLoaderData<EditAlertData>()
	const { t } = useTranslation(ns)
	return (
		<Container size="md" py="xl">
			<Stack gap="lg">
				<Anchor component={Link} to="/dashboard" size="sm" style={{ alignSelf: 'flex-start' }}>
					{t('edit.back')}
				</Anchor>
				<div>
					<Title order={1}>{t('edit.title')}</Title>
					<Text mt="sm" c="dimmed">
						{t('edit.subtitle', { alert: alertTitle(t, data.alert) })}
					</Text>
				</div>
				{data.alert.keepable ? (
					<Alert color="blue" title={t('keep.title')} styles={readableAlertTitle} data-testid="edit-keep">
						<Stack gap="sm" align="flex-start">
							<Text size="sm">{data.alert.periodEndText ? t('keep.explanation', { date: data.alert.periodEndText }) : t('keep.text')}</Text>
							<KeepAlertForm id={data.alert.id} />
						</Stack>
					</Alert>
				) : null}
				<Card withBorder padding="xl">
					<EditAlertForm data={data} />
				</Card>
				{data.alert.mutedModels.length > 0 ? <MutedModels id={data.alert.id} models={data.alert.mutedModels} back="edit" /> : null}
			</Stack>
		</Container>
	)
}

function EditAlertForm({ data }: { data: EditAlertData }) {
	const { t, i18n } = useTranslation(ns)
	const actionData = useActionData<EditActionData>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const { alert } = data
	const [form, fields] = useForm<EditFormValues, EditAlertValue>({
		id: `edit-${alert.id}`,
		lastResult: actionData?.result,
		defaultValue: data.values,
		constraint: getZodConstraint(editAlertSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: editAlertSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	const hydrated = useHydrated()
	const status = typeof fields.status.value === 'string' ? fields.status.value : data.values.status
	// With JavaScript the fields follow the selector live. Without it they are disabled only for an
	// alert stored as paused: after a refused "pause with a new price" the user can still fix the
	// price (the first render in the browser matches the server's, so hydration agrees).
	const paused = alert.statusChoice && (hydrated ? status === 'paused' : alert.status === 'paused')
	const locked = !alert.editable
	// The price of what the form shows (a waiting change, or what was just typed). A pause that
	// changes the price asks whether the change is kept or dropped (docs/decisions/053): with
	// JavaScript once Paused is chosen; without, whenever the form shows a new price.
	const formPrice = priceOfChoice(fields.websitesSelected.value, fields.updateFrequency.value)
	const askPriceChange = alert.statusChoice && !locked && formPrice !== alert.price && (hydrated ? status === 'paused' : true)
	return (
		<Form method="post" action={`/edit/${alert.id}`} {...getFormProps(form)} noValidate>
			<Stack gap="lg">
				{actionData?.refused ? <Refusal refused={actionData.refused} /> : locked ? <Refusal refused="notEditable" /> : null}
				{form.errors?.[0] ? (
					<Alert color="red" role="alert" id={form.errorId}>
						{translateMessage(t, form.errors[0])}
					</Alert>
				) : null}
				<Stack gap={4}>
					<Text fw={600} data-testid="edit-current-price">
						{t('edit.currentPrice', { price: formatPrice(alert.price, i18n.language) })}
					</Text>
					{alert.pendingPrice !== null ? (
						<Text size="sm" fw={500} data-testid="edit-pending">
							{t('edit.pendingChange', { price: formatPrice(alert.pendingPrice, i18n.language) })}
						</Text>
					) : null}
					{alert.editable ? (
						<Text size="sm" c="dimmed">
							{alert.status === 'pending_payment' ? t('edit.unpaidRule') : t('edit.priceRule')}
						</Text>
					) : null}
				</Stack>
				{alert.statusChoice && !locked ? (
					<Stack gap="xs">
						<SelectField
							field={fields.status}
							label={t('edit.status')}
							description={t('edit.statusDescription')}
							options={[
								{ value: 'active', label: t('edit.statuses.active') },
								{ value: 'paused', label: t('edit.statuses.paused') },
							]}
							namespace={ns}
						/>
						{paused ? (
							<Text size="sm" role="status" data-testid="edit-paused-note">
								{t('edit.pausedNote')}
							</Text>
						) : null}
						{askPriceChange ? (
							<RadioGroupField
								field={fields.priceChange}
								legend={t('edit.priceChoice.legend', { price: formatPrice(formPrice, i18n.language) })}
								description={t('edit.priceChoice.description')}
								options={[
									{ value: 'keep', label: t('edit.priceChoice.keep') },
									{ value: 'drop', label: t('edit.priceChoice.drop', { price: formatPrice(alert.price, i18n.language) }) },
								]}
								namespace={ns}
								testId="edit-price-choice"
							/>
						) : null}
					</Stack>
				) : null}
				{paused && !locked ? <DisabledValues value={form.value} /> : null}
				<fieldset disabled={paused || locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} data-testid="edit-criteria">
					<Stack gap="xl">
						<Section title={t('edit.sections.websites')}>
							<WebsitesFields key={actionData?.siteQuery ?? ''} fields={fields} sites={data.sites} siteQuery={actionData?.siteQuery ?? ''} />
						</Section>
						<Section title={t('edit.sections.car')}>
							<CarFields
								fields={fields}
								brands={data.brands}
								models={actionData?.models ?? data.models}
								fuelTypes={data.fuelTypes}
								loadModelsButton
							/>
						</Section>
						<Section title={t('edit.sections.telegram')}>
							<TelegramFields fields={fields} />
						</Section>
					</Stack>
				</fieldset>
				<Group justify="space-between">
					<Button component={Link} to="/dashboard" variant="default">
						{t('edit.back')}
					</Button>
					{!locked ? (
						<Button type="submit" name="intent" value="save" loading={busy} loaderProps={{ 'aria-label': t('edit.submitting') }}>
							{t('edit.submit')}
						</Button>
					) : null}
				</Group>
			</Stack>
		</Form>
	)
}

