import pg from 'pg'

/**
 * Small helpers for code that creates and drops databases on a PostgreSQL server (the tests'
 * global set-up and `npm run bench`).
 */

/** The same server URL, pointing at another database. */
export function withDatabase(url: string, database: string): string {
	const parsed = new URL(url)
	parsed.pathname = `/${database}`
	return parsed.toString()
}

/** One client for the length of `run` (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
	const client = new pg.Client({ connectionString: url })
	// Without a listener a connection the server drops (a restart) ends the process; the query fails anyway.
	client.on('error', () => {})
	await client.connect()
	try {
		return await run(client)
	} finally {
		await client.end()
	}
}
