type Level = 'error' | 'info' | 'debug'
const rank: Record<Level | 'silent', number> = { silent: 0, error: 1, info: 2, debug: 3 }

export type Logger = {
	error: (message: string, fields?: Record<string, unknown>) => void
	info: (message: string, fields?: Record<string, unknown>) => void
	debug: (message: string, fields?: Record<string, unknown>) => void
}

/**
 * One-line logs with a scope. Callers pass only what is safe to log: never secrets, tokens,
 * passwords or whole request bodies.
 */
export function createLogger(scope: string, level: Level | 'silent' = 'info'): Logger {
	const write = (at: Level) => (message: string, fields?: Record<string, unknown>) => {
		if (rank[at] > rank[level]) return
		const extra = fields ? ` ${JSON.stringify(fields)}` : ''
		const line = `${new Date().toISOString()} ${at.toUpperCase()} [${scope}] ${message}${extra}`
		if (at === 'error') console.error(line)
		else console.log(line)
	}
	return { error: write('error'), info: write('info'), debug: write('debug') }
}
