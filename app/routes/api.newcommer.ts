import { type LoaderFunctionArgs } from '@remix-run/node'
import { catalogueOf } from '#core/catalogue/queries.ts'

/** The wizard's catalogue (spec: GET /api/newcommer); the wizard falls back to a built-in copy. */
export async function loader({ context }: LoaderFunctionArgs) {
	try {
		return Response.json(await catalogueOf(context.db), {
			headers: { 'Cache-Control': 'public, max-age=300, s-maxage=3600' },
		})
	} catch {
		return Response.json({ message: 'The catalogue is unavailable right now.' }, { status: 503 })
	}
}
