import { i18next } from '#app/i18n/i18next.server.ts'

/**
 * Reads a JSON request body. A missing or malformed body is the client's mistake: it answers
 * 400 with a message in the visitor's language, never a 500.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.includes('application/json')) {
		throw await badRequest(request, 'errors.jsonRequired')
	}
	try {
		return await request.json()
	} catch {
		throw await badRequest(request, 'errors.jsonInvalid')
	}
}

async function badRequest(request: Request, key: 'errors.jsonRequired' | 'errors.jsonInvalid') {
	const t = await i18next.getFixedT(request, 'auth')
	return Response.json({ message: t(key) }, { status: 400 })
}
