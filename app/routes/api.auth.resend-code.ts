import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed, requireApi } from '#app/services/api.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pendingVerification, resendVerificationCode } from '#core/models/users.ts'

/**
 * `POST /api/auth/resend-code` (docs/product/spec.md §7): {message}, or 429 within 60 s of the last code
 * or once the account had its codes for the hour.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireApi(request, context, ['POST'], { allowUnverified: true })
	const t = await i18next.getFixedT(request, ['register', 'auth'])
	if (user.isEmailVerified) return Response.json({ message: t('verify.alreadyVerified') }, { status: 409 })
	const sent = await resendVerificationCode(context.db, context.config, user)
	if (!sent.ok) {
		const seconds = sent.retryAfterSeconds
		const message =
			sent.reason === 'limit'
				? t('errors.tooManyCodes', { ns: 'auth', minutes: Math.max(1, Math.ceil(seconds / 60)) })
				: t('errors.resendWait', { ns: 'auth', seconds })
		return Response.json(
			{ message, retryAfterSeconds: seconds },
			{ status: 429, headers: { 'Retry-After': String(seconds) } },
		)
	}
	const email = (await pendingVerification(context.db, user.id))?.email ?? user.email
	return Response.json({ message: t('verify.resent', { email }) })
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
