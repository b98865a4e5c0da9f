import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { invalidFields, methodNotAllowed, requireMethod } from '#app/services/api.server.ts'
import { issueProblems } from '#core/schemas/messages.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { createUserSession } from '#app/services/auth.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { StaleSignIn } from '#app/services/session.server.ts'
import { hitRateLimit } from '#core/limits.ts'
import { publicUser, registerUser } from '#core/models/users.ts'
import { registerApiSchema } from '#core/schemas/auth.ts'
import { asLanguage } from '#core/enums.ts'

/**
 * `POST /api/auth/register` {firstName, lastName, username, email, password} (docs/product/spec.md §7):
 * 201 with the user and the session cookie; the first code is on its way. 429 after 5 an hour
 * from one client address.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	await requireMethod(request, ['POST'])
	const body = await readJsonBody(request)
	const t = await i18next.getFixedT(request, 'auth')
	const parsed = registerApiSchema.safeParse(body)
	if (!parsed.success) {
		return invalidFields(t, issueProblems(parsed.error.issues, 'errors.badRequest'))
	}
	const allowed = await hitRateLimit(context.db, 'register', context.clientIp)
	if (!allowed.ok) {
		const seconds = allowed.retryAfterSeconds
		return Response.json(
			{ message: t('errors.tooManySignups', { minutes: Math.max(1, Math.ceil(seconds / 60)) }), retryAfterSeconds: seconds },
			{ status: 429, headers: { 'Retry-After': String(seconds) } },
		)
	}
	const locale = await i18next.getLocale(request)
	const created = await registerUser(context.db, context.config, {
		...parsed.data,
		language: asLanguage(locale),
	})
	if (!created.ok) {
		const errors = created.taken.map((field) => ({
			field,
			message: t(field === 'email' ? 'errors.emailTaken' : 'errors.usernameTaken'),
		}))
		return Response.json({ message: errors[0]!.message, errors }, { status: 409 })
	}
	const headers = await createUserSession(request, context, created.user).catch((error: unknown) => {
		// Reclaimed by the address's owner in the meantime (docs/decisions/047): the account stays, unsigned-in.
		if (error instanceof StaleSignIn) throw Response.json({ message: t('errors.loginRequired') }, { status: 401 })
		throw error
	})
	return Response.json({ user: publicUser(created.user) }, { status: 201, headers })
}

/** Schema messages are `auth` keys; zod's own (a number where text belongs) is a bad request. */
export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
