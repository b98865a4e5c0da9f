import { Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { AlertWizard, type WizardData } from './alert-wizard.tsx'

export function WizardPage({ data }: { data: WizardData }) {
	const { t } = useTranslation('wizard')
	return (
		<Container size="md" py="xl">
			<Stack gap="lg">
				<div>
					<Title order={1}>{t('heading')}</Title>
					<Text mt="sm" c="dimmed">
						{t('intro')}
					</Text>
				</div>
				<AlertWizard data={data} />
			</Stack>
		</Container>
	)
}
