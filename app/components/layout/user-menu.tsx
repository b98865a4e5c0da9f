import { Text, UnstyledButton } from '@mantine/core'
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import classes from './header.module.css'

/** Signed-in menu (spec): name and e-mail, My Alerts, Profile, Settings, Logout. A native disclosure. */
export function UserMenu({ user }: { user: { username: string; email: string } }) {
	const { t } = useTranslation()
	return (
		<details className={classes.dropdown} data-testid="user-menu">
			<summary className={classes.dropdownSummary}>{user.username}</summary>
			<div className={classes.dropdownPanel}>
				<div className={classes.dropdownItem}>
					<Text size="sm" fw={600}>
						{user.username}
					</Text>
					<Text size="xs" c="dimmed">
						{user.email}
					</Text>
				</div>
				<Link to="/dashboard" className={classes.dropdownItem}>
					{t('user.myAlerts')}
				</Link>
				<Link to="/profile" className={classes.dropdownItem}>
					{t('user.profile')}
				</Link>
				<Link to="/profile?tab=settings" className={classes.dropdownItem}>
					{t('user.settings')}
				</Link>
				<Form method="post" action="/logout">
					<UnstyledButton type="submit" className={classes.dropdownItem} w="100%">
						{t('user.logout')}
					</UnstyledButton>
				</Form>
			</div>
		</details>
	)
}
