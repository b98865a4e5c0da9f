import crypto from 'node:crypto'
import os from 'node:os'
import process from 'node:process'
import { type WorkerIdentity } from '#core/models/worker-heartbeats.ts'

export const runtime: 'node' | 'deno' = 'Deno' in globalThis ? 'deno' : 'node'

export function workerIdentity(): WorkerIdentity {
	const hostname = os.hostname()
	return {
		workerId: `${hostname}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`,
		hostname,
		runtime,
		startedAt: new Date(),
	}
}
