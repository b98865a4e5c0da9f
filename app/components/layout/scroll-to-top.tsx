import { ActionIcon, Affix, Transition } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

function ScrollButton() {
	const { t } = useTranslation()
	const [scroll, scrollTo] = useWindowScroll()
	return (
		<Affix position={{ bottom: 20, right: 20 }}>
			<Transition transition="slide-up" mounted={scroll.y > 300}>
				{(styles) => (
					<ActionIcon
						style={styles}
						size="xl"
						radius="xl"
						aria-label={t('scrollToTop')}
						onClick={() => scrollTo({ y: 0 })}
					>
						<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
							<path d="M12 19V5M5 12l7-7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
						</svg>
					</ActionIcon>
				)}
			</Transition>
		</Affix>
	)
}

/**
 * Appears after 300 px of scroll (docs/product/spec.md); needs JavaScript, and without it the page still scrolls.
 * Nothing of it is rendered on the server (its portal would render nothing there anyway): the
 * button and its hooks start in the browser once the page is hydrated
 * (docs/decisions/026-light-page-shell.md).
 */
export function ScrollToTop() {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	return hydrated ? <ScrollButton /> : null
}
