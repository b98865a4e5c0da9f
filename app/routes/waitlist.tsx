import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AvailabilityBox } from '#app/components/availability-box.tsx'
import { TextField } from '#app/components/forms/text-field.tsx'
import { useStats } from '#app/components/layout/capacity-badge.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { formPageHeaders, pageMeta } from '#app/utils/page.ts'
import { hitRateLimit } from '#core/limits.ts'
import { joinWaitlist } from '#core/models/waitlist.ts'
import { waitlistSchema } from '#core/schemas/waitlist.ts'
import { readFormData, parseForm } from '#app/services/form.server.ts'
import { asLanguage } from '#core/enums.ts'

export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18next.getFixedT(request, 'waitlist')
	return { meta: { title: t('meta.title'), description: t('meta.description') } }
}

export async function action({ request, context }: ActionFunctionArgs) {
	const submission = parseForm(await readFormData(request), waitlistSchema)
	if (submission.status !== 'success') {
		return data({ joined: false, result: submission.reply() }, { status: 400 })
	}
	const allowed = await hitRateLimit(context.db, 'waitlist', context.clientIp)
	if (!allowed.ok) {
		return data(
			{ joined: false, result: submission.reply(), limitMinutes: Math.max(1, Math.ceil(allowed.retryAfterSeconds / 60)) },
			{ status: 429, headers: { 'Retry-After': String(allowed.retryAfterSeconds) } },
		)
	}
	const locale = await i18next.getLocale(request)
	await joinWaitlist(context.db, context.config, { ...submission.value, language: asLanguage(locale) })
	return { joined: true, result: submission.reply({ resetForm: true }) }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)
// A refusal's Retry-After reaches the browser too.
export const headers = formPageHeaders

function JoinedCard() {
	const { t } = useTranslation('waitlist')
	return (
		<Card withBorder padding="xl" role="status" data-testid="waitlist-success">
			<Title order={2}>{t('success.title')}</Title>
			<Text mt="sm">{t('success.description')}</Text>
			<Text mt="xs" fw={500} data-testid="waitlist-confirm-hint">
				{t('success.confirm')}
			</Text>
			<Text mt="xs" c="dimmed">
				{t('success.message')}
			</Text>
			<Button component={Link} to="/" mt="lg">
				{t('success.home')}
			</Button>
		</Card>
	)
}

/** The waitlist form; `open`: places are free now, so it is the second choice and says what joining means then. */
function JoinForm({ open }: { open: boolean }) {
	const { t } = useTranslation(['waitlist', 'auth'])
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting' && navigation.formAction === '/waitlist'
	const [form, fields] = useForm({
		lastResult: actionData?.result,
		constraint: getZodConstraint(waitlistSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: waitlistSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Card withBorder padding="xl">
			<Title order={2}>{open ? t('open.formTitle') : t('form.title')}</Title>
			{open ? (
				<Text mt="xs" c="dimmed" data-testid="waitlist-open-form-text">
					{t('open.formText')}
				</Text>
			) : null}
			<Form method="post" {...getFormProps(form)} noValidate>
				<Stack mt="md">
					{actionData && 'limitMinutes' in actionData ? (
						<Alert color="red" role="alert" data-testid="waitlist-limit">
							{t('errors.tooManySignups', { ns: 'auth', minutes: actionData.limitMinutes })}
						</Alert>
					) : null}
					<TextField field={fields.firstName} label={t('form.firstName')} namespace="waitlist" autoComplete="given-name" />
					<TextField field={fields.lastName} label={t('form.lastName')} namespace="waitlist" autoComplete="family-name" />
					<TextField
						field={fields.email}
						type="email"
						label={t('form.email')}
						description={t('form.emailDescription')}
						namespace="waitlist"
						autoComplete="email"
					/>
					<Button type="submit" loading={submitting} loaderProps={{ 'aria-label': t('form.submitting') }}>
						{t('form.submit')}
					</Button>
				</Stack>
			</Form>
		</Card>
	)
}

export default function Waitlist() {
	const { t } = useTranslation('waitlist')
	const actionData = useActionData<typeof action>()
	const stats = useStats()
	// With places free the page says so and sends people to sign up; the waitlist stays for those who want it.
	const open = stats !== null && !stats.full
	return (
		<Container size="sm" py="xl">
			<Stack gap="lg">
				<div>
					<Title order={1}>{open ? t('open.heading') : t('heading')}</Title>
					<Text mt="sm" c={open ? undefined : 'dimmed'} data-testid="waitlist-intro">
						{open ? t('open.text', { remaining: stats.remaining, capacity: stats.capacity }) : t('subtitle')}
					</Text>
					{open ? (
						<Button component={Link} to="/setup-alerts" mt="md" data-testid="waitlist-open-action">
							{t('open.action')}
						</Button>
					) : null}
				</div>
				<AvailabilityBox stats={stats} />
				{actionData?.joined ? <JoinedCard /> : <JoinForm open={open} />}
			</Stack>
		</Container>
	)
}
