import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Button, Group, Stack } from '@mantine/core'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type AlertFormShape, type SiteOption, WebsitesFields } from '#app/components/alert-fields/alert-fields.tsx'
import { stepNumber, stepSchemas } from './steps.ts'

/**
 * The landing page's sign-up form: the wizard's website step, posted to /setup-alerts, which
 * validates it like any step and continues there with the car details.
 */
export function WizardStart({ sites }: { sites: SiteOption[] }) {
	const { t } = useTranslation('wizard')
	const schema = stepSchemas.websites
	const [form, fields] = useForm<AlertFormShape, unknown>({
		id: 'wizard-start',
		defaultValue: { updateFrequency: 'hourly' },
		constraint: getZodConstraint(schema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="post" action="/setup-alerts" {...getFormProps(form)} noValidate>
			<input type="hidden" name="step" value={stepNumber('websites')} />
			<Stack>
				<WebsitesFields fields={fields} sites={sites} siteQuery="" />
				<Group>
					<Button type="submit" name="intent" value="next">
						{t('landing.button')}
					</Button>
				</Group>
			</Stack>
		</Form>
	)
}
