import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Anchor, Button, Card, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Trans, useTranslation } from 'react-i18next'
import { CheckboxField } from '#app/components/forms/checkbox-field.tsx'
import { PasswordField } from '#app/components/forms/password-field.tsx'
import { TextField } from '#app/components/forms/text-field.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { getUser, signInAgainWhenStale, signInAndRedirect } from '#app/services/auth.server.ts'
import { googleConfigured } from '#app/services/authenticator.server.ts'
import { formPageHeaders, pageMeta } from '#app/utils/page.ts'
import { safeRedirectPath } from '#app/utils/redirect.ts'
import { hitRateLimit } from '#core/limits.ts'
import { registerUser } from '#core/models/users.ts'
import { registerSchema } from '#core/schemas/auth.ts'
import { readFormData, parseForm } from '#app/services/form.server.ts'
import { asLanguage } from '#core/enums.ts'

const takenErrors = { email: 'errors.emailTaken', username: 'errors.usernameTaken' } as const

/** The `redirect` value to carry through registration and verification, when it is a safe path. */
function redirectValue(value: unknown): string | undefined {
	const path = safeRedirectPath(value, '')
	return path === '' ? undefined : path
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const redirectTo = redirectValue(new URL(request.url).searchParams.get('redirect'))
	if (await getUser(request, context)) throw redirect(redirectTo ?? '/dashboard')
	const t = await i18next.getFixedT(request, 'register')
	return {
		meta: { title: t('meta.title'), description: t('meta.description') },
		redirectTo,
		googleEnabled: googleConfigured(context.config),
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	const submission = parseForm(await readFormData(request), registerSchema)
	const hidden = ['password', 'confirmPassword']
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: hidden }) }, { status: 400 })
	// Counted only for a complete form: typos cost nothing, and each counted one mails a code.
	const allowed = await hitRateLimit(context.db, 'register', context.clientIp)
	if (!allowed.ok) {
		const limitMinutes = Math.max(1, Math.ceil(allowed.retryAfterSeconds / 60))
		return data(
			{ result: submission.reply({ formErrors: ['errors.tooManySignups'], hideFields: hidden }), limitMinutes },
			{ status: 429, headers: { 'Retry-After': String(allowed.retryAfterSeconds) } },
		)
	}
	const { firstName, lastName, username, email, password, redirectTo } = submission.value
	const locale = await i18next.getLocale(request)
	const created = await registerUser(context.db, context.config, {
		firstName,
		lastName,
		username,
		email,
		password,
		language: asLanguage(locale),
	})
	if (!created.ok) {
		const fieldErrors = Object.fromEntries(created.taken.map((field) => [field, [takenErrors[field]]]))
		return data({ result: submission.reply({ fieldErrors, hideFields: hidden }) }, { status: 409 })
	}
	const next = redirectValue(redirectTo)
	const target = next ? `/verify-email?${new URLSearchParams({ redirect: next })}` : '/verify-email'
	return signInAndRedirect(request, context, created.user, target).catch(signInAgainWhenStale(target))
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)
// A refusal's Retry-After reaches the browser too.
export const headers = formPageHeaders

function TermsLabel() {
	const { t } = useTranslation('register')
	const link = (to: string) => (
		<Anchor href={to} target="_blank" rel="noopener noreferrer" title={t('form.newTab')} inherit />
	)
	return <Trans t={t} i18nKey="form.terms" components={{ terms: link('/terms'), privacy: link('/privacy') }} />
}

function RegisterForm({ redirectTo }: { redirectTo?: string }) {
	const { t } = useTranslation('register')
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction?.startsWith('/register')
	const [form, fields] = useForm({
		id: 'register',
		lastResult: actionData?.result,
		constraint: getZodConstraint(registerSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	const formError = form.errors?.[0]
	return (
		<Form method="post" {...getFormProps(form)} noValidate>
			<Stack>
				{formError ? (
					<Alert color="red" role="alert" id={form.errorId}>
						{t(formError, { ns: 'auth', minutes: actionData && 'limitMinutes' in actionData ? actionData.limitMinutes : undefined })}
					</Alert>
				) : null}
				{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
				<SimpleGrid cols={{ base: 1, xs: 2 }}>
					<TextField field={fields.firstName} label={t('form.firstName')} namespace="auth" autoComplete="given-name" />
					<TextField field={fields.lastName} label={t('form.lastName')} namespace="auth" autoComplete="family-name" />
				</SimpleGrid>
				<TextField
					field={fields.username}
					label={t('form.username')}
					description={t('form.usernameDescription')}
					namespace="auth"
					autoComplete="username"
				/>
				<TextField field={fields.email} type="email" label={t('form.email')} namespace="auth" autoComplete="email" />
				<PasswordField
					field={fields.password}
					label={t('form.password')}
					description={t('form.passwordDescription')}
					namespace="auth"
					autoComplete="new-password"
					toggleLabel={t('form.showPassword')}
				/>
				<PasswordField
					field={fields.confirmPassword}
					label={t('form.confirmPassword')}
					namespace="auth"
					autoComplete="new-password"
					toggleLabel={t('form.showPassword')}
				/>
				<CheckboxField field={fields.acceptTerms} label={<TermsLabel />} namespace="auth" />
				<Button type="submit" loading={busy} loaderProps={{ 'aria-label': t('form.submitting') }}>
					{t('form.submit')}
				</Button>
			</Stack>
		</Form>
	)
}

export default function Register() {
	const { t } = useTranslation('register')
	const { redirectTo, googleEnabled } = useLoaderData<typeof loader>()
	const query = redirectTo ? `?${new URLSearchParams({ redirect: redirectTo })}` : ''
	return (
		<Container size="sm" py="xl">
			<Stack gap="lg">
				<div>
					<Title order={1}>{t('heading')}</Title>
					<Text mt="sm" c="dimmed">
						{t('intro')}
					</Text>
				</div>
				<Card withBorder padding="xl">
					<RegisterForm redirectTo={redirectTo} />
					{googleEnabled ? (
						<>
							<Divider my="lg" label={t('or')} labelPosition="center" />
							<Button component="a" href={`/api/auth/google${query}`} variant="default" fullWidth>
								{t('google')}
							</Button>
						</>
					) : null}
				</Card>
				<Group gap="xs" justify="center">
					<Text>{t('haveAccount')}</Text>
					<Anchor component={Link} to={`/login${query}`}>
						{t('login')}
					</Anchor>
				</Group>
			</Stack>
		</Container>
	)
}
