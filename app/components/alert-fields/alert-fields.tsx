import { type FieldMetadata } from '@conform-to/react'
import { Button, SimpleGrid, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '#app/components/forms/select-field.tsx'
import { TextField } from '#app/components/forms/text-field.tsx'
import { languageNames } from '#app/i18n/config.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { allModels, builtInCatalogue, type Catalogue, type CatalogueModel } from '#core/catalogue/shape.ts'
import { criteriaSelects } from '#core/criteria.ts'
import { asLanguage, languages, updateFrequencies, type UpdateFrequency } from '#core/enums.ts'
import { formatPrice } from '#core/money.ts'
import { additionalWebsiteCents, frequencyUpgradeCents, priceAlert } from '#core/pricing.ts'
import { clockTimes, currentTimeZone, isTimeZone, timeZones } from '#core/quiet-hours.ts'
import { type CriteriaForm, currentYear, type FilterName, type FormName, toFormName, maxKeywords, maxKilometres, minYear, quietBypassBounds } from '#core/schemas/alert.ts'
import { type SiteOption } from '#core/site-groups.ts'
import { vocabulary } from '#core/vocabulary.ts'
import ui from '#app/components/ui/ui.module.css'
import classes from './alert-fields.module.css'
import { sortByLabel } from '#core/collation.ts'
import { SiteChoiceField } from './site-choice.tsx'

/**
 * The fields of an alert, shared by the wizard's steps and the edit form. Messages are keys of
 * the `wizard` namespace.
 */

export type AlertFormShape = CriteriaForm & {
	botContacted: string
	acceptTerms: string
}

type Fields = { [K in keyof AlertFormShape]: FieldMetadata<AlertFormShape[K]> }

export type { SiteOption }

const ns = 'wizard'

function asList(value: unknown): string[] {
	if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
	return typeof value === 'string' ? [value] : []
}

function asFrequency(value: unknown): UpdateFrequency {
	return (updateFrequencies as readonly unknown[]).includes(value) ? (value as UpdateFrequency) : 'hourly'
}

/** The monthly price (core/pricing) of the sites and frequency a form shows. */
export function priceOfChoice(websites: unknown, frequency: unknown): number {
	return priceAlert({ websiteCount: asList(websites).length, frequency: asFrequency(frequency) }).total
}

/**
 * The monthly price for the sites and frequency being chosen; only rendered in the browser, where it
 * follows every change. Before a site is ticked it is the base price, which includes one site:
 * never $0.00, since an alert watches at least one.
 */
export function PricePreview({ websites, frequency }: { websites: unknown; frequency: unknown }) {
	const { t, i18n } = useTranslation(ns)
	const hydrated = useHydrated()
	if (!hydrated) return null
	const total = priceAlert({ websiteCount: Math.max(1, asList(websites).length), frequency: asFrequency(frequency) }).total
	return (
		<Text fw={600} role="status" aria-live="polite" data-testid="price-preview">
			{t('price.preview', { price: formatPrice(total, i18n.language) })}
		</Text>
	)
}

export function WebsitesFields({
	fields,
	sites,
	siteQuery,
}: {
	fields: Pick<Fields, 'websitesSelected' | 'facebookMarketplaceUrl' | 'updateFrequency'>
	sites: SiteOption[]
	/** The site search the server filtered the list by (a submit without JavaScript): the box starts with it. */
	siteQuery: string
}) {
	const { t, i18n } = useTranslation(ns)
	const frequencyOptions = updateFrequencies.map((frequency) => {
		const extra = frequencyUpgradeCents[frequency]
		const label = t(`frequencies.${frequency}`)
		return { value: frequency, label: extra > 0 ? `${label} ${t('websites.extra', { price: formatPrice(extra, i18n.language) })}` : label }
	})
	return (
		<Stack className={classes.websites}>
			<SiteChoiceField
				field={fields.websitesSelected}
				sites={sites}
				query={siteQuery}
				legend={t('websites.sites')}
				description={t('websites.sitesDescription', { price: formatPrice(additionalWebsiteCents, i18n.language) })}
				namespace={ns}
			/>
			<div className={classes.facebookUrl}>
				<TextField
					field={fields.facebookMarketplaceUrl}
					label={t('websites.facebookUrl')}
					description={t('websites.facebookUrlDescription')}
					namespace={ns}
				/>
			</div>
			<SelectField field={fields.updateFrequency} label={t('websites.frequency')} options={frequencyOptions} namespace={ns} />
			<PricePreview websites={fields.websitesSelected.value} frequency={fields.updateFrequency.value} />
		</Stack>
	)
}

let catalogueRequest: Promise<Catalogue> | undefined

/** The whole catalogue, fetched once per page; the built-in copy when the call fails (docs/product/spec.md). */
function fetchCatalogue(): Promise<Catalogue> {
	catalogueRequest ??= fetch('/api/newcommer', { credentials: 'same-origin' })
		.then((response) => {
			if (!response.ok) throw new Error(`GET /api/newcommer answered ${response.status}`)
			return response.json() as Promise<Catalogue>
		})
		.catch((error: unknown) => {
			console.warn('[wizard] catalogue call failed, using the built-in copy:', error)
			return builtInCatalogue()
		})
	return catalogueRequest
}

/** Models of the chosen brand: the server sends the current brand's; a new brand's load in the browser. */
function useModels(initialBrand: string, initialModels: CatalogueModel[]) {
	const [state, setState] = useState({ brand: initialBrand, models: initialModels, loading: false })
	const latest = useRef(initialBrand)
	const chooseBrand = (brand: string) => {
		latest.current = brand
		if (!brand) return setState({ brand, models: [], loading: false })
		setState((current) => ({ ...current, brand, loading: true }))
		void fetchCatalogue().then((catalogue) => {
			if (latest.current !== brand) return
			const models = catalogue.brands_and_models.find((entry) => entry.slug === brand)?.models ?? []
			setState({ brand, models, loading: false })
		})
	}
	return { ...state, chooseBrand }
}

export function CarFields({
	fields,
	brands,
	models: initialModels,
	fuelTypes,
	loadModelsButton,
}: {
	fields: Pick<Fields, FormName<'brand' | 'model' | FilterName>>
	brands: Array<{ slug: string; name: string }>
	models: CatalogueModel[]
	fuelTypes: string[]
	/** Without JavaScript a new brand's models come from the server: a submit button that reloads the step. */
	loadModelsButton?: boolean
}) {
	const { t, i18n } = useTranslation(ns)
	const initialBrand = typeof fields.carBrand.initialValue === 'string' ? fields.carBrand.initialValue : ''
	const { brand, models, loading, chooseBrand } = useModels(initialBrand, initialModels)
	const initialModel = typeof fields.carModel.initialValue === 'string' ? fields.carModel.initialValue : ''
	const [model, setModel] = useState(initialModel)
	const modelOptions = sortByLabel(
		models.filter((entry) => entry.name.trim() !== ''),
		(entry) => entry.name,
		i18n.language,
		(entry) => entry.slug === allModels,
	).map((entry) => ({ value: entry.slug, label: entry.slug === allModels ? t('car.allModels') : entry.name }))
	const language = asLanguage(i18n.language)
	const modelPlaceholder = !brand ? t('car.modelDisabled') : loading ? t('car.loadingModels') : t('car.modelPlaceholder')
	const year = currentYear()
	return (
		<Stack>
			<SimpleGrid cols={{ base: 1, sm: 2 }}>
				<SelectField
					field={fields.carBrand}
					label={t('car.brand')}
					placeholder={t('car.brandPlaceholder')}
					options={sortByLabel(brands, (entry) => entry.name, i18n.language).map((entry) => ({ value: entry.slug, label: entry.name }))}
					namespace={ns}
					onChange={(event) => {
						// Changing the brand resets the model (docs/product/spec.md).
						setModel('')
						chooseBrand(event.currentTarget.value)
					}}
				/>
				<SelectField
					field={fields.carModel}
					value={model}
					label={t('car.model')}
					placeholder={modelPlaceholder}
					options={brand && !loading && modelOptions.length === 0 ? [{ value: '', label: t('car.noModels'), disabled: true }] : modelOptions}
					namespace={ns}
					disabled={!brand || loading}
					onChange={(event) => setModel(event.currentTarget.value)}
				/>
			</SimpleGrid>
			{loadModelsButton ? (
				<noscript>
					<Button type="submit" name="intent" value="models" variant="default" formNoValidate>
						{t('buttons.loadModels')}
					</Button>
				</noscript>
			) : null}
			<SelectField
				field={fields.fuelType}
				label={t('criteria.fuelType')}
				placeholder={t('car.fuelPlaceholder')}
				options={sortByLabel(fuelTypes, (fuel) => t(`fuels.${fuel}`), i18n.language, (fuel) => fuel === 'any').map((fuel) => ({ value: fuel, label: t(`fuels.${fuel}`) }))}
				namespace={ns}
			/>
			{criteriaSelects.map((select) => (
				<SelectField
					key={select.name}
					field={fields[toFormName(select.name)]}
					label={t(select.label)}
					description={t(select.description)}
					options={select.values.map((value) => ({ value, label: (vocabulary[language][select.words] as Record<string, string>)[value] ?? value }))}
					namespace={ns}
				/>
			))}
			<SimpleGrid cols={{ base: 1, sm: 2 }}>
				<TextField field={fields.priceMin} label={t('car.priceMin')} description={t('car.priceDescription')} namespace={ns} inputMode="numeric" />
				<TextField field={fields.priceMax} label={t('car.priceMax')} description={t('car.priceDescription')} namespace={ns} inputMode="numeric" />
				<TextField
					field={fields.yearMin}
					label={t('car.yearMin')}
					description={t('car.yearDescription', { min: minYear, max: year })}
					namespace={ns}
					inputMode="numeric"
				/>
				<TextField
					field={fields.yearMax}
					label={t('car.yearMax')}
					description={t('car.yearDescription', { min: minYear, max: year })}
					namespace={ns}
					inputMode="numeric"
				/>
			</SimpleGrid>
			<TextField
				field={fields.maxKilometers}
				label={t('car.maxKilometers')}
				description={t('car.maxKilometersDescription', { max: maxKilometres })}
				namespace={ns}
				inputMode="numeric"
			/>
			<TextField
				field={fields.keywordsRequired}
				label={t('car.keywordsRequired')}
				description={t('car.keywordsRequiredDescription', { max: maxKeywords })}
				namespace={ns}
				autoComplete="off"
			/>
			<TextField
				field={fields.keywordsExcluded}
				label={t('car.keywordsExcluded')}
				description={t('car.keywordsExcludedDescription', { max: maxKeywords })}
				namespace={ns}
				autoComplete="off"
			/>
		</Stack>
	)
}

type QuietFieldNames = 'quietFrom' | 'quietUntil' | 'timeZone' | 'quietBypassPercent'

/** A select of times: "off" first, every half hour, and a time the API stored off the half hour. */
function timeOptions(current: unknown, off: string) {
	const times = typeof current === 'string' && current !== '' && !clockTimes.includes(current) ? [...clockTimes, current].sort() : clockTimes
	return [{ value: '', label: off }, ...times.map((time) => ({ value: time, label: time }))]
}

const timeZoneOptions = timeZones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))

/**
 * With JavaScript, the zone this device is set to, as a choice one click away when it is not the
 * one chosen. Never chosen by itself: the page has one default with JavaScript on or off (the
 * buyer's earlier alert's zone, else their language's country's; docs/decisions/055). The click
 * sets the native select as a person would, so the form (conform) sees an ordinary change.
 */
function DeviceTimeZone({ field }: { field: FieldMetadata<string> }) {
	const { t } = useTranslation(ns)
	const [chosen, setChosen] = useState<string | null>(null)
	useEffect(() => {
		const select = document.getElementById(field.id) as HTMLSelectElement | null
		if (!select) return
		const follow = () => setChosen(select.value)
		follow()
		select.addEventListener('change', follow)
		return () => select.removeEventListener('change', follow)
	}, [field.id])
	if (chosen === null) return null
	const device = currentTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)
	if (!isTimeZone(device) || device === chosen) return null
	const choose = () => {
		const select = document.getElementById(field.id) as HTMLSelectElement | null
		if (!select) return
		select.value = device
		select.dispatchEvent(new Event('input', { bubbles: true }))
		select.dispatchEvent(new Event('change', { bubbles: true }))
	}
	return (
		<Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={choose} data-testid="device-time-zone">
			{t('quiet.useDeviceZone', { zone: device.replaceAll('_', ' ') })}
		</Button>
	)
}

/**
 * Quiet hours (docs/decisions/041-quiet-hours.md): native selects and a number field, so the
 * wizard's Telegram step and the edit form set them without JavaScript.
 */
export function QuietFields({ fields }: { fields: Pick<Fields, QuietFieldNames> }) {
	const { t } = useTranslation(ns)
	return (
		<fieldset className={classes.quiet} data-testid="quiet-hours">
			<legend>{t('quiet.legend')}</legend>
			<Stack gap="sm">
				<Text size="sm" c="dimmed">
					{t('quiet.description')}
				</Text>
				<SimpleGrid cols={{ base: 1, sm: 2 }}>
					<SelectField field={fields.quietFrom} label={t('quiet.from')} options={timeOptions(fields.quietFrom.initialValue, t('quiet.off'))} namespace={ns} />
					<SelectField field={fields.quietUntil} label={t('quiet.until')} options={timeOptions(fields.quietUntil.initialValue, t('quiet.off'))} namespace={ns} />
				</SimpleGrid>
				<Stack gap={4}>
					<SelectField field={fields.timeZone} label={t('quiet.timeZone')} description={t('quiet.timeZoneDescription')} options={timeZoneOptions} namespace={ns} />
					<DeviceTimeZone field={fields.timeZone} />
				</Stack>
				<TextField
					field={fields.quietBypassPercent}
					label={t('quiet.bypass')}
					description={t('quiet.bypassDescription', quietBypassBounds)}
					namespace={ns}
					inputMode="numeric"
					autoComplete="off"
				/>
			</Stack>
		</fieldset>
	)
}

export function TelegramFields({ fields }: { fields: Pick<Fields, 'telegramUsername' | 'notificationLanguage' | QuietFieldNames> }) {
	const { t } = useTranslation(ns)
	return (
		<Stack>
			<SimpleGrid cols={{ base: 1, sm: 2 }}>
				<TextField
					field={fields.telegramUsername}
					label={t('telegram.username')}
					description={t('telegram.usernameDescription')}
					namespace={ns}
					autoComplete="off"
				/>
				<SelectField
					field={fields.notificationLanguage}
					label={t('telegram.language')}
					options={languages.map((language) => ({ value: language, label: languageNames[language] }))}
					namespace={ns}
				/>
			</SimpleGrid>
			<QuietFields fields={fields} />
		</Stack>
	)
}

/** "Connected" only when the bot really has the user's chat (docs/product/decisions.md). */
export function TelegramStatus({ linked, blocked }: { linked: boolean; blocked?: boolean }) {
	const { t } = useTranslation(ns)
	// Light tints with text chosen for contrast: white on a mid green or orange is too faint to read.
	// A plain element with the Badge's look: the dashboard shows one per alert card (docs/decisions/025-plain-elements-for-repeated-ui.md).
	const [colour, text] =
		linked && blocked ? [ui.badgeOrange, t('telegram.blocked')] : linked ? [ui.badgeGreen, t('telegram.connected')] : [ui.badgeGray, t('telegram.notConnected')]
	return (
		<div className={`${ui.badge} ${colour}`} data-testid="telegram-status">
			<span className={ui.badgeLabel}>{text}</span>
		</div>
	)
}
