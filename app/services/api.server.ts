import { type AppLoadContext } from '@remix-run/node'
import { type TFunction } from 'i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { privateHeaders } from '#app/utils/page.ts'
import { type FieldProblem } from '#core/schemas/messages.ts'
import { type AuthUser, requireApiUser } from './auth.server.ts'
import { captureError } from './error-reporting.server.ts'

/** The answers every JSON endpoint shares: never cached, a `{message}` a client can show. */

type Context = Pick<AppLoadContext, 'db' | 'config'>

export { privateHeaders }

export function jsonFail(status: number, message: string, extra: object = {}, headers: Record<string, string> = {}) {
	return Response.json({ message, ...extra }, { status, headers: { ...privateHeaders, ...headers } })
}

export function report(error: unknown) {
	captureError(error)
	console.error(error)
}

/** The 405 of an endpoint asked with a method it does not take, with its Allow header. */
export async function methodNotAllowed(request: Request, allowed: string[]) {
	const t = await i18next.getFixedT(request, 'api')
	return jsonFail(405, t('errors.methodNotAllowed', { method: request.method }), {}, { Allow: allowed.join(', ') })
}

/** Throws the 405 of an endpoint asked with a method it does not take, unless `methods` has it. */
export async function requireMethod(request: Request, methods: string[]): Promise<void> {
	if (!methods.includes(request.method)) throw await methodNotAllowed(request, methods)
}

/**
 * The guard a signed-in JSON endpoint starts with: the method (405), then a signed-in (401) and
 * verified (403, unless `allowUnverified`) user, whom it returns. Each failure is thrown as the
 * JSON answer. A browser's write from another site never gets here: the Express host refuses it
 * for every route (docs/decisions/012).
 */
export async function requireApi(request: Request, context: Context, methods: string[], options: { allowUnverified?: boolean } = {}): Promise<AuthUser> {
	await requireMethod(request, methods)
	return requireApiUser(request, context, options)
}

/** 400 for field problems: the first one's text as `message`, all of them as `errors`. */
export function invalidFields(t: TFunction, problems: FieldProblem[]) {
	const errors = problems.map((problem) => ({ field: problem.field, message: t(problem.key, problem.values ?? {}) }))
	return jsonFail(400, errors[0]!.message, { errors })
}

/**
 * A call whose unexpected failure is reported and answers `status` (500 unless told: 502 where
 * the call is Stripe's) with the given text, and `extra` beside it. What `run` returns, an answer
 * of its own included, is returned as it is.
 */
export async function attempt<T>(message: string, run: () => Promise<T>, failure: { status?: number; extra?: object } = {}): Promise<T | Response> {
	try {
		return await run()
	} catch (error) {
		report(error)
		return jsonFail(failure.status ?? 500, message, failure.extra)
	}
}

