import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { readFormData } from '#app/services/form.server.ts'
import { pageMeta } from '#app/utils/page.ts'
import { confirmWaitlistEntry } from '#core/models/waitlist.ts'

/**
 * The page the waitlist confirmation e-mail links to. Confirming takes a button press, not the
 * visit itself: mail scanners open links on their own and must not confirm for anyone.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18next.getFixedT(request, 'waitlist')
	const token = new URL(request.url).searchParams.get('token') ?? ''
	return { meta: { title: t('confirmation.meta.title'), description: t('confirmation.prompt') }, token }
}

export async function action({ request, context }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const token = form.get('token')
	const confirmed = typeof token === 'string' && token !== '' && (await confirmWaitlistEntry(context.db, token))
	return data({ confirmed }, { status: confirmed ? 200 : 400 })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export default function ConfirmWaitlist() {
	const { t } = useTranslation('waitlist')
	const { token } = useLoaderData<typeof loader>()
	const outcome = useActionData<typeof action>()
	const navigation = useNavigation()
	return (
		<Container size="sm" py="xl">
			<Card withBorder padding="xl">
				<Stack>
					<Title order={1}>{t('confirmation.heading')}</Title>
					{outcome?.confirmed ? (
						<Alert color="green" role="status" data-testid="waitlist-confirmed">
							{t('confirmation.done')}
						</Alert>
					) : outcome || !token ? (
						<>
							<Alert color="red" role="alert" data-testid="waitlist-confirm-invalid">
								{t('confirmation.invalid')}
							</Alert>
							<Button component={Link} to="/waitlist" variant="default">
								{t('confirmation.join')}
							</Button>
						</>
					) : (
						<Form method="post">
							<input type="hidden" name="token" value={token} />
							<Stack>
								<Text>{t('confirmation.prompt')}</Text>
								<Button
									type="submit"
									loading={navigation.state === 'submitting'}
									loaderProps={{ 'aria-label': t('confirmation.submitting') }}
								>
									{t('confirmation.submit')}
								</Button>
							</Stack>
						</Form>
					)}
				</Stack>
			</Card>
		</Container>
	)
}
