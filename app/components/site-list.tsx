import { Badge, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { comingSites, liveSites } from '#core/sites.ts'
import { sortByLabel } from '#core/collation.ts'

/**
 * The marketplaces, from the site registry: the ones watched now, and the ones being connected.
 * Copy names sites only through this component, so it never claims a site that does not work.
 */
export function SiteList() {
	const { t, i18n } = useTranslation()
	const live = sortByLabel(liveSites(), (site) => site.name, i18n.language)
	const coming = sortByLabel(comingSites(), (site) => site.name, i18n.language)
	return (
		<Stack gap="xs">
			{live.length > 0 ? (
				<Group gap="xs">
					<Text fw={600}>{t('labelBefore', { label: t('sites.watchedNow') })}</Text>
					{live.map((site) => (
						<Badge key={site.id} color="teal.9" autoContrast>
							{site.name}
						</Badge>
					))}
				</Group>
			) : null}
			{coming.length > 0 ? (
				<Group gap="xs">
					<Text fw={600}>{t('labelBefore', { label: t('sites.coming') })}</Text>
					{coming.map((site) => (
						<Badge key={site.id} color="gray" variant="light">
							{site.name}
						</Badge>
					))}
				</Group>
			) : null}
			<Text size="sm" c="dimmed">
				{t('sites.note')}
			</Text>
		</Stack>
	)
}
