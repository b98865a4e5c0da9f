import { createServer, type Server } from 'node:http'
import { type Database } from '#core/db/client.ts'
import { type Logger } from '#core/logger.ts'
import { isFreshBeat, recordHeartbeat, type WorkerIdentity } from '#core/models/worker-heartbeats.ts'

export type Heartbeat = {
	/** The last beat this process wrote, and whether it still counts as fresh. */
	state: (now?: Date) => { ok: boolean; lastBeatAt: Date | null }
	stop: () => Promise<void>
}

/**
 * Writes this worker's row in worker_heartbeats every `intervalSeconds`, from a timer of its own:
 * the recurring heartbeat job runs on one worker of the fleet at a time, so it cannot tell whether
 * this one works. A beat that cannot be written (the database away) is simply missing, so the
 * row goes stale and /healthz shows it; the failure is logged once, and the recovery once.
 */
export function startHeartbeat(options: { db: Database; worker: WorkerIdentity; intervalSeconds: number; log: Logger }): Heartbeat {
	const { db, worker, intervalSeconds, log } = options
	let lastBeatAt: Date | null = null
	let failing = false
	let stopped = false
	let timer: ReturnType<typeof setTimeout> | undefined
	let running: Promise<void> = Promise.resolve()

	async function beat() {
		const at = new Date()
		try {
			await recordHeartbeat(db, worker, at)
			lastBeatAt = at
			if (failing) log.info('heartbeat written again')
			failing = false
		} catch (error) {
			if (!failing) log.error('heartbeat could not be written', { message: error instanceof Error ? error.message : String(error) })
			failing = true
		}
	}

	function next() {
		if (stopped) return
		running = beat()
		void running.then(() => {
			if (!stopped) timer = setTimeout(next, intervalSeconds * 1_000)
		})
	}
	next()

	return {
		state: (now = new Date()) => ({ ok: !failing && isFreshBeat(lastBeatAt, intervalSeconds, now), lastBeatAt }),
		stop: async () => {
			stopped = true
			clearTimeout(timer)
			await running
		},
	}
}

/**
 * A tiny HTTP endpoint for the platform's health check of a worker machine: 200 while this
 * process writes its heartbeat, 503 when it could not. Any path, GET or HEAD.
 */
export function serveHeartbeat(heartbeat: Heartbeat, port: number, log: Logger): Promise<Server> {
	const server = createServer((req, res) => {
		const { ok, lastBeatAt } = heartbeat.state()
		res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
		res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ ok, lastBeatAt: lastBeatAt?.toISOString() ?? null }))
	})
	return new Promise((resolve, reject) => {
		server.once('error', reject)
		server.listen(port, () => {
			server.off('error', reject)
			server.on('error', (error) => log.error('worker health endpoint error', { message: error.message }))
			log.info(`worker health on port ${port}`)
			resolve(server)
		})
	})
}
