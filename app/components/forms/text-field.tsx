import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '#core/schemas/messages.ts'

/**
 * conform meets Mantine: a text input wired to a conform field. Schema messages are translation
 * keys, translated here in the form's namespace.
 */
export function TextField({
	field,
	label,
	description,
	type = 'text',
	namespace,
	autoComplete,
	inputMode,
}: {
	field: FieldMetadata<string>
	label: string
	description?: string
	type?: 'text' | 'email' | 'password'
	namespace: string
	autoComplete?: string
	inputMode?: 'numeric' | 'text' | 'email'
}) {
	const { t } = useTranslation(namespace)
	const { key, ...inputProps } = getInputProps(field, { type })
	const error = field.errors?.[0]
	return (
		<TextInput
			key={key}
			{...inputProps}
			label={label}
			description={description}
			autoComplete={autoComplete}
			inputMode={inputMode}
			error={error ? translateMessage(t, error) : undefined}
			errorProps={{ id: field.errorId }}
			descriptionProps={{ id: field.descriptionId }}
		/>
	)
}
