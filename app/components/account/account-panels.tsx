import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/forms/text-field.tsx'
import { type AccountFormActionData, type AccountScreenData } from './account-data.ts'
import { passwordFormSchema, settingsFormSchema } from './schemas.ts'

/**
 * The sidebar's "dialogs" as panels the server renders for `?tab=settings` and `?tab=password`:
 * they open, submit and show their errors without JavaScript.
 */
function Panel({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
	const { t } = useTranslation('account')
	const { pathname } = useLocation()
	return (
		<Card withBorder padding="xl" component="section" aria-labelledby={`${id}-heading`} data-testid={`${id}-panel`}>
			<Group justify="space-between" align="flex-start">
				<Title order={2} id={`${id}-heading`}>
					{title}
				</Title>
				<Anchor component={Link} to={pathname}>
					{t('close')}
				</Anchor>
			</Group>
			<Text mt="xs" c="dimmed">
				{description}
			</Text>
			{children}
		</Card>
	)
}

function FormErrors({ errors }: { errors: string[] | undefined }) {
	const { t } = useTranslation('auth')
	if (!errors?.length) return null
	return (
		<Alert color="red" title={t('account:failed')} role="alert">
			{errors.map((error) => t(error)).join(' ')}
		</Alert>
	)
}

function useSubmitting(intent: string) {
	const navigation = useNavigation()
	return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

export function SettingsPanel({ user, lastResult }: { user: AccountScreenData['user']; lastResult?: AccountFormActionData }) {
	const { t } = useTranslation('account')
	const { pathname } = useLocation()
	const submitting = useSubmitting('update-profile')
	const [form, fields] = useForm({
		id: 'account-settings',
		lastResult: lastResult?.result,
		defaultValue: { fullName: `${user.firstName} ${user.lastName}`.trim(), username: user.username, email: user.email },
		constraint: getZodConstraint(settingsFormSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsFormSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Panel id="settings" title={t('settings.title')} description={t('settings.description')}>
			<Form method="post" action={`${pathname}?tab=settings`} {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="update-profile" />
				<Stack mt="md">
					{lastResult?.success ? (
						<Alert color="green" role="status" title={t('settings.success')} data-testid="settings-success" />
					) : null}
					<FormErrors errors={form.errors} />
					<TextField
						field={fields.fullName}
						label={t('settings.fullName')}
						description={t('settings.fullNameDescription')}
						namespace="auth"
						autoComplete="name"
					/>
					<TextField
						field={fields.username}
						label={t('settings.username')}
						description={t('settings.usernameDescription')}
						namespace="auth"
						autoComplete="username"
					/>
					<TextField
						field={fields.email}
						type="email"
						label={t('settings.email')}
						description={t('settings.emailDescription')}
						namespace="auth"
						autoComplete="email"
					/>
					<Button
						type="submit"
						w="fit-content"
						loading={submitting}
						loaderProps={{ 'aria-label': t('settings.submitting') }}
					>
						{t('settings.submit')}
					</Button>
				</Stack>
			</Form>
		</Panel>
	)
}

export function PasswordPanel({ hasPassword, lastResult }: { hasPassword: boolean; lastResult?: AccountFormActionData }) {
	const { t } = useTranslation('account')
	const { pathname } = useLocation()
	const submitting = useSubmitting('change-password')
	const [form, fields] = useForm({
		id: 'account-password',
		lastResult: lastResult?.result,
		constraint: getZodConstraint(passwordFormSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordFormSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Panel id="password" title={t('password.title')} description={t('password.description')}>
			{hasPassword ? (
				<Form method="post" action={`${pathname}?tab=password`} {...getFormProps(form)} noValidate>
					<input type="hidden" name="intent" value="change-password" />
					<Stack mt="md">
						{lastResult?.success ? (
							<Alert color="green" role="status" title={t('password.success')} data-testid="password-success">
								{t('password.successText')}
							</Alert>
						) : null}
						<FormErrors errors={form.errors} />
						<TextField
							field={fields.currentPassword}
							type="password"
							label={t('password.current')}
							namespace="auth"
							autoComplete="current-password"
						/>
						<TextField
							field={fields.newPassword}
							type="password"
							label={t('password.new')}
							description={t('password.newDescription')}
							namespace="auth"
							autoComplete="new-password"
						/>
						<TextField
							field={fields.confirmPassword}
							type="password"
							label={t('password.confirm')}
							namespace="auth"
							autoComplete="new-password"
						/>
						<Button
							type="submit"
							w="fit-content"
							loading={submitting}
							loaderProps={{ 'aria-label': t('password.submitting') }}
						>
							{t('password.submit')}
						</Button>
					</Stack>
				</Form>
			) : (
				<Alert color="blue" mt="md">
					{t('password.googleOnly')}
				</Alert>
			)}
		</Panel>
	)
}
