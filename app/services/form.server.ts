import { parseWithZod, unstable_coerceFormValue as coerceFormValue } from '@conform-to/zod'
import { type ZodTypeAny } from 'zod'
import { i18next } from '#app/i18n/i18next.server.ts'
import { hasControlCharacters } from '#core/schemas/text.ts'

type FormRefusal = 'errors.formRequired' | 'errors.formUnreadable' | 'errors.controlCharacters'

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * The body of a form post, for every action. What a form never sends is the sender's mistake
 * and answers 4xx with a message in the visitor's language, thrown so the action stops before
 * any query: 415 for another content type (JSON, text, none at all), 400 for a body that does not
 * parse (a broken multipart) and 400 for a control character in a value. Tab, line feed and
 * carriage return pass here because a textarea may hold them; the schemas refuse them in
 * one-line fields.
 */
export async function readFormData(request: Request): Promise<FormData> {
	const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
	if (!formTypes.includes(type)) throw await formRefusal(request, 415, 'errors.formRequired')
	let formData: FormData
	try {
		formData = await request.formData()
	} catch {
		throw await formRefusal(request, 400, 'errors.formUnreadable')
	}
	for (const [name, value] of formData) {
		const text = typeof value === 'string' ? value : value.name
		if (hasControlCharacters(name, { multiline: true }) || hasControlCharacters(text, { multiline: true })) {
			throw await formRefusal(request, 400, 'errors.controlCharacters')
		}
	}
	return formData
}

/**
 * For the actions that answer an unreadable body on their own page: null for anything that is
 * not a readable form, while a control character still throws its own 400.
 */
export async function readFormDataOrNull(request: Request): Promise<FormData | null> {
	try {
		return await readFormData(request)
	} catch (error) {
		if (error instanceof Response && error.headers.get('X-Form-Refusal') === 'errors.controlCharacters') throw error
		if (error instanceof Response) return null
		throw error
	}
}

/**
 * `{message}` for the error page (app/components/error-boundary.tsx shows it) and for the
 * client's fetches alike; never cached, since it answers one post.
 */
async function formRefusal(request: Request, status: number, key: FormRefusal) {
	const t = await i18next.getFixedT(request, 'common')
	return Response.json({ message: t(key) }, { status, headers: { 'Cache-Control': 'no-store', 'X-Form-Refusal': key } })
}

const coercedSchemas = new WeakMap<ZodTypeAny, ZodTypeAny>()

/**
 * conform's parseWithZod for an action: the same submission, with the schema's form coercion
 * (empty strings to undefined, text to numbers and booleans) built once per schema. parseWithZod
 * builds it again on every call, a few hundred zod objects for a wizard step
 * (BENCHMARKS.md, figure 3).
 */
export function parseForm<Schema extends ZodTypeAny>(payload: FormData | URLSearchParams, schema: Schema) {
	let coerced = coercedSchemas.get(schema)
	if (!coerced) {
		coerced = coerceFormValue(schema)
		coercedSchemas.set(schema, coerced)
	}
	return parseWithZod(payload, { schema: coerced as Schema, disableAutoCoercion: true })
}
