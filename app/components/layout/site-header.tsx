import { Link, useLocation, useNavigate } from '@remix-run/react'
import { type MouseEvent, type RefObject, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type Language, type Theme } from '#core/enums.ts'
import { type SubscriptionStats } from '#core/capacity-levels.ts'
import { CapacityBadge } from './capacity-badge.tsx'
import classes from './header.module.css'
import { CloseIcon, MenuIcon } from './icons.tsx'
import { LogoMark } from './logo-mark.tsx'
import { navItems, sectionPath, type HomeSection } from './nav.ts'
import { headerMenuGroup, LanguageChoices, LanguageMenu, ThemeChoices, ThemeMenu } from './preference-forms.tsx'
import { type HeaderUser, UserMenu, UserSection } from './user-menu.tsx'

/**
 * A menu link to a home page section. Without JavaScript it goes through `/go/<section>`, a
 * redirect that loads the page, so the open menu does not stay over the section; with
 * JavaScript a plain click is a client-side navigation, and the menu closes on it.
 */
function SectionLink({ section, label }: { section: HomeSection; label: string }) {
	const navigate = useNavigate()
	const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
		if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
		event.preventDefault()
		navigate(`/#${section}`)
	}
	return (
		<a href={sectionPath(section)} onClick={onClick} className={classes.navLink}>
			{label}
		</a>
	)
}

function NavLinks({ inMenu }: { inMenu: boolean }) {
	const { t } = useTranslation()
	return navItems.map((item) => {
		const label = t(`nav.${item.key}`)
		if ('to' in item) {
			return (
				<Link key={item.key} to={item.to} className={classes.navLink}>
					{label}
				</Link>
			)
		}
		if (inMenu) return <SectionLink key={item.key} section={item.section} label={label} />
		return (
			<Link key={item.key} to={`/#${item.section}`} className={classes.navLink}>
				{label}
			</Link>
		)
	})
}

/** Login and Sign up in the look of Mantine's Button (header.module.css). */
function AuthButtons() {
	const { t } = useTranslation()
	return (
		<>
			<Link to="/login" className={classes.button} data-variant="default">
				<span className={classes.buttonInner}>
					<span className={classes.buttonLabel}>{t('user.login')}</span>
				</span>
			</Link>
			<Link to="/register" className={classes.button}>
				<span className={classes.buttonInner}>
					<span className={classes.buttonLabel}>{t('user.signUp')}</span>
				</span>
			</Link>
		</>
	)
}

/**
 * With JavaScript, the header's disclosures behave like menus: a choice, a navigation, a click
 * elsewhere or Escape closes them. Without it they are plain disclosures whose forms load a
 * new page, which closes them too.
 */
function useMenuDismissal(header: RefObject<HTMLElement>) {
	const location = useLocation()
	useEffect(() => {
		for (const details of header.current?.querySelectorAll('details[open]') ?? []) {
			;(details as HTMLDetailsElement).open = false
		}
	}, [header, location.key])

	useEffect(() => {
		const root = header.current
		if (!root) return
		const open = () => [...root.querySelectorAll<HTMLDetailsElement>('details[open]')]
		const onClick = (event: globalThis.MouseEvent) => {
			for (const details of open()) {
				if (!(event.target instanceof Node && details.contains(event.target))) details.open = false
			}
		}
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key !== 'Escape') return
			// The innermost open one closes first (document order puts it last).
			const details = open().at(-1)
			if (!details) return
			details.open = false
			details.querySelector('summary')?.focus()
		}
		const onSubmit = () => {
			for (const details of open()) details.open = false
		}
		document.addEventListener('click', onClick)
		document.addEventListener('keydown', onKeyDown)
		root.addEventListener('submit', onSubmit)
		return () => {
			document.removeEventListener('click', onClick)
			document.removeEventListener('keydown', onKeyDown)
			root.removeEventListener('submit', onSubmit)
		}
	}, [header])
}

/**
 * Three layouts, each measured in every language (tests/header-layout.test.ts,
 * docs/decisions/018-header-layout.md): phones show the brand, the badge and the menu button;
 * from 768 px the sign-in buttons (or the user menu) join them; from 1280 px the navigation and
 * the theme and language menus are in the bar and the menu button goes.
 */
export function SiteHeader(props: {
	stats: SubscriptionStats | null
	theme: Theme
	language: Language
	user: HeaderUser | null
}) {
	const { t } = useTranslation()
	const header = useRef<HTMLElement>(null)
	useMenuDismissal(header)

	return (
		<header ref={header} className={classes.header}>
			<a href="#main" className={classes.skipLink}>
				{t('nav.skipToContent')}
			</a>
			<div className={classes.inner}>
				<div className={classes.start}>
					<Link to="/" className={classes.brand} aria-label={t('nav.home')}>
						<LogoMark size={26} />
						{t('app.name')}
					</Link>
					<CapacityBadge stats={props.stats} />
				</div>
				<nav aria-label={t('nav.mainNavigation')} className={classes.barNav}>
					<NavLinks inMenu={false} />
				</nav>
				<div className={classes.end}>
					<div className={classes.barPreferences}>
						<ThemeMenu current={props.theme} />
						<LanguageMenu current={props.language} />
					</div>
					<div className={classes.barAccount}>{props.user ? <UserMenu user={props.user} /> : <AuthButtons />}</div>
					<details className={classes.menu} name={headerMenuGroup} data-testid="mobile-menu">
						<summary className={classes.hamburger} aria-label={t('nav.menu')}>
							<span className={classes.whenClosed}>
								<MenuIcon />
							</span>
							<span className={classes.whenOpen}>
								<CloseIcon />
							</span>
						</summary>
						<div className={classes.menuPanel}>
							<nav aria-label={t('nav.mainNavigation')} className={classes.panelList}>
								<NavLinks inMenu />
							</nav>
							<div className={classes.panelPreferences}>
								<ThemeChoices current={props.theme} />
								<LanguageChoices current={props.language} />
							</div>
							<div className={classes.panelAccount}>
								{props.user ? <UserSection user={props.user} /> : <AuthButtons />}
							</div>
						</div>
					</details>
				</div>
			</div>
		</header>
	)
}
