import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { invalidFields, methodNotAllowed, requireApi } from '#app/services/api.server.ts'
import { issueProblems } from '#core/schemas/messages.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { updateProfile } from '#core/models/account.ts'
import { updateProfileSchema } from '#core/schemas/auth.ts'

/**
 * `POST /api/user/update-profile` {firstName, lastName, email, username} → {message, user}
 * (docs/product/spec.md §7). Identity comes from the session only: a `userId` in the body is ignored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const t = await i18next.getFixedT(request, 'auth')
	const fail = (status: number, message: string, extra: object = {}) => Response.json({ message, ...extra }, { status })
	const user = await requireApi(request, context, ['POST'])
	const body = await readJsonBody(request).catch(() => undefined)
	if (body === undefined) return fail(400, t('errors.badRequest'))

	const parsed = updateProfileSchema.safeParse(body)
	if (!parsed.success) return invalidFields(t, issueProblems(parsed.error.issues, 'errors.badRequest'))
	const locale = await i18next.getLocale(request)
	const result = await updateProfile(context.db, context.config, user.id, parsed.data, { language: locale })
	if (!result.ok) {
		const errors = Object.entries(result.errors).map(([field, key]) => ({ field, message: t(key) }))
		return fail(400, errors[0]!.message, { errors })
	}
	const message = result.emailChanged
		? t('account:settings.emailSent', { email: parsed.data.email })
		: t('account:settings.success')
	return Response.json({ message, user: result.user })
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
