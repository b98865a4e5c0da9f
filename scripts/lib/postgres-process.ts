/**
 * The embedded PostgreSQL of `npm start`, run in a process of its own (started by
 * `startEmbeddedPostgresProcess`, scripts/lib/embedded-postgres.ts) in a process group of its own.
 * Ctrl-C in a terminal signals the whole foreground group: a server in it would shut down at once
 * (SIGINT is PostgreSQL's fast shutdown) and cut every connection of the web and the worker while
 * they were still finishing their work. Here it stops only when told, after them
 * (docs/decisions/022-clean-start-and-stop.md).
 *
 * Protocol over the IPC channel: `{ dataDir }` in, `{ port }` or `{ error }` out; `'stop'` in
 * stops the server and ends this process. The supervisor going away (the channel closes) stops it
 * as well, so a killed supervisor leaves no database behind.
 */
import process from 'node:process'
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres.ts'

type Request = { dataDir: string } | 'stop'

let starting: Promise<EmbeddedDatabase | undefined> | undefined
let stopping: Promise<void> | undefined

/** Waits for a start under way, so a stop during it does not leave the server running. */
function stop(): Promise<void> {
	stopping ??= (async () => {
		const database = await starting
		await database?.stop().catch(() => {})
		process.exit(0)
	})()
	return stopping
}

process.on('message', (request: Request) => {
	if (request === 'stop') return void stop()
	if (starting || stopping) return
	starting = startEmbeddedPostgres({ dataDir: request.dataDir }).then(
		(database) => {
			if (!stopping) process.send?.({ port: database.port })
			return database
		},
		(error: unknown) => {
			process.send?.({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1))
			return undefined
		},
	)
})
process.on('disconnect', () => void stop())
// Not the terminal's (this process leads its own group), but a kill of this process by hand.
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
