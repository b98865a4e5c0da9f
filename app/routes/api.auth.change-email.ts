import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { invalidFields, methodNotAllowed, requireApi } from '#app/services/api.server.ts'
import { issueProblems } from '#core/schemas/messages.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { changeEmailToVerify } from '#core/models/users.ts'
import { changeEmailSchema } from '#core/schemas/auth.ts'

/**
 * `POST /api/auth/change-email` {newEmail} (docs/product/spec.md §7): a new code goes to the new address;
 * the account's address changes when that code is confirmed.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireApi(request, context, ['POST'], { allowUnverified: true })
	const body = await readJsonBody(request)
	const t = await i18next.getFixedT(request, ['register', 'auth'])
	if (user.isEmailVerified) return Response.json({ message: t('verify.alreadyVerified') }, { status: 409 })
	const parsed = changeEmailSchema.safeParse(body)
	if (!parsed.success) {
		return invalidFields(await i18next.getFixedT(request, 'auth'), issueProblems(parsed.error.issues, 'errors.badRequest'))
	}
	const changed = await changeEmailToVerify(context.db, context.config, user, parsed.data.newEmail)
	if (!changed.ok && changed.reason === 'limit') {
		const seconds = changed.retryAfterSeconds
		return Response.json(
			{ message: t('errors.tooManyCodes', { ns: 'auth', minutes: Math.max(1, Math.ceil(seconds / 60)) }), retryAfterSeconds: seconds },
			{ status: 429, headers: { 'Retry-After': String(seconds) } },
		)
	}
	if (!changed.ok) {
		const message = t(changed.reason === 'same' ? 'errors.sameEmail' : 'errors.emailTaken', { ns: 'auth' })
		return Response.json(
			{ message, errors: [{ field: 'newEmail', message }] },
			{ status: changed.reason === 'same' ? 400 : 409 },
		)
	}
	return Response.json({ message: t('verify.changed', { email: changed.email }) })
}

/** Schema messages are `auth` keys; zod's own (a number where text belongs) is a bad request. */
export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
