import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import classes from './header.module.css'
import { ChevronIcon } from './icons.tsx'
import { headerMenuGroup } from './preference-forms.tsx'

export type HeaderUser = { username: string; email: string }

/**
 * The signed-in user's entries (docs/product/spec.md): name and e-mail, My alerts, Settings, Logout.
 * The spec's "Profile" opened the very screen "My alerts" opens (/profile is /dashboard), so it is
 * not offered twice (docs/decisions/055). Logout is a form post; it wears the same class as the
 * links beside it.
 */
function UserEntries({ user, itemClass }: { user: HeaderUser; itemClass: string | undefined }) {
	const { t } = useTranslation()
	return (
		<>
			<div className={classes.userCard}>
				<p className={classes.userName}>{user.username}</p>
				<p className={classes.userEmail}>{user.email}</p>
			</div>
			<Link to="/dashboard" className={itemClass}>
				{t('user.myAlerts')}
			</Link>
			<Link to="/profile?tab=settings" className={itemClass}>
				{t('user.settings')}
			</Link>
			<Form method="post" action="/logout" className={classes.itemForm}>
				<button type="submit" className={itemClass}>
					{t('user.logout')}
				</button>
			</Form>
		</>
	)
}

/** The bar's user menu: a native disclosure under the user's name. */
export function UserMenu({ user }: { user: HeaderUser }) {
	return (
		<details className={classes.dropdown} name={headerMenuGroup} data-testid="user-menu">
			<summary className={classes.dropdownSummary}>
				<span className={classes.username}>{user.username}</span>
				<ChevronIcon />
			</summary>
			<div className={classes.dropdownPanel}>
				<UserEntries user={user} itemClass={classes.dropdownItem} />
			</div>
		</details>
	)
}

/** The same entries laid out in the phone menu, without a menu inside the menu. */
export function UserSection({ user }: { user: HeaderUser }) {
	const { t } = useTranslation()
	return (
		<nav aria-label={t('user.account')} className={classes.panelList}>
			<UserEntries user={user} itemClass={classes.navLink} />
		</nav>
	)
}
