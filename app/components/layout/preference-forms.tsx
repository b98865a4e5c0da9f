import { Form, useLocation } from '@remix-run/react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { languageNames } from '#app/i18n/config.ts'
import { type Language, themes, type Theme } from '#core/enums.ts'
import classes from './header.module.css'
import { GlobeIcon, SchemeIcon } from './icons.tsx'

/** The five languages in the order the picker lists them (English, Deutsch, Français, Italiano, Español). */
const pickerLanguages = Object.keys(languageNames) as Language[]

/** Disclosures of the header bar share one name: opening one closes the others, with or without JavaScript. */
export const headerMenuGroup = 'header-menu'

/**
 * A plain form post, so a choice works without JavaScript; the server redirects back here. A
 * language is always chosen that way, with JavaScript too (`reloadDocument`): the browser holds
 * only its page's language (app/i18n/client-locales.ts), and a full page comes back in the new one
 * whole, where a client-side navigation would show the new page in the old language until the
 * new texts arrive.
 */
function PreferenceForm({ children, className, reloadDocument }: { children: ReactNode; className?: string; reloadDocument?: boolean }) {
	const location = useLocation()
	return (
		<Form method="post" action="/resources/preferences" preventScrollReset reloadDocument={reloadDocument} className={className}>
			<input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}${location.hash}`} />
			{children}
		</Form>
	)
}

/** The bar's theme menu: an icon that names the theme for screen readers and in its tooltip. */
export function ThemeMenu({ current }: { current: Theme }) {
	const { t } = useTranslation()
	const label = t('labelValue', { label: t('theme.label'), value: t(`theme.${current}`) })
	return (
		<PreferenceForm>
			<details className={classes.dropdown} name={headerMenuGroup}>
				<summary className={classes.dropdownSummary} data-testid="theme-summary" title={label}>
					<SchemeIcon theme={current} />
					<span className={classes.visuallyHidden}>{label}</span>
				</summary>
				<div className={classes.dropdownPanel} role="group" aria-label={t('theme.label')}>
					{themes.map((theme) => (
						<button
							key={theme}
							type="submit"
							name="theme"
							value={theme}
							className={classes.dropdownItem}
							aria-current={theme === current ? 'true' : undefined}
						>
							<SchemeIcon theme={theme} />
							{t(`theme.${theme}`)}
						</button>
					))}
				</div>
			</details>
		</PreferenceForm>
	)
}

/** The bar's language menu: a globe and the language's code; its name for screen readers and in the tooltip. */
export function LanguageMenu({ current }: { current: Language }) {
	const { t } = useTranslation()
	const label = t('labelValue', { label: t('language.label'), value: languageNames[current] })
	return (
		<PreferenceForm reloadDocument>
			<details className={classes.dropdown} name={headerMenuGroup}>
				<summary className={classes.dropdownSummary} data-testid="language-summary" title={label}>
					<GlobeIcon />
					<span aria-hidden="true">{current.toUpperCase()}</span>
					<span className={classes.visuallyHidden}>{label}</span>
				</summary>
				<div className={classes.dropdownPanel} role="group" aria-label={t('language.label')}>
					{pickerLanguages.map((language) => (
						<button
							key={language}
							type="submit"
							name="language"
							value={language}
							lang={language}
							className={classes.dropdownItem}
							aria-current={language === current ? 'true' : undefined}
						>
							{languageNames[language]}
						</button>
					))}
				</div>
			</details>
		</PreferenceForm>
	)
}

/** A labelled row of choices for the menu panel: every option in sight, no menu inside the menu. */
function Choices({ label, children }: { label: string; children: ReactNode }) {
	const id = useId()
	return (
		<div role="group" aria-labelledby={id} className={classes.choices}>
			<span id={id} className={classes.choicesLabel}>
				{label}
			</span>
			<div className={classes.choiceRow}>{children}</div>
		</div>
	)
}

export function ThemeChoices({ current }: { current: Theme }) {
	const { t } = useTranslation()
	return (
		<PreferenceForm>
			<Choices label={t('theme.label')}>
				{themes.map((theme) => (
					<button
						key={theme}
						type="submit"
						name="theme"
						value={theme}
						className={classes.choice}
						aria-pressed={theme === current}
					>
						<SchemeIcon theme={theme} />
						{t(`theme.${theme}`)}
					</button>
				))}
			</Choices>
		</PreferenceForm>
	)
}

export function LanguageChoices({ current }: { current: Language }) {
	const { t } = useTranslation()
	return (
		<PreferenceForm reloadDocument>
			<Choices label={t('language.label')}>
				{pickerLanguages.map((language) => (
					<button
						key={language}
						type="submit"
						name="language"
						value={language}
						lang={language}
						className={classes.choice}
						aria-pressed={language === current}
					>
						{languageNames[language]}
					</button>
				))}
			</Choices>
		</PreferenceForm>
	)
}
