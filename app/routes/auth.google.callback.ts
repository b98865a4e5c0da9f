import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { AuthorizationError } from 'remix-auth'
import { createUserSession, signInAgainWhenStale } from '#app/services/auth.server.ts'
import { authenticatorFor, googleConfigured, googleRedirectCookie } from '#app/services/authenticator.server.ts'
import { safeRedirectPath } from '#app/utils/redirect.ts'
import { type SignInIdentity } from '#core/auth/reclaim.ts'

/**
 * Where Google sends the browser back. The strategy checks `state` against the session, trades
 * the code for a token and reads the profile; `findOrLinkGoogleUser` picks the account. Any
 * failure (refused consent, a forged state, an unverified address) lands on /login with a message.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	if (!googleConfigured(context.config)) {
		throw Response.json({ message: 'Google sign-in is not available.' }, { status: 404 })
	}
	const redirectCookie = googleRedirectCookie(context.config)
	const target = safeRedirectPath(await redirectCookie.parse(request.headers.get('Cookie')), '/dashboard')
	const clearTarget = await redirectCookie.serialize('', { maxAge: 0 })
	let user: SignInIdentity
	try {
		user = await authenticatorFor(request, context).authenticate('google', request, {
			throwOnError: true,
			context,
		})
	} catch (error) {
		if (error instanceof Response) throw error
		if (!(error instanceof AuthorizationError)) throw error
		console.error('Google sign-in failed:', error.message)
		const login = `/login?${new URLSearchParams({ error: 'google', redirect: target })}`
		return redirect(login, { headers: { 'Set-Cookie': clearTarget } })
	}
	const headers = await createUserSession(request, context, user).catch(signInAgainWhenStale(target))
	headers.append('Set-Cookie', clearTarget)
	return redirect(target, { headers })
}
