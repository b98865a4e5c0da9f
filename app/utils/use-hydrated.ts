import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** True once React runs in the browser; the server and the first client render say false. */
export function useHydrated() {
	return useSyncExternalStore(
		noSubscription,
		() => true,
		() => false,
	)
}
