import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { PasswordInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { translateMessage } from '#core/schemas/messages.ts'

/**
 * conform meets Mantine's PasswordInput (see text-field.tsx). The show/hide toggle needs
 * JavaScript, so it is rendered only once the page is hydrated: without JavaScript the field is a
 * plain password input, with no button that does nothing.
 */
export function PasswordField({
	field,
	label,
	description,
	namespace,
	autoComplete,
	toggleLabel,
}: {
	field: FieldMetadata<string>
	label: string
	description?: string
	namespace: string
	autoComplete: 'new-password' | 'current-password'
	/** Accessible name of the show/hide button. */
	toggleLabel: string
}) {
	const { t } = useTranslation(namespace)
	const { key, ...inputProps } = getInputProps(field, { type: 'password' })
	const error = field.errors?.[0]
	const hydrated = useHydrated()
	return (
		<PasswordInput
			key={key}
			{...inputProps}
			label={label}
			description={description}
			autoComplete={autoComplete}
			error={error ? translateMessage(t, error) : undefined}
			errorProps={{ id: field.errorId }}
			descriptionProps={{ id: field.descriptionId }}
			visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
			// Not null: Mantine puts its toggle where the right section is null or undefined.
			rightSection={hydrated ? undefined : false}
		/>
	)
}
