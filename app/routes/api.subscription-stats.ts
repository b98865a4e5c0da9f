import { type LoaderFunctionArgs } from '@remix-run/node'
import { subscriptionStats } from '#core/capacity.ts'

/** `{active, held, capacity, remaining, full}` (core/capacity.ts subscriptionStats) for the header badge, the banner and the waitlist page. */
export async function loader({ context }: LoaderFunctionArgs) {
	try {
		const stats = await subscriptionStats(context.db, context.config.SUBSCRIBER_CAPACITY)
		return Response.json(stats, {
			headers: { 'Cache-Control': 'public, max-age=15, s-maxage=15' },
		})
	} catch {
		return Response.json(
			{ message: 'Could not load subscription stats' },
			{ status: 503, headers: { 'Cache-Control': 'no-store' } },
		)
	}
}
