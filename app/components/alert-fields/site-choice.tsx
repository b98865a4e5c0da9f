import { type FieldMetadata, getCollectionProps } from '@conform-to/react'
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { withCountry } from '#core/sites.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { allSitesIntent, groupSites, maxSiteSearch, type SiteOption, siteMatches, siteSearchField, siteSearchIntent } from '#core/site-groups.ts'
import { translateMessage } from '#core/schemas/messages.ts'
import classes from './alert-fields.module.css'

function asList(value: unknown): string[] {
	if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
	return typeof value === 'string' ? [value] : []
}

/**
 * The sites to watch, grouped by country, the buyer's first (docs/decisions/072). Every checkbox is
 * always in the form, those the search leaves out hidden, so a ticked site stays ticked and is sent
 * whatever the search shows. With JavaScript the box narrows the list as the buyer types; without
 * it, its button sends the form to the action, which keeps everything entered and renders the list
 * filtered by `query`.
 */
export function SiteChoiceField({
	field,
	sites,
	query: initialQuery,
	legend,
	description,
	namespace,
}: {
	field: FieldMetadata<string[] | undefined>
	sites: SiteOption[]
	query: string
	legend: string
	description: string
	namespace: string
}) {
	const { t, i18n } = useTranslation(namespace)
	const hydrated = useHydrated()
	const [query, setQuery] = useState(initialQuery)
	const id = useId()
	const error = field.errors?.[0]
	const inputs = new Map(getCollectionProps(field, { type: 'checkbox', options: sites.map((site) => site.id) }).map((input) => [input.value, input]))
	const groups = groupSites(sites, i18n.language)
	const shown = new Set(sites.filter((site) => siteMatches(site, query)).map((site) => site.id))
	const chosen = asList(field.value)
	const chosenHidden = sites.filter((site) => chosen.includes(site.id) && !shown.has(site.id))
	return (
		<fieldset
			aria-describedby={[field.descriptionId, error ? field.errorId : null].filter(Boolean).join(' ')}
			className={classes.sites}
			data-testid="site-choice"
		>
			<legend className={classes.sitesLegend}>{legend}</legend>
			<div id={field.descriptionId} className={classes.sitesDescription}>
				{description}
			</div>
			<Group align="flex-end" gap="xs" mt="sm" wrap="nowrap">
				<TextInput
					type="search"
					name={siteSearchField}
					label={t('websites.search')}
					description={t('websites.searchDescription')}
					value={query}
					maxLength={maxSiteSearch}
					autoComplete="off"
					style={{ flex: 1, minWidth: 0 }}
					onChange={(event) => setQuery(event.currentTarget.value)}
					// With JavaScript the list follows the box; Enter must not send the form to the server.
					onKeyDown={(event) => {
						if (event.key === 'Enter' && hydrated) event.preventDefault()
					}}
					data-testid="site-search"
				/>
				{hydrated ? null : (
					<Button type="submit" name="intent" value={siteSearchIntent} variant="default" formNoValidate data-testid="site-search-submit">
						{t('websites.searchButton')}
					</Button>
				)}
			</Group>
			{chosenHidden.length > 0 ? (
				<Text size="sm" mt="xs" data-testid="site-chosen-hidden">
					{t('websites.chosenHidden', { sites: chosenHidden.map((site) => withCountry(site.name, site.countryName)).join(', ') })}
				</Text>
			) : null}
			{shown.size === 0 ? (
				<Group gap="xs" mt="xs" role="status">
					<Text size="sm">{t('websites.noMatch', { query: query.trim() })}</Text>
					{hydrated ? (
						<Button variant="subtle" size="compact-sm" onClick={() => setQuery('')}>
							{t('websites.showAll')}
						</Button>
					) : (
						<Button type="submit" name="intent" value={allSitesIntent} variant="subtle" size="compact-sm" formNoValidate>
							{t('websites.showAll')}
						</Button>
					)}
				</Group>
			) : null}
			<Stack gap="md" mt="sm">
				{groups.map((group) => {
					const visible = group.sites.some((site) => shown.has(site.id))
					const headingId = `${id}-${group.country ?? 'any'}`
					return (
						<div key={group.country ?? 'any'} role="group" aria-labelledby={headingId} hidden={!visible} data-testid="site-group" data-country={group.country ?? ''}>
							<Text id={headingId} size="sm" fw={600} className={classes.countryHeading}>
								{group.countryName ?? t('websites.anyCountry')}
							</Text>
							<SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs" mt={6}>
								{group.sites.map((site) => {
									const { key, ...input } = inputs.get(site.id)!
									return (
										<div key={key} hidden={!shown.has(site.id)} data-testid="site-option">
											<Checkbox
												{...input}
												aria-invalid={error ? true : undefined}
												data-requires-url={site.requiresUrl ? '' : undefined}
												label={<SiteLabel site={site} namespace={namespace} />}
											/>
										</div>
									)
								})}
							</SimpleGrid>
						</div>
					)
				})}
			</Stack>
			{error ? (
				<div id={field.errorId} role="alert" className={classes.sitesError}>
					{translateMessage(t, error)}
				</div>
			) : null}
		</fieldset>
	)
}

/** A site's name, and under it its country (or why it is special). */
function SiteLabel({ site, namespace }: { site: SiteOption; namespace: string }) {
	const { t } = useTranslation(namespace)
	const note = site.id === 'demo' ? t('websites.demo') : !site.live ? t('websites.notLive') : site.requiresUrl ? t('websites.byUrl') : null
	const detail = [site.countryName, note].filter(Boolean).join(' · ')
	return (
		<span className={classes.siteLabel}>
			<span>{site.name}</span>
			{/* A space, so the checkbox is named "AutoScout24 Italy", not "AutoScout24Italy". */}
			{detail ? ' ' : null}
			{detail ? (
				<Text span size="xs" c="dimmed">
					{detail}
				</Text>
			) : null}
		</span>
	)
}
