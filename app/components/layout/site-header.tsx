import { Button, Container, Group } from '@mantine/core'
import { Link, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type Language, type Theme } from '#core/enums.ts'
import { type SubscriptionStats } from '#core/capacity-levels.ts'
import { CapacityBadge } from './capacity-badge.tsx'
import classes from './header.module.css'
import { LanguageForm, ThemeForm } from './preference-forms.tsx'
import { UserMenu } from './user-menu.tsx'

const navItems = [
	{ key: 'features', to: '/#features' },
	{ key: 'howItWorks', to: '/#how-it-works' },
	{ key: 'pricing', to: '/#pricing' },
	{ key: 'getAlerts', to: '/setup-alerts' },
	{ key: 'waitlist', to: '/waitlist' },
	{ key: 'faq', to: '/#faq' },
] as const

function NavLinks() {
	const { t } = useTranslation()
	return navItems.map((item) => (
		<Link key={item.key} to={item.to} className={classes.navLink}>
			{t(`nav.${item.key}`)}
		</Link>
	))
}

export type HeaderUser = { username: string; email: string }

function UserLinks({ user }: { user: HeaderUser | null }) {
	const { t } = useTranslation()
	if (user) return <UserMenu user={user} />
	return (
		<Group gap="xs">
			<Button component={Link} to="/login" variant="default" size="sm">
				{t('user.login')}
			</Button>
			<Button component={Link} to="/register" size="sm">
				{t('user.signUp')}
			</Button>
		</Group>
	)
}

export function SiteHeader(props: {
	stats: SubscriptionStats | null
	theme: Theme
	language: Language
	user: HeaderUser | null
}) {
	const { t } = useTranslation()
	const menu = useRef<HTMLDetailsElement>(null)
	const location = useLocation()
	// A client-side navigation keeps the page; close the mobile menu like a page load would.
	useEffect(() => {
		if (menu.current) menu.current.open = false
	}, [location.key])

	return (
		<header className={classes.header}>
			<a href="#main" className={classes.skipLink}>
				{t('nav.skipToContent')}
			</a>
			<Container size="xl" className={classes.inner}>
				<Group gap="md" wrap="nowrap">
					<Link to="/" className={classes.brand} aria-label={t('nav.home')}>
						{t('app.name')}
					</Link>
					<CapacityBadge stats={props.stats} />
				</Group>
				<nav aria-label={t('nav.mainNavigation')} className={classes.desktopOnly}>
					<NavLinks />
				</nav>
				<div className={classes.desktopOnly}>
					<ThemeForm current={props.theme} />
					<LanguageForm current={props.language} />
					<UserLinks user={props.user} />
				</div>
				<details ref={menu} className={classes.mobileOnly} data-testid="mobile-menu">
					<summary className={classes.hamburger} aria-label={t('nav.menu')}>
						<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
							<path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
						</svg>
					</summary>
					<div className={classes.mobilePanel}>
						<nav aria-label={t('nav.mainNavigation')} className={classes.mobileNav}>
							<NavLinks />
						</nav>
						<Group gap="sm">
							<ThemeForm current={props.theme} />
							<LanguageForm current={props.language} />
						</Group>
						<UserLinks user={props.user} />
					</div>
				</details>
			</Container>
		</header>
	)
}
