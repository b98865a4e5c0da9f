import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/forms/text-field.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { readFormData, parseForm } from '#app/services/form.server.ts'
import { formPageHeaders, pageMeta } from '#app/utils/page.ts'
import { requestPasswordReset } from '#core/auth/password-reset.ts'
import { forgotPasswordSchema } from '#core/schemas/auth.ts'

/** "Forgot password?": one answer for every address, known or not (docs/decisions/019-password-reset.md). */
export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18next.getFixedT(request, 'passwordReset')
	return { meta: { title: t('forgot.meta.title'), description: t('forgot.meta.description') } }
}

const refusals = { client: 'errors.tooManyFromClient', address: 'errors.tooManyForAddress' } as const

export async function action({ request, context }: ActionFunctionArgs) {
	const submission = parseForm(await readFormData(request), forgotPasswordSchema)
	if (submission.status !== 'success') return data({ result: submission.reply(), sentTo: null, minutes: 0 }, { status: 400 })
	const outcome = await requestPasswordReset(context.db, context.config, { email: submission.value.email, ip: context.clientIp })
	if (!outcome.ok) {
		return data(
			{
				result: submission.reply({ formErrors: [refusals[outcome.reason]] }),
				sentTo: null,
				minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)),
			},
			{ status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
		)
	}
	// The mail goes out after this answer (outcome.sending), so the answer's timing says nothing either.
	return data({ result: submission.reply({ resetForm: true }), sentTo: submission.value.email, minutes: 0 })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)
// A refusal's Retry-After reaches the browser too.
export const headers = formPageHeaders

export default function ForgotPassword() {
	const { t } = useTranslation('passwordReset')
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction?.startsWith('/forgot-password')
	const [form, fields] = useForm({
		id: 'forgot-password',
		lastResult: actionData?.result,
		constraint: getZodConstraint(forgotPasswordSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	const formError = form.errors?.[0]
	const sentTo = actionData?.sentTo
	return (
		<Container size="xs" py="xl">
			<Stack gap="lg">
				<div>
					<Title order={1}>{sentTo ? t('forgot.sentHeading') : t('forgot.heading')}</Title>
					{sentTo ? null : (
						<Text mt="sm" c="dimmed">
							{t('forgot.intro')}
						</Text>
					)}
				</div>
				<Card withBorder padding="xl">
					{sentTo ? (
						<Stack>
							<Alert color="green" role="status" data-testid="reset-link-sent">
								{t('forgot.sent', { email: sentTo })}
							</Alert>
							<Text size="sm">{t('forgot.sentHint')}</Text>
							<Button component={Link} to="/forgot-password" variant="default">
								{t('forgot.askAgain')}
							</Button>
						</Stack>
					) : (
						<Form method="post" {...getFormProps(form)} noValidate>
							<Stack>
								{formError ? (
									<Alert color="red" title={t('forgot.failed')} role="alert" id={form.errorId} data-testid="reset-request-error">
										{t(formError, { count: actionData?.minutes })}
									</Alert>
								) : null}
								<TextField field={fields.email} type="email" label={t('forgot.email')} namespace="auth" autoComplete="email" />
								<Button type="submit" loading={busy} disabled={busy} loaderProps={{ 'aria-label': t('forgot.submitting') }}>
									{t('forgot.submit')}
								</Button>
							</Stack>
						</Form>
					)}
				</Card>
				<Text ta="center">
					<Anchor component={Link} to="/login">
						{t('forgot.backToLogin')}
					</Anchor>
				</Text>
			</Stack>
		</Container>
	)
}
