import { ActionIcon, Transition } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './scroll-to-top.module.css'

function ScrollButton() {
	const { t } = useTranslation()
	const [scroll, scrollTo] = useWindowScroll()
	return (
		<Transition transition="slide-up" mounted={scroll.y > 300}>
			{(styles) => (
				<ActionIcon style={styles} size="xl" radius="xl" aria-label={t('scrollToTop')} onClick={() => scrollTo({ y: 0 })}>
					<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
						<path d="M12 19V5M5 12l7-7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
					</svg>
				</ActionIcon>
			)}
		</Transition>
	)
}

/**
 * Appears after 300 px of scroll (docs/product/spec.md); needs JavaScript, and without it the page still scrolls.
 * The button and its hooks start in the browser once the page is hydrated
 * (docs/decisions/026-light-page-shell.md); its place at the end of <main> is rendered on the
 * server too, so the page does not grow when it appears (scroll-to-top.module.css).
 */
export function ScrollToTop() {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	return <div className={classes.dock}>{hydrated ? <ScrollButton /> : null}</div>
}
