import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { invalidFields, methodNotAllowed, requireApi } from '#app/services/api.server.ts'
import { issueProblems } from '#core/schemas/messages.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { endOtherSessions, getSession } from '#app/services/session.server.ts'
import { changePassword } from '#core/models/account.ts'
import { changePasswordSchema } from '#core/schemas/auth.ts'

/**
 * `POST /api/user/change-password` {currentPassword, newPassword, confirmPassword} → {message}
 * (docs/product/spec.md §7). On success every other session of the user ends; this one stays.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const t = await i18next.getFixedT(request, 'auth')
	const fail = (status: number, message: string, extra: object = {}) => Response.json({ message, ...extra }, { status })
	const user = await requireApi(request, context, ['POST'])
	const body = await readJsonBody(request).catch(() => undefined)
	if (body === undefined) return fail(400, t('errors.badRequest'))

	const parsed = changePasswordSchema.safeParse(body)
	if (!parsed.success) return invalidFields(t, issueProblems(parsed.error.issues, 'errors.badRequest'))
	const result = await changePassword(context.db, user.id, { ...parsed.data, ip: context.clientIp })
	if (!result.ok) {
		if (result.reason === 'rateLimited') {
			const message = t('errors.rateLimited', { minutes: Math.ceil(result.retryAfterSeconds / 60) })
			return fail(429, message, { errors: [{ field: '', message }] })
		}
		const message = t('errors.currentPassword')
		return fail(400, message, { errors: [{ field: 'currentPassword', message }] })
	}
	await endOtherSessions(context.db, user.id, await getSession(request, context))
	return Response.json({ message: t('account:password.success') })
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
