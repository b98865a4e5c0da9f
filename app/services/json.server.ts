import { i18next } from '#app/i18n/i18next.server.ts'
import { jsonProblem, maxJsonDepth } from '#core/schemas/text.ts'

/**
 * Reads a JSON request body. A missing or malformed body is the client's mistake: it answers
 * 400 with a message in the visitor's language, never a 500. So does a control character in
 * any string of it (PostgreSQL refuses NUL; the others are invisible wherever a value is shown),
 * before any route could pass it to a query, and lists or objects nested more than
 * `maxJsonDepth` levels, which no route reads and which a recursive walk could not survive.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.includes('application/json')) {
		throw await badRequest(request, 'errors.jsonRequired')
	}
	let body: unknown
	try {
		// Whatever JSON.parse throws, a SyntaxError or a RangeError of its own on some engine, is the body's fault.
		body = await request.json()
	} catch {
		throw await badRequest(request, 'errors.jsonInvalid')
	}
	const problem = jsonProblem(body)
	if (problem === 'tooDeep') throw await badRequest(request, 'common:errors.tooDeep')
	if (problem === 'controlCharacters') throw await badRequest(request, 'common:errors.controlCharacters')
	return body
}

async function badRequest(request: Request, key: 'errors.jsonRequired' | 'errors.jsonInvalid' | 'common:errors.controlCharacters' | 'common:errors.tooDeep') {
	const t = await i18next.getFixedT(request, ['auth', 'common'])
	return Response.json({ message: t(key, { max: maxJsonDepth }) }, { status: 400 })
}
