import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { invalidFields, methodNotAllowed, requireApi } from '#app/services/api.server.ts'
import { issueProblems } from '#core/schemas/messages.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { confirmVerificationCode } from '#core/auth/verification.ts'
import { takenFieldOf } from '#core/models/users.ts'
import { verifyCodeSchema } from '#core/schemas/auth.ts'

const codeErrors = {
	missing: 'errors.codeExpired',
	invalid: 'errors.codeInvalid',
	expired: 'errors.codeExpired',
	locked: 'errors.codeLocked',
} as const

/** `POST /api/auth/verify-code` {code} (docs/product/spec.md §7): {message}. */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireApi(request, context, ['POST'], { allowUnverified: true })
	const body = await readJsonBody(request)
	const t = await i18next.getFixedT(request, ['register', 'auth'])
	if (user.isEmailVerified) return Response.json({ message: t('verify.alreadyVerified') })
	const parsed = verifyCodeSchema.safeParse(body)
	if (!parsed.success) {
		return invalidFields(await i18next.getFixedT(request, 'auth'), issueProblems(parsed.error.issues, 'errors.badRequest'))
	}
	try {
		const confirmed = await confirmVerificationCode(context.db, context.config, { userId: user.id, code: parsed.data.code })
		if (confirmed.ok) return Response.json({ message: t('verify.verified') })
		const message = t(codeErrors[confirmed.reason], { ns: 'auth' })
		return Response.json({ message, reason: confirmed.reason }, { status: confirmed.reason === 'locked' ? 429 : 400 })
	} catch (error) {
		// Another account took the address between the code being sent and confirmed.
		if (takenFieldOf(error) !== 'email') throw error
		return Response.json({ message: t('errors.emailTaken', { ns: 'auth' }) }, { status: 409 })
	}
}

/** Schema messages are `auth` keys; zod's own (a number where text belongs) is a bad request. */
export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
