import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { invalidFields, methodNotAllowed, requireMethod } from '#app/services/api.server.ts'
import { issueProblems } from '#core/schemas/messages.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { hitRateLimit } from '#core/limits.ts'
import { joinWaitlist } from '#core/models/waitlist.ts'
import { waitlistSchema } from '#core/schemas/waitlist.ts'
import { asLanguage } from '#core/enums.ts'

/**
 * `POST /api/waitlist` {firstName, lastName, email} (docs/product/spec.md §7): the entry waits for the
 * mailed link to confirm it; 429 after 5 an hour from one client address.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	await requireMethod(request, ['POST'])
	const body = await readJsonBody(request)
	const t = await i18next.getFixedT(request, ['waitlist', 'auth'])
	const parsed = waitlistSchema.safeParse(body)
	if (!parsed.success) {
		return invalidFields(t, issueProblems(parsed.error.issues, 'errors.failed'))
	}
	const allowed = await hitRateLimit(context.db, 'waitlist', context.clientIp)
	if (!allowed.ok) {
		const seconds = allowed.retryAfterSeconds
		return Response.json(
			{ message: t('errors.tooManySignups', { ns: 'auth', minutes: Math.max(1, Math.ceil(seconds / 60)) }), retryAfterSeconds: seconds },
			{ status: 429, headers: { 'Retry-After': String(seconds) } },
		)
	}
	const locale = await i18next.getLocale(request)
	await joinWaitlist(context.db, context.config, { ...parsed.data, language: asLanguage(locale) })
	return Response.json({ message: t('success.description') }, { status: 201 })
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
