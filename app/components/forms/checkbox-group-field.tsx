import { type FieldMetadata, getCollectionProps } from '@conform-to/react'
import { Checkbox, Stack } from '@mantine/core'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '#core/schemas/messages.ts'

/**
 * conform meets a group of Mantine checkboxes sharing one name (a list field). The group is a
 * fieldset with a legend, so screen readers announce the question with each choice.
 */
export function CheckboxGroupField({
	field,
	legend,
	description,
	options,
	namespace,
}: {
	field: FieldMetadata<string[] | undefined>
	legend: string
	description?: string
	options: Array<{ value: string; label: ReactNode }>
	namespace: string
}) {
	const { t } = useTranslation(namespace)
	const error = field.errors?.[0]
	const inputs = getCollectionProps(field, { type: 'checkbox', options: options.map((option) => option.value) })
	return (
		<fieldset
			aria-describedby={[description ? field.descriptionId : null, error ? field.errorId : null].filter(Boolean).join(' ') || undefined}
			style={{ border: 0, padding: 0, margin: 0 }}
		>
			<legend style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' }}>{legend}</legend>
			{description ? (
				<div id={field.descriptionId} style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
					{description}
				</div>
			) : null}
			<Stack gap="xs" mt="xs">
				{inputs.map(({ key, ...input }, index) => (
					<Checkbox key={key} {...input} aria-invalid={error ? true : undefined} label={options[index]!.label} />
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
