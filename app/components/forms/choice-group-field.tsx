import { type FieldMetadata, getCollectionProps } from '@conform-to/react'
import { Checkbox, Radio, Stack } from '@mantine/core'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '#core/schemas/messages.ts'

type ChoiceGroupProps = {
	legend: string
	description?: string
	options: Array<{ value: string; label: ReactNode }>
	namespace: string
	testId?: string
}

/**
 * conform meets a group of Mantine checkboxes or radios sharing one name. The group is a fieldset
 * with a legend, so screen readers announce the question with each choice; the inputs are native,
 * so the choice is sent without JavaScript too.
 */
function ChoiceGroupField({ kind, field, legend, description, options, namespace, testId }: ChoiceGroupProps & { kind: 'checkbox' | 'radio'; field: FieldMetadata<string | string[] | undefined> }) {
	const { t } = useTranslation(namespace)
	const error = field.errors?.[0]
	const inputs = getCollectionProps(field, { type: kind, options: options.map((option) => option.value) })
	const Choice = kind === 'checkbox' ? Checkbox : Radio
	return (
		<fieldset
			aria-describedby={[description ? field.descriptionId : null, error ? field.errorId : null].filter(Boolean).join(' ') || undefined}
			style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
			data-testid={testId}
		>
			<legend style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', padding: 0 }}>{legend}</legend>
			{description ? (
				<div id={field.descriptionId} style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
					{description}
				</div>
			) : null}
			<Stack gap="xs" mt="xs">
				{inputs.map(({ key, ...input }, index) => (
					<Choice key={key} {...input} aria-invalid={error ? true : undefined} label={options[index]!.label} />
				))}
			</Stack>
			{error ? (
				<div id={field.errorId} role="alert" style={{ color: 'var(--mantine-color-error)', fontSize: 'var(--mantine-font-size-xs)', marginTop: 4 }}>
					{translateMessage(t, error)}
				</div>
			) : null}
		</fieldset>
	)
}

/** A list field: any number of the options. */
export function CheckboxGroupField(props: ChoiceGroupProps & { field: FieldMetadata<string[] | undefined> }) {
	return <ChoiceGroupField kind="checkbox" {...props} field={props.field as FieldMetadata<string | string[] | undefined>} />
}

/** One of the options. */
export function RadioGroupField(props: ChoiceGroupProps & { field: FieldMetadata<string | undefined> }) {
	return <ChoiceGroupField kind="radio" {...props} field={props.field as FieldMetadata<string | string[] | undefined>} />
}
