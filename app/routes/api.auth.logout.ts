import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/services/api.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { destroyUserSession } from '#app/services/auth.server.ts'

/** `POST /api/auth/logout`: the session row is deleted and the cookie cleared; 200 {message}. */
export async function action({ request, context }: ActionFunctionArgs) {
	const t = await i18next.getFixedT(request, ['login', 'auth'])
	return Response.json({ message: t('login:loggedOut') }, { headers: await destroyUserSession(request, context) })
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
