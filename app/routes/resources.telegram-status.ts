import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '#app/services/auth.server.ts'
import { telegramConnection } from '#core/telegram/links.ts'

/** Whether the bot has the signed-in user's chat; the wizard polls it while the user opens the bot. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireApiUser(request, context, { allowUnverified: true })
	const connection = await telegramConnection(context.db, user.id)
	return Response.json(
		{ linked: connection.linked, blocked: connection.linked && connection.blocked },
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}
