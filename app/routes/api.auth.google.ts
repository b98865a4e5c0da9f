import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { getUser } from '#app/services/auth.server.ts'
import { authenticatorFor, googleConfigured, googleRedirectCookie } from '#app/services/authenticator.server.ts'
import { safeRedirectPath } from '#app/utils/redirect.ts'

/**
 * `GET /api/auth/google?redirect=/path`: sends the browser to Google's consent screen (the strategy
 * keeps its `state` in the session); the target page waits in a signed cookie. 404 without keys.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	if (!googleConfigured(context.config)) {
		throw Response.json({ message: 'Google sign-in is not available.' }, { status: 404 })
	}
	const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '/dashboard')
	if (await getUser(request, context)) return redirect(redirectTo)
	try {
		await authenticatorFor(request, context).authenticate('google', request, { context })
	} catch (response) {
		if (!(response instanceof Response) || response.status !== 302) throw response
		const headers = new Headers(response.headers)
		headers.append('Set-Cookie', await googleRedirectCookie(context.config).serialize(redirectTo))
		headers.set('Cache-Control', 'no-store')
		return new Response(null, { status: 302, headers })
	}
	return redirect(redirectTo)
}
