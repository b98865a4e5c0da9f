import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Anchor, Button, Card, Container, Divider, Stack, Text, Title } from '@mantine/core'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/forms/text-field.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { getUser, signInAndRedirect } from '#app/services/auth.server.ts'
import {
	authenticatorFor,
	describeSignInFailure,
	googleConfigured,
	signInFailureOf,
} from '#app/services/authenticator.server.ts'
import { captchaSiteKey } from '#app/services/captcha.server.ts'
import { formPageHeaders, pageMeta } from '#app/utils/page.ts'
import { safeRedirectPath } from '#app/utils/redirect.ts'
import { loginSchema } from '#core/schemas/auth.ts'
import { readFormData, parseForm } from '#app/services/form.server.ts'

function redirectTarget(request: Request) {
	return safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '/dashboard')
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const redirectTo = redirectTarget(request)
	if (await getUser(request, context)) throw redirect(redirectTo)
	const t = await i18next.getFixedT(request, 'login')
	return {
		meta: { title: t('meta.title'), description: t('meta.description') },
		redirectTo,
		google: googleConfigured(context.config),
		captchaSiteKey: captchaSiteKey(context.config),
		googleFailed: new URL(request.url).searchParams.get('error') === 'google',
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	// The strategy reads the same fields from `context.formData`; the body can be read only once.
	const formData = await readFormData(request.clone())
	const submission = parseForm(formData, loginSchema)
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }), lockedOut: false }, { status: 400 })
	}
	try {
		const user = await authenticatorFor(request, context).authenticate('form', request, {
			throwOnError: true,
			context: { ...context, formData },
		})
		// Unverified users are sent on to /verify-email by the protected page itself.
		return await signInAndRedirect(request, context, user, submission.value.redirectTo ?? redirectTarget(request))
	} catch (error) {
		const failure = describeSignInFailure(signInFailureOf(error), await i18next.getFixedT(request, 'auth'))
		return data(
			// A wait after many wrong passwords offers the way out: a reset link also ends the wait.
			{ result: submission.reply({ formErrors: [failure.message], hideFields: ['password'] }), lockedOut: failure.status === 429 },
			{ status: failure.status, headers: failure.headers },
		)
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)
// A refusal's Retry-After reaches the browser too.
export const headers = formPageHeaders

type TurnstileApi = {
	render: (container: HTMLElement, options: { sitekey: string; action: string }) => string
	reset: (widgetId: string) => void
	remove: (widgetId: string) => void
}

/** Must match `loginCaptchaAction` in captcha.server.ts, which refuses tokens for other actions. */
const captchaAction = 'login'

const turnstileScript = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

/**
 * Cloudflare Turnstile, rendered explicitly so it also appears after a client-side navigation.
 * The widget adds its token to the form as `cf-turnstile-response`; a new token is fetched after
 * each failed attempt, since a token is good for one check only.
 */
function Turnstile({ siteKey, attempt }: { siteKey: string; attempt: unknown }) {
	const { t } = useTranslation('login')
	const container = useRef<HTMLDivElement>(null)
	const widget = useRef<string | null>(null)
	useEffect(() => {
		const win = window as unknown as { turnstile?: TurnstileApi }
		let cancelled = false
		const render = () => {
			if (cancelled || !container.current || !win.turnstile || widget.current) return
			widget.current = win.turnstile.render(container.current, { sitekey: siteKey, action: captchaAction })
		}
		let script = document.querySelector<HTMLScriptElement>(`script[src="${turnstileScript}"]`)
		if (win.turnstile) render()
		else {
			if (!script) {
				script = document.createElement('script')
				script.src = turnstileScript
				script.async = true
				document.head.appendChild(script)
			}
			script.addEventListener('load', render)
		}
		return () => {
			cancelled = true
			script?.removeEventListener('load', render)
			if (widget.current) win.turnstile?.remove(widget.current)
			widget.current = null
		}
	}, [siteKey])
	useEffect(() => {
		const win = window as unknown as { turnstile?: TurnstileApi }
		if (attempt && widget.current) win.turnstile?.reset(widget.current)
	}, [attempt])
	return (
		<div aria-label={t('form.captcha')} role="group" data-testid="captcha">
			<div ref={container} />
			<noscript>
				<Text size="sm" c="dimmed">
					{t('form.captchaNoScript')}
				</Text>
			</noscript>
		</div>
	)
}

export default function Login() {
	const { t } = useTranslation('login')
	const loaderData = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction?.startsWith('/login')
	const [form, fields] = useForm({
		lastResult: actionData?.result,
		constraint: getZodConstraint(loginSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	const passwordId = fields.password.id
	useEffect(() => {
		// The server never sends the password back; with JavaScript the typed one is cleared too.
		const input = document.getElementById(passwordId)
		if (actionData && input instanceof HTMLInputElement) input.value = ''
	}, [actionData, passwordId])
	const registerHref =
		loaderData.redirectTo === '/dashboard'
			? '/register'
			: `/register?${new URLSearchParams({ redirect: loaderData.redirectTo })}`
	const alert = form.errors?.[0] ?? (loaderData.googleFailed ? t('errors.google') : null)
	return (
		<Container size="xs" py="xl">
			<Stack gap="lg">
				<div>
					<Title order={1}>{t('heading')}</Title>
					<Text mt="sm" c="dimmed">
						{t('subtitle')}
					</Text>
				</div>
				<Card withBorder padding="xl">
					<Stack>
						{alert ? (
							<Alert color="red" title={t('failed')} role="alert" id={form.errorId} data-testid="login-error">
								{alert}
								{actionData?.lockedOut ? (
									<Text size="sm" mt="xs" data-testid="locked-out-hint">
										{t('lockedOutHint')}{' '}
										<Anchor component={Link} to="/forgot-password" inherit>
											{t('lockedOutLink')}
										</Anchor>
									</Text>
								) : null}
							</Alert>
						) : null}
						<Form method="post" {...getFormProps(form)} noValidate>
							<input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
							<Stack>
								<TextField field={fields.email} type="email" label={t('form.email')} namespace="auth" autoComplete="email" />
								<TextField
									field={fields.password}
									type="password"
									label={t('form.password')}
									namespace="auth"
									autoComplete="current-password"
								/>
								<Anchor component={Link} to="/forgot-password" size="sm" ta="end">
									{t('forgotPassword')}
								</Anchor>
								{loaderData.captchaSiteKey ? (
									<Turnstile siteKey={loaderData.captchaSiteKey} attempt={actionData} />
								) : null}
								<Button
									type="submit"
									loading={busy}
									disabled={busy}
									loaderProps={{ 'aria-label': t('form.submitting') }}
								>
									{t('form.submit')}
								</Button>
							</Stack>
						</Form>
						{loaderData.google ? (
							<>
								<Divider label={t('or')} labelPosition="center" />
								<Button
									component="a"
									href={`/api/auth/google?${new URLSearchParams({ redirect: loaderData.redirectTo })}`}
									variant="default"
								>
									{t('google')}
								</Button>
							</>
						) : null}
					</Stack>
				</Card>
				<Text ta="center">
					{t('noAccount')}{' '}
					<Anchor component={Link} to={registerHref}>
						{t('register')}
					</Anchor>
				</Text>
			</Stack>
		</Container>
	)
}
