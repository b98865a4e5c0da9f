import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '#app/services/auth.server.ts'
import { pendingBotLink, qrCodeSvg } from '#app/services/telegram.server.ts'

/**
 * `GET /resources/telegram-qr.svg`: the QR code of the signed-in user's own deep link to the bot,
 * while the bot has no working chat of theirs. The dashboard's cards and the account screen all
 * point at it (qrCodeHref), so a page carries the picture once.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	// Verified only: the code holds the start token, which an unproved account never gets (docs/decisions/044-account-takeover.md).
	const user = await requireApiUser(request, context)
	const link = await pendingBotLink(context, user.id)
	if (!link) throw new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
	return new Response(await qrCodeSvg(link), {
		// Private: the code holds the user's start token. The address changes with the link.
		headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'private, max-age=86400' },
	})
}
