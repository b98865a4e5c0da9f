import { type LoaderFunctionArgs } from '@remix-run/node'
import { getUser } from '#app/services/auth.server.ts'
import { publicUser } from '#core/models/users.ts'

/** `GET /api/auth/session`: {user} for a signed-in visitor, {user: null} otherwise; never cached. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await getUser(request, context)
	return Response.json(
		{ user: user ? publicUser(user) : null },
		{ headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } },
	)
}
