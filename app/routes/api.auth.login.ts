import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { invalidFields, methodNotAllowed, requireMethod } from '#app/services/api.server.ts'
import { issueProblems } from '#core/schemas/messages.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { createUserSession } from '#app/services/auth.server.ts'
import { authenticatorFor, describeSignInFailure, signInFailureOf } from '#app/services/authenticator.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { publicUser } from '#core/models/users.ts'
import { loginSchema } from '#core/schemas/auth.ts'

/**
 * `POST /api/auth/login` {email, password, captchaToken} (docs/product/spec.md §7): 200 {user} with a new
 * session cookie, 400/401/429 {message}. Unknown e-mail and wrong password answer alike.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const t = await i18next.getFixedT(request, 'auth')
	await requireMethod(request, ['POST'])
	const body = await readJsonBody(request.clone()).catch(() => null)
	const parsed = loginSchema.safeParse(body)
	if (!parsed.success) {
		return invalidFields(t, issueProblems(parsed.error.issues, 'errors.badRequest'))
	}
	// remix-auth's form strategy takes the fields from `context.formData` when given.
	const formData = new FormData()
	formData.set('email', parsed.data.email)
	formData.set('password', parsed.data.password)
	if (parsed.data.captchaToken) formData.set('captchaToken', parsed.data.captchaToken)
	try {
		const user = await authenticatorFor(request, context).authenticate('form', request, {
			throwOnError: true,
			context: { ...context, formData },
		})
		return Response.json({ user: publicUser(user) }, { headers: await createUserSession(request, context, user) })
	} catch (error) {
		const failure = describeSignInFailure(signInFailureOf(error), t)
		return Response.json({ message: failure.message }, { status: failure.status, headers: failure.headers })
	}
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
