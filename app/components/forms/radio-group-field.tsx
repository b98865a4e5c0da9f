import { type FieldMetadata, getCollectionProps } from '@conform-to/react'
import { Radio, Stack } from '@mantine/core'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '#core/schemas/messages.ts'

/**
 * conform meets a group of Mantine radios sharing one name (see checkbox-group-field.tsx): a
 * fieldset with a legend, native inputs, so the choice is sent without JavaScript too.
 */
export function RadioGroupField({
	field,
	legend,
	description,
	options,
	namespace,
	testId,
}: {
	field: FieldMetadata<string | undefined>
	legend: string
	description?: string
	options: Array<{ value: string; label: ReactNode }>
	namespace: string
	testId?: string
}) {
	const { t } = useTranslation(namespace)
	const error = field.errors?.[0]
	const inputs = getCollectionProps(field, { type: 'radio', options: options.map((option) => option.value) })
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
					<Radio key={key} {...input} aria-invalid={error ? true : undefined} label={options[index]!.label} />
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
