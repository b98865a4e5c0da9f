import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core'
import {
	type ActionFunctionArgs,
	data,
	type HeadersFunction,
	type LoaderFunctionArgs,
	type MetaFunction,
	redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '#app/components/forms/password-field.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { createUserSession, signInAgainWhenStale } from '#app/services/auth.server.ts'
import { readFormData, parseForm } from '#app/services/form.server.ts'
import { keepResetToken, markResetDone, readResetCookie, resetArrivalHeaders } from '#app/services/password-reset.server.ts'
import { pageMeta } from '#app/utils/page.ts'
import { checkResetToken, type ResetLinkProblem, resetPagePath, resetPassword } from '#core/auth/password-reset.ts'
import { resetPasswordSchema } from '#core/schemas/auth.ts'

/**
 * The page a reset mail links to (docs/decisions/019-password-reset.md). The link's token is moved
 * into a cookie on arrival and the page shown without it; opening the page spends nothing, so mail
 * scanners that follow links do no harm. A link that cannot work answers 4xx with its reason.
 */
const problemStatus: Record<ResetLinkProblem, number> = { invalid: 400, expired: 410, used: 410 }

type View =
	| { kind: 'form'; email: string; hasPassword: boolean }
	| { kind: 'problem'; reason: ResetLinkProblem }
	| { kind: 'done' }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token')
	if (token !== null) {
		throw redirect(resetPagePath, { headers: { ...resetArrivalHeaders, 'Set-Cookie': await keepResetToken(context.config, token) } })
	}
	const t = await i18next.getFixedT(request, 'passwordReset')
	const meta = { title: t('reset.meta.title'), description: t('reset.meta.description') }
	const stored = await readResetCookie(request, context.config)
	if (stored && 'done' in stored) return data({ meta, view: { kind: 'done' } as View })
	const state = stored ? await checkResetToken(context.db, stored.token) : ({ ok: false, reason: 'invalid' } as const)
	if (!state.ok) return data({ meta, view: { kind: 'problem', reason: state.reason } as View }, { status: problemStatus[state.reason] })
	return data({ meta, view: { kind: 'form', email: state.email, hasPassword: state.hasPassword } as View })
}

export async function action({ request, context }: ActionFunctionArgs) {
	const formData = await readFormData(request)
	const stored = await readResetCookie(request, context.config)
	if (!stored || !('token' in stored)) return data({ problem: 'invalid' as ResetLinkProblem, result: undefined }, { status: 400 })
	const submission = parseForm(formData, resetPasswordSchema)
	if (submission.status !== 'success') {
		return data({ problem: null, result: submission.reply({ hideFields: ['newPassword', 'confirmPassword'] }) }, { status: 400 })
	}
	const outcome = await resetPassword(context.db, { token: stored.token, newPassword: submission.value.newPassword })
	if (!outcome.ok) return data({ problem: outcome.reason, result: undefined }, { status: problemStatus[outcome.reason] })
	// Every session of the account has ended; this browser alone starts a new one.
	const headers = await createUserSession(request, context, outcome.user).catch(signInAgainWhenStale('/dashboard'))
	headers.append('Set-Cookie', await markResetDone(context.config))
	throw redirect(resetPagePath, { headers })
}

/**
 * No Referer from this page to any other site. Not `no-referrer`: under it a browser sends
 * `Origin: null` with the form's post, and a post whose origin is withheld is refused
 * (docs/decisions/012-input-hygiene-and-cross-site.md). The token is not in this page's address anyway.
 */
const referrerPolicy = 'same-origin'

export const headers: HeadersFunction = ({ parentHeaders }) => {
	const headers = new Headers(parentHeaders)
	headers.set('Referrer-Policy', referrerPolicy)
	headers.set('Cache-Control', 'no-store')
	return headers
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta, [{ name: 'referrer', content: referrerPolicy }])

function ResetForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
	const { t } = useTranslation('passwordReset')
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction?.startsWith('/reset-password')
	const [form, fields] = useForm({
		id: 'reset-password',
		lastResult: actionData?.result,
		constraint: getZodConstraint(resetPasswordSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="post" {...getFormProps(form)} noValidate>
			<Stack>
				<Text>{t('reset.forAccount', { email })}</Text>
				{hasPassword ? null : <Text size="sm">{t('reset.googleOnly')}</Text>}
				{/* Lets a password manager file the new password under the right account. */}
				<input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
				<PasswordField
					field={fields.newPassword}
					label={t('reset.newPassword')}
					description={t('reset.passwordDescription')}
					namespace="auth"
					autoComplete="new-password"
					toggleLabel={t('reset.showPassword')}
				/>
				<PasswordField
					field={fields.confirmPassword}
					label={t('reset.confirmPassword')}
					namespace="auth"
					autoComplete="new-password"
					toggleLabel={t('reset.showPassword')}
				/>
				<Text size="sm" c="dimmed">
					{t('reset.signOutNote')}
				</Text>
				<Button type="submit" loading={busy} disabled={busy} loaderProps={{ 'aria-label': t('reset.submitting') }}>
					{t('reset.submit')}
				</Button>
			</Stack>
		</Form>
	)
}

export default function ResetPassword() {
	const { t } = useTranslation('passwordReset')
	const { view: loaded } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const view: View = actionData?.problem ? { kind: 'problem', reason: actionData.problem } : loaded
	return (
		<Container size="xs" py="xl">
			<Stack gap="lg">
				<Title order={1}>
					{view.kind === 'done' ? t('reset.doneHeading') : view.kind === 'problem' ? t('reset.problemHeading') : t('reset.heading')}
				</Title>
				<Card withBorder padding="xl">
					{view.kind === 'form' ? (
						<ResetForm email={view.email} hasPassword={view.hasPassword} />
					) : view.kind === 'done' ? (
						<Stack>
							<Alert color="green" role="status" data-testid="password-reset-done">
								{t('reset.done')}
							</Alert>
							<Button component={Link} to="/dashboard">
								{t('reset.dashboard')}
							</Button>
						</Stack>
					) : (
						<Stack>
							<Alert color="red" role="alert" data-testid="reset-link-problem">
								{t(`errors.${view.reason}`)}
							</Alert>
							<Button component={Link} to="/forgot-password">
								{t('reset.newLink')}
							</Button>
						</Stack>
					)}
				</Card>
				{view.kind === 'done' ? null : (
					<Text ta="center">
						<Anchor component={Link} to="/login">
							{t('forgot.backToLogin')}
						</Anchor>
					</Text>
				)}
			</Stack>
		</Container>
	)
}
