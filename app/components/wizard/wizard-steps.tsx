import { Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { stepNumber, type WizardStep, wizardSteps } from './steps.ts'
import classes from './wizard-steps.module.css'

/**
 * Where the buyer is in the wizard. From 62em, the five steps in five equal columns, each
 * label under its number, so the row never wraps whatever the language (a label wraps inside
 * its own column instead); below, "Step 2 of 5: Website selection" over a progress bar.
 */
export function WizardSteps({ step }: { step: WizardStep }) {
	const { t } = useTranslation('wizard')
	const current = stepNumber(step)
	return (
		<>
			<ol className={classes.steps} style={{ gridTemplateColumns: `repeat(${wizardSteps.length}, minmax(0, 1fr))` }} data-testid="wizard-steps">
				{wizardSteps.map((id, index) => {
					const state = index + 1 < current ? 'done' : index + 1 === current ? 'current' : 'next'
					return (
						<li key={id} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
							<span className={classes.marker} aria-hidden="true">
								{state === 'done' ? (
									<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
										<path d="M5 12.5l4.5 4.5L19 7.5" />
									</svg>
								) : (
									index + 1
								)}
							</span>
							<span className={classes.label}>{t(`steps.${id}`)}</span>
						</li>
					)
				})}
			</ol>
			<Stack gap={4} className={classes.compact}>
				<Text size="sm" fw={500}>
					{t('common:labelValue', { label: t('stepOf', { step: current, total: wizardSteps.length }), value: t(`steps.${step}`) })}
				</Text>
				<Progress value={(current / wizardSteps.length) * 100} aria-hidden />
			</Stack>
		</>
	)
}
