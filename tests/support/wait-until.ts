/**
 * Polls `read` every 200 ms until it answers something truthy, and returns that; fails naming
 * `what` after `timeoutMs`. For what a separate process (a worker, the server) does in its own time.
 */
export async function waitUntil<T>(what: string, read: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		const value = await read()
		if (value) return value
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error(`timed out waiting for ${what}`)
}
