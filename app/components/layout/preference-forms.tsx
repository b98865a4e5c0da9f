import { UnstyledButton, VisuallyHidden } from '@mantine/core'
import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { languageNames } from '#app/i18n/config.ts'
import { languages, type Language, themes, type Theme } from '#core/enums.ts'
import classes from './header.module.css'

function useRedirectTo() {
	const location = useLocation()
	return `${location.pathname}${location.search}${location.hash}`
}

/** Light, dark or system, each a submit button in a native disclosure: works without JavaScript. */
export function ThemeForm({ current }: { current: Theme }) {
	const { t } = useTranslation()
	const redirectTo = useRedirectTo()
	return (
		<Form method="post" action="/resources/preferences" preventScrollReset>
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<details className={classes.dropdown}>
				<summary className={classes.dropdownSummary} data-testid="theme-summary">
					<VisuallyHidden>{t('theme.label')}: </VisuallyHidden>
					{t(`theme.${current}`)}
				</summary>
				<div className={classes.dropdownPanel} role="group" aria-label={t('theme.label')}>
					{themes.map((theme) => (
						<UnstyledButton
							key={theme}
							type="submit"
							name="theme"
							value={theme}
							className={classes.dropdownItem}
							aria-current={theme === current ? 'true' : undefined}
						>
							{t(`theme.${theme}`)}
						</UnstyledButton>
					))}
				</div>
			</details>
		</Form>
	)
}

/** The five languages, each a submit button; the menu is a native disclosure without JavaScript. */
export function LanguageForm({ current }: { current: Language }) {
	const { t } = useTranslation()
	const redirectTo = useRedirectTo()
	return (
		<Form method="post" action="/resources/preferences" preventScrollReset>
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<details className={classes.dropdown}>
				<summary className={classes.dropdownSummary} data-testid="language-summary">
					<VisuallyHidden>{t('language.label')}: </VisuallyHidden>
					{languageNames[current]}
				</summary>
				<div className={classes.dropdownPanel} role="group" aria-label={t('language.label')}>
					{languages.map((language) => (
						<UnstyledButton
							key={language}
							type="submit"
							name="language"
							value={language}
							lang={language}
							className={classes.dropdownItem}
							aria-current={language === current ? 'true' : undefined}
						>
							{languageNames[language]}
						</UnstyledButton>
					))}
				</div>
			</details>
		</Form>
	)
}
