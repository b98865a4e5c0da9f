import { type Config } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'

/** What the Express server hands every loader and action (server/app.ts). */
declare module '@remix-run/node' {
	interface AppLoadContext {
		config: Config
		db: Database
		/** Per-request nonce for the inline scripts the CSP allows. */
		cspNonce: string
		/** The client's address as Express resolved it behind the trusted proxy (rate limits). */
		clientIp: string
		/** The socket's peer is this machine (never from a forwarded header): the development pages need it. */
		loopback: boolean
		/** The CSP header for another nonce (cacheable pages derive theirs from their content). */
		contentSecurityPolicy: (nonce: string) => string
		/**
		 * What one request works out once however many of its loaders ask (auth.server.ts: the
		 * user): the root's loader and the page's each get a Request of their own, but share this
		 * context. Absent where a loader is called outside a request (unit tests).
		 */
		perRequest?: Map<symbol, unknown>
	}
}

export {}
