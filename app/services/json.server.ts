import { i18next } from '#app/i18n/i18next.server.ts'
import { jsonHasControlCharacters } from '#core/schemas/text.ts'

/**
 * Reads a JSON request body. A missing or malformed body is the client's mistake: it answers
 * 400 with a message in the visitor's language, never a 500. So does a control character in
 * any string of it (PostgreSQL refuses NUL; the others are invisible wherever a value is shown),
 * before any route could pass it to a query.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.includes('application/json')) {
		throw await badRequest(request, 'errors.jsonRequired')
	}
	let body: unknown
	try {
		body = await request.json()
	} catch {
		throw await badRequest(request, 'errors.jsonInvalid')
	}
	if (jsonHasControlCharacters(body)) throw await badRequest(request, 'common:errors.controlCharacters')
	return body
}

async function badRequest(request: Request, key: 'errors.jsonRequired' | 'errors.jsonInvalid' | 'common:errors.controlCharacters') {
	const t = await i18next.getFixedT(request, ['auth', 'common'])
	return Response.json({ message: t(key) }, { status: 400 })
}
