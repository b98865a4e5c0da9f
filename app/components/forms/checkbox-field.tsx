import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { Checkbox } from '@mantine/core'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '#core/schemas/messages.ts'

/**
 * conform meets Mantine's Checkbox (see text-field.tsx). A checked box submits "on". Mantine's
 * inline error has no id prop, so the id conform's aria-describedby points at sits on a span.
 */
export function CheckboxField({
	field,
	label,
	namespace,
}: {
	field: FieldMetadata<string | boolean | undefined>
	label: ReactNode
	namespace: string
}) {
	const { t } = useTranslation(namespace)
	const { key, ...inputProps } = getInputProps(field, { type: 'checkbox' })
	const error = field.errors?.[0]
	return (
		<Checkbox
			key={key}
			{...inputProps}
			label={label}
			error={error ? <span id={field.errorId}>{translateMessage(t, error)}</span> : undefined}
		/>
	)
}
