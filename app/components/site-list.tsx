import { Badge, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { withCountry } from '#core/sites.ts'
import { claimsRoundSites, groupSites, roundSiteClaim, type SiteOption, siteCounts } from '#core/site-groups.ts'

type Counts = ReturnType<typeof siteCounts>

/**
 * "21 marketplaces in 14 countries", counted from the offered sites (docs/decisions/072); the
 * round "15+" of the product's first copy only while the registry makes it true (`round`).
 */
export function useSiteCountText() {
	const { t } = useTranslation('common')
	return (counts: Counts, { round = false }: { round?: boolean } = {}) => {
		const marketplaces = round && claimsRoundSites(counts) ? t('sites.roundClaim', { count: roundSiteClaim }) : t('sites.marketplaces', { count: counts.marketplaces })
		return counts.countries > 0 ? t('sites.counted', { marketplaces, countries: t('sites.inCountries', { count: counts.countries }) }) : marketplaces
	}
}

/**
 * The marketplaces, from the site registry as the loader offers them (the demo market is none):
 * how many, in how many countries, and each by country, the reader's first. Copy names sites only
 * through this component, so it never claims a site that does not work.
 */
export function SiteList({ sites }: { sites: SiteOption[] }) {
	const { t, i18n } = useTranslation()
	const countText = useSiteCountText()
	const marketplaces = sites.filter((site) => site.id !== 'demo')
	const live = marketplaces.filter((site) => site.live)
	const coming = marketplaces.filter((site) => !site.live)
	return (
		<Stack gap="xs" data-testid="site-list">
			{live.length > 0 ? (
				<>
					<Text fw={600} data-testid="site-count">
						{t('labelValue', { label: t('sites.watchedNow'), value: countText(siteCounts(live)) })}
					</Text>
					<Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
						{groupSites(live, i18n.language).map((group) => (
							<Group key={group.country ?? 'any'} gap={6} component="li" align="center">
								<Text size="sm" c="dimmed" miw={0}>
									{t('labelBefore', { label: group.countryName ?? t('sites.anyCountry') })}
								</Text>
								{group.sites.map((site) => (
									<Badge key={site.id} color="teal.9" autoContrast tt="none">
										{site.name}
									</Badge>
								))}
							</Group>
						))}
					</Stack>
				</>
			) : null}
			{coming.length > 0 ? (
				<Group gap="xs">
					<Text fw={600}>{t('labelBefore', { label: t('sites.coming') })}</Text>
					{coming.map((site) => (
						<Badge key={site.id} color="gray" variant="light" tt="none">
							{withCountry(site.name, site.countryName)}
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
