import { useRouteLoaderData } from '@remix-run/react'
import { type loader } from '#app/root.tsx'

/** The root loader's data (language, theme, capacity, contacts); undefined on a failed root. */
export function useRootData() {
	return useRouteLoaderData<typeof loader>('root')
}
