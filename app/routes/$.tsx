import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'

/** Every path no other route claims: answered with the 404 page and status 404. */
export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18next.getFixedT(request)
	throw data({ title: t('meta.notFoundTitle') }, { status: 404 })
}

export const meta: MetaFunction = ({ error }) => {
	const title =
		isRouteErrorResponse(error) && typeof error.data?.title === 'string'
			? error.data.title
			: '404 Page not found'
	return [{ title }]
}

export default function NotFound() {
	return null
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
