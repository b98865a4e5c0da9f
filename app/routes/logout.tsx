import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { destroyUserSession } from '#app/services/auth.server.ts'

/** POST /logout: the session row is deleted and the cookie cleared. */
export async function action({ request, context }: ActionFunctionArgs) {
	return redirect('/', { headers: await destroyUserSession(request, context) })
}

export function loader() {
	return redirect('/')
}
