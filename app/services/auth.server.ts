import { type AppLoadContext, redirect } from '@remix-run/node'
import { type Session } from '@remix-run/node'
import { type SignInIdentity } from '#core/auth/reclaim.ts'
import { type users } from '#core/db/schema.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { safeRedirectPath } from '#app/utils/redirect.ts'
import { readSession, type SessionData, sessionStorageFor, StaleSignIn } from './session.server.ts'

type Context = Pick<AppLoadContext, 'db' | 'config' | 'perRequest'>

export type AuthUser = Pick<
	typeof users.$inferSelect,
	'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'isEmailVerified' | 'createdAt' | 'language'
> & { hasPassword: boolean; hasGoogle: boolean }

const userOfRequest = Symbol('user')

/**
 * The signed-in user, or null. A session whose user was deleted counts as anonymous. Read once
 * per request for its loaders (the root's and the page's both ask); an action reads afresh, as it
 * may sign in or out or change the user before the loaders run.
 */
export function getUser(request: Request, context: Context): Promise<AuthUser | null> {
	const memo = request.method === 'GET' || request.method === 'HEAD' ? context.perRequest : undefined
	const known = memo?.get(userOfRequest) as Promise<AuthUser | null> | undefined
	if (known) return known
	const user = readUser(request, context)
	memo?.set(userOfRequest, user)
	return user
}

async function readUser(request: Request, context: Context): Promise<AuthUser | null> {
	return authUser((await readSession(request, context)).user)
}

/**
 * The session and its user from one read, for an action that needs both (a loader gets the
 * same read from getUser and getSession).
 */
export async function getVisitor(request: Request, context: Context): Promise<{ session: Session<SessionData>; user: AuthUser | null }> {
	const { session, user } = await readSession(request, context)
	return { session, user: authUser(user) }
}

function authUser(row: typeof users.$inferSelect | null): AuthUser | null {
	if (!row) return null
	return {
		id: row.id,
		username: row.username,
		email: row.email,
		firstName: row.firstName,
		lastName: row.lastName,
		isEmailVerified: row.isEmailVerified,
		createdAt: row.createdAt,
		language: row.language,
		hasPassword: row.passwordHash !== null,
		hasGoogle: row.googleId !== null,
	}
}

function currentPath(request: Request) {
	const url = new URL(request.url)
	return `${url.pathname}${url.search}`
}

/**
 * The protected-route rule of docs/product/spec.md §2: anonymous → /login?redirect=<path>;
 * signed in but unverified → /verify-email?redirect=<path> (unless `allowUnverified`, for
 * /verify-email itself), so a verified user comes back to the page they asked for.
 */
export async function requireUser(
	request: Request,
	context: Context,
	options: { allowUnverified?: boolean } = {},
): Promise<AuthUser> {
	const user = await getUser(request, context)
	if (!user) {
		throw redirect(`/login?${new URLSearchParams({ redirect: currentPath(request) })}`)
	}
	if (!user.isEmailVerified && !options.allowUnverified) {
		const back = safeRedirectPath(currentPath(request), '')
		throw redirect(back ? `/verify-email?${new URLSearchParams({ redirect: back })}` : '/verify-email')
	}
	return user
}

/** For JSON endpoints: 401 (anonymous) or 403 (unverified) with a translated message instead of a redirect. */
export async function requireApiUser(
	request: Request,
	context: Context,
	options: { allowUnverified?: boolean } = {},
): Promise<AuthUser> {
	const user = await getUser(request, context)
	if (user && (user.isEmailVerified || options.allowUnverified)) return user
	const t = await i18next.getFixedT(request, 'auth')
	if (!user) throw Response.json({ message: t('errors.loginRequired') }, { status: 401 })
	throw Response.json({ message: t('errors.verifyFirst') }, { status: 403 })
}

/**
 * Signs a user in: the old session (and its id) is destroyed and a new one created, so a session
 * id known before login is worthless after it. The visitor's wizard draft moves along. `user`
 * carries the credentials generation read when the user proved who they are: if a reclaim or
 * reset moved it on since, no session is written and StaleSignIn is thrown (docs/decisions/047).
 */
export async function createUserSession(request: Request, context: Context, user: SignInIdentity): Promise<Headers> {
	const storage = sessionStorageFor(context)
	const old = await storage.getSession(request.headers.get('Cookie'))
	const draft = old.get('draft')
	const fresh = await storage.getSession()
	fresh.set('userId', user.id)
	fresh.set('credentialsGeneration', user.credentialsGeneration)
	if (draft !== undefined) fresh.set('draft', draft)
	const headers = new Headers()
	const committed = await storage.commitSession(fresh)
	if (old.id) headers.append('Set-Cookie', await storage.destroySession(old))
	headers.append('Set-Cookie', committed)
	return headers
}

export async function signInAndRedirect(request: Request, context: Context, user: SignInIdentity, redirectTo: unknown) {
	return redirect(safeRedirectPath(redirectTo, '/dashboard'), { headers: await createUserSession(request, context, user) })
}

/**
 * For a session started just after the account was created or proved (sign-up, a reset, Google):
 * should its owner reclaim or reset it in those milliseconds, this browser signs in again instead.
 */
export function signInAgainWhenStale(redirectTo: string) {
	return (error: unknown): never => {
		if (error instanceof StaleSignIn) throw redirect(`/login?${new URLSearchParams({ redirect: safeRedirectPath(redirectTo, '/dashboard') })}`)
		throw error
	}
}

/** Destroys the session row and clears the cookie. */
export async function destroyUserSession(request: Request, context: Context): Promise<Headers> {
	const storage = sessionStorageFor(context)
	const session = await storage.getSession(request.headers.get('Cookie'))
	return new Headers({ 'Set-Cookie': await storage.destroySession(session) })
}

/**
 * True when a browser sent the request from another site. Browsers always send Origin on
 * cross-site POSTs; a request without it (or with `null`) comes from a non-browser client or a
 * privacy-minded one, and passes. Allowed: the request's own origin and APP_URL's.
 * The Express host applies the same rule to every route (server/app.ts).
 */
export function isForeignOrigin(origin: string | null | undefined, requestUrl: string, appUrl?: string): boolean {
	if (!origin || origin === 'null') return false
	const allowed = new Set([new URL(requestUrl).origin])
	if (appUrl) allowed.add(new URL(appUrl).origin)
	return !allowed.has(origin)
}

