import { Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { percentFull, type SubscriptionStats } from '#core/capacity-levels.ts'

/** The waitlist page's limited-availability box (docs/product/spec.md): shown only once stats have loaded. */
export function AvailabilityBox({ stats }: { stats: SubscriptionStats | null }) {
	const { t } = useTranslation('waitlist')
	if (!stats) return null
	const percent = percentFull(stats)
	const bullets = t('box.bullets', { returnObjects: true }) as string[]
	return (
		<Paper withBorder p="lg" radius="md" data-testid="availability-box">
			<Stack gap="sm">
				<Title order={2} size="h3">
					{t('box.heading')}
				</Title>
				<Text>{t('box.description')}</Text>
				<List spacing={4}>
					{bullets.map((bullet) => (
						<List.Item key={bullet}>{bullet}</List.Item>
					))}
				</List>
				<Group grow>
					<Stack gap={0}>
						<Text size="sm" c="dimmed">
							{t('box.active')}
						</Text>
						<Text fz={28} fw={700} data-testid="active-count">
							{stats.active}
						</Text>
					</Stack>
					{stats.held > 0 ? (
						<Stack gap={0}>
							<Text size="sm" c="dimmed">
								{t('box.held')}
							</Text>
							<Text fz={28} fw={700} data-testid="held-count">
								{stats.held}
							</Text>
						</Stack>
					) : null}
					<Stack gap={0}>
						<Text size="sm" c="dimmed">
							{t('box.available')}
						</Text>
						<Text fz={28} fw={700} data-testid="available-count">
							{stats.remaining}
						</Text>
					</Stack>
				</Group>
				<Progress
					value={percent}
					color={stats.full ? 'red' : 'blue'}
					aria-label={t('box.percentFull', { percent })}
					data-testid="percent-bar"
					data-percent={percent}
				/>
				<Text size="sm" fw={600}>
					{stats.full ? t('box.full', stats) : t('box.remaining', stats)}
				</Text>
			</Stack>
		</Paper>
	)
}
