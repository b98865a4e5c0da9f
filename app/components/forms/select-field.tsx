import { type FieldMetadata, getSelectProps } from '@conform-to/react'
import { NativeSelect } from '@mantine/core'
import { type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '#core/schemas/messages.ts'

export type SelectOption = { value: string; label: string; disabled?: boolean }

/**
 * conform meets Mantine's NativeSelect (see text-field.tsx). A native select works without
 * JavaScript, which every wizard step must.
 */
export function SelectField({
	field,
	label,
	description,
	options,
	placeholder,
	namespace,
	disabled,
	value,
	onChange,
}: {
	field: FieldMetadata<string | undefined | null>
	label: string
	description?: string
	options: SelectOption[]
	/** A first, empty choice ("Choose a brand"). */
	placeholder?: string
	namespace: string
	disabled?: boolean
	/** Makes the select controlled (the model list, which a brand change resets). */
	value?: string
	onChange?: (event: ChangeEvent<HTMLSelectElement>) => void
}) {
	const { t } = useTranslation(namespace)
	const { key, defaultValue, ...selectProps } = getSelectProps(field)
	const error = field.errors?.[0]
	const data = placeholder ? [{ value: '', label: placeholder, disabled: true }, ...options] : options
	// An unset value shows the placeholder rather than silently choosing the first option.
	const valueProps = value !== undefined ? { value } : { defaultValue: defaultValue ?? (placeholder ? '' : undefined) }
	return (
		<NativeSelect
			key={key}
			{...selectProps}
			{...valueProps}
			data={data}
			label={label}
			description={description}
			disabled={disabled}
			onChange={onChange}
			error={error ? translateMessage(t, error) : undefined}
			errorProps={{ id: field.errorId }}
			descriptionProps={{ id: field.descriptionId }}
		/>
	)
}
