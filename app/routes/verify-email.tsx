import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { z } from 'zod'
import { TextField } from '#app/components/forms/text-field.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { requireUser } from '#app/services/auth.server.ts'
import { formPageHeaders, pageMeta } from '#app/utils/page.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { safeRedirectPath } from '#app/utils/redirect.ts'
import { resendWaitSeconds } from '#core/auth/codes.ts'
import { confirmVerificationCode } from '#core/auth/verification.ts'
import {
	changeEmailToVerify,
	pendingVerification,
	resendVerificationCode,
	takenFieldOf,
} from '#core/models/users.ts'
import { changeEmailSchema, verifyCodeSchema } from '#core/schemas/auth.ts'
import { readFormData, parseForm } from '#app/services/form.server.ts'

/** Three forms on one page, told apart by a hidden `intent` (docs/product/style.md). */
const verifyEmailSchema = z.discriminatedUnion('intent', [
	verifyCodeSchema.extend({ intent: z.literal('verify') }),
	z.object({ intent: z.literal('resend') }),
	changeEmailSchema.extend({ intent: z.literal('change-email') }),
])

const codeErrors = {
	missing: 'errors.codeExpired',
	invalid: 'errors.codeInvalid',
	expired: 'errors.codeExpired',
	locked: 'errors.codeLocked',
} as const

/** After verification: the `redirect` value the visitor brought from /register or a guard, else the alert setup. */
function nextPath(request: Request) {
	return safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '/setup-alerts')
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context, { allowUnverified: true })
	if (user.isEmailVerified) throw redirect('/setup-alerts')
	const pending = await pendingVerification(context.db, user.id)
	const t = await i18next.getFixedT(request, 'register')
	return {
		meta: { title: t('verify.meta.title'), description: t('verify.meta.description') },
		email: pending?.email ?? user.email,
		sentAt: pending?.sentAt.toISOString() ?? null,
		resendInSeconds: pending ? resendWaitSeconds(pending.sentAt) : 0,
	}
}

type ActionResult = {
	intent: string
	result?: SubmissionResult<string[]>
	resent?: string
	retryAfterSeconds?: number
	/** Minutes until this account may be sent another code at all (hourly limit per account). */
	limitMinutes?: number
	changedTo?: string
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context, { allowUnverified: true })
	if (user.isEmailVerified) throw redirect(nextPath(request))
	const submission = parseForm(await readFormData(request), verifyEmailSchema)
	if (submission.status !== 'success') {
		const intent = String(submission.payload.intent ?? '')
		return data<ActionResult>({ intent, result: submission.reply() }, { status: 400 })
	}
	const input = submission.value
	if (input.intent === 'verify') {
		const confirmed = await confirmVerificationCode(context.db, context.config, { userId: user.id, code: input.code }).catch(
			(error: unknown) => {
				// Another account took the address between the code being sent and confirmed.
				if (takenFieldOf(error) === 'email') return { ok: false as const, taken: true }
				throw error
			},
		)
		if (confirmed.ok) throw redirect(nextPath(request))
		const error = 'taken' in confirmed ? 'errors.emailTaken' : codeErrors[confirmed.reason]
		return data<ActionResult>({ intent: 'verify', result: submission.reply({ fieldErrors: { code: [error] } }) }, { status: 400 })
	}
	if (input.intent === 'resend') {
		const sent = await resendVerificationCode(context.db, context.config, user)
		if (!sent.ok) {
			const refused = sent.reason === 'limit' ? { limitMinutes: minutesOf(sent.retryAfterSeconds) } : { retryAfterSeconds: sent.retryAfterSeconds }
			return data<ActionResult>(
				{ intent: 'resend', ...refused },
				{ status: 429, headers: { 'Retry-After': String(sent.retryAfterSeconds) } },
			)
		}
		return data<ActionResult>({ intent: 'resend', resent: (await pendingVerification(context.db, user.id))?.email })
	}
	const changed = await changeEmailToVerify(context.db, context.config, user, input.newEmail)
	if (!changed.ok && changed.reason === 'limit') {
		return data<ActionResult>(
			{ intent: 'change-email', limitMinutes: minutesOf(changed.retryAfterSeconds) },
			{ status: 429, headers: { 'Retry-After': String(changed.retryAfterSeconds) } },
		)
	}
	if (!changed.ok) {
		const error = changed.reason === 'same' ? 'errors.sameEmail' : 'errors.emailTaken'
		return data<ActionResult>(
			{ intent: 'change-email', result: submission.reply({ fieldErrors: { newEmail: [error] } }) },
			{ status: changed.reason === 'same' ? 400 : 409 },
		)
	}
	return data<ActionResult>({ intent: 'change-email', result: submission.reply({ resetForm: true }), changedTo: changed.email })
}

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/** The hourly per-account limit on codes, shown under the form that met it. */
function CodeLimit({ minutes }: { minutes?: number }) {
	const { t } = useTranslation('auth')
	if (!minutes) return null
	return (
		<Alert color="red" role="alert" data-testid="code-limit">
			{t('errors.tooManyCodes', { minutes })}
		</Alert>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)
// A refusal's Retry-After reaches the browser too.
export const headers = formPageHeaders


/** Seconds left, counting down each second from the server's figure. */
function useCountdown(initialSeconds: number) {
	const [seconds, setSeconds] = useState(initialSeconds)
	useEffect(() => {
		if (initialSeconds <= 0) return
		const started = Date.now()
		const timer = setInterval(() => {
			const left = Math.max(0, initialSeconds - Math.floor((Date.now() - started) / 1000))
			setSeconds(left)
			if (left === 0) clearInterval(timer)
		}, 1000)
		return () => clearInterval(timer)
	}, [initialSeconds])
	return seconds
}

function useBusy(intent: string) {
	const navigation = useNavigation()
	return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function useIntentResult(intent: string) {
	const actionData = useActionData<typeof action>()
	return actionData?.intent === intent ? actionData : undefined
}

function CodeForm() {
	const { t } = useTranslation('register')
	const busy = useBusy('verify')
	const [form, fields] = useForm({
		id: 'verify-code',
		lastResult: useIntentResult('verify')?.result,
		constraint: getZodConstraint(verifyCodeSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyEmailSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="post" {...getFormProps(form)} noValidate>
			<input type="hidden" name="intent" value="verify" />
			<Stack>
				<TextField
					field={fields.code}
					label={t('verify.code')}
					description={t('verify.codeDescription')}
					namespace="auth"
					autoComplete="one-time-code"
				/>
				<Button type="submit" loading={busy} loaderProps={{ 'aria-label': t('verify.submitting') }}>
					{t('verify.submit')}
				</Button>
			</Stack>
		</Form>
	)
}

function ResendForm({ resendInSeconds }: { resendInSeconds: number }) {
	const { t } = useTranslation('register')
	const busy = useBusy('resend')
	const outcome = useIntentResult('resend')
	const hydrated = useHydrated()
	const refusedFor = outcome?.retryAfterSeconds
	// A refused resend (no JavaScript) brings a fresher figure than the page had.
	const seconds = useCountdown(refusedFor ?? resendInSeconds)
	return (
		<Form method="post">
			<input type="hidden" name="intent" value="resend" />
			<Stack gap="sm">
				<Title order={2} size="h4">
					{t('verify.resendHeading')}
				</Title>
				<Text size="sm">{t('verify.resendHint')}</Text>
				{outcome?.resent ? (
					<Alert color="green" role="status" data-testid="resend-status">
						{t('verify.resent', { email: outcome.resent })}
					</Alert>
				) : null}
				<CodeLimit minutes={outcome?.limitMinutes} />
				{seconds > 0 ? (
					<Text size="sm" c={refusedFor ? 'red' : 'dimmed'} role={refusedFor ? 'alert' : undefined} data-testid="resend-countdown">
						{t('errors.resendWait', { ns: 'auth', seconds })}
					</Text>
				) : null}
				<Button
					type="submit"
					variant="default"
					loading={busy}
					loaderProps={{ 'aria-label': t('verify.resending') }}
					// Without JavaScript the button stays usable; the server refuses an early resend.
					disabled={hydrated && seconds > 0}
				>
					{t('verify.resend')}
				</Button>
			</Stack>
		</Form>
	)
}

function ChangeEmailForm() {
	const { t } = useTranslation('register')
	const busy = useBusy('change-email')
	const outcome = useIntentResult('change-email')
	const [form, fields] = useForm({
		id: 'change-email',
		lastResult: outcome?.result,
		constraint: getZodConstraint(changeEmailSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyEmailSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="post" {...getFormProps(form)} noValidate>
			<input type="hidden" name="intent" value="change-email" />
			<Stack gap="sm">
				<Title order={2} size="h4">
					{t('verify.changeHeading')}
				</Title>
				{outcome?.changedTo ? (
					<Alert color="green" role="status" data-testid="change-status">
						{t('verify.changed', { email: outcome.changedTo })}
					</Alert>
				) : null}
				<CodeLimit minutes={outcome?.limitMinutes} />
				<TextField field={fields.newEmail} type="email" label={t('verify.newEmail')} namespace="auth" autoComplete="email" />
				<Button type="submit" variant="default" loading={busy} loaderProps={{ 'aria-label': t('verify.changing') }}>
					{t('verify.change')}
				</Button>
			</Stack>
		</Form>
	)
}

export default function VerifyEmail() {
	const { t } = useTranslation('register')
	const { email, sentAt, resendInSeconds } = useLoaderData<typeof loader>()
	return (
		<Container size="sm" py="xl">
			<Stack gap="lg">
				<div>
					<Title order={1}>{t('verify.heading')}</Title>
					<Text mt="sm" data-testid="verify-address">
						<Trans t={t} i18nKey="verify.sentTo" values={{ email }} components={{ strong: <strong /> }} />
					</Text>
				</div>
				<Card withBorder padding="xl">
					<CodeForm />
				</Card>
				<Card withBorder padding="xl">
					{/* A new code (resend or changed address) starts the countdown again. */}
					<ResendForm key={sentAt ?? 'none'} resendInSeconds={resendInSeconds} />
				</Card>
				<Card withBorder padding="xl">
					<ChangeEmailForm />
				</Card>
			</Stack>
		</Container>
	)
}
