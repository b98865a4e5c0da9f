/**
 * Reads a JSON request body. A missing or malformed body is the client's mistake: it answers
 * 400 with a message, never a 500.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.includes('application/json')) {
		throw Response.json({ message: 'Send a JSON body with Content-Type: application/json.' }, { status: 400 })
	}
	try {
		return await request.json()
	} catch {
		throw Response.json({ message: 'The request body is not valid JSON.' }, { status: 400 })
	}
}
