import crypto from 'node:crypto'
import { type AppLoadContext, createCookie, createSessionStorage, type Session } from '@remix-run/node'
import { and, eq, gt, ne } from 'drizzle-orm'
import { sessionSecret } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { sessions } from '#core/db/schema.ts'

export const sessionMaxAgeSeconds = 60 * 60 * 24 * 30

export type SessionData = {
	userId?: string
	/** An anonymous visitor's wizard draft (decisions.md: kept on the server, survives login). */
	draft?: unknown
}

const storages = new WeakMap<object, { config: object; storage: ReturnType<typeof createStorage> }>()

/**
 * The storage of one database handle and configuration, made once: every request of a process
 * passes the same two (server/app.ts), so the cookie and the storage are not built again for each
 * request and each call (docs/decisions/026-light-page-shell.md).
 */
export function sessionStorageFor(context: Pick<AppLoadContext, 'db' | 'config'>) {
	const known = storages.get(context.db)
	if (known?.config === context.config) return known.storage
	const storage = createStorage(context)
	storages.set(context.db, { config: context.config, storage })
	return storage
}

/**
 * Sessions live in PostgreSQL as the spec records them (sid, sess, expire); the cookie holds
 * only the signed session id. httpOnly, SameSite=Lax, Secure in production.
 */
function createStorage(context: Pick<AppLoadContext, 'db' | 'config'>) {
	const { db, config } = context
	const cookie = createCookie('__session', {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: config.isProduction,
		secrets: [sessionSecret(config)],
		maxAge: sessionMaxAgeSeconds,
	})
	const expiry = (expires?: Date) => expires ?? new Date(Date.now() + sessionMaxAgeSeconds * 1000)
	const userIdOf = (data: Partial<SessionData>) => (typeof data.userId === 'string' ? data.userId : null)
	return createSessionStorage<SessionData>({
		cookie,
		async createData(data, expires) {
			const sid = crypto.randomBytes(32).toString('base64url')
			await db.insert(sessions).values({ sid, sess: data, expire: expiry(expires), userId: userIdOf(data) })
			return sid
		},
		async readData(sid) {
			const [row] = await db
				.select({ sess: sessions.sess })
				.from(sessions)
				.where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
			return (row?.sess as Partial<SessionData> | undefined) ?? null
		},
		async updateData(sid, data, expires) {
			await db
				.insert(sessions)
				.values({ sid, sess: data, expire: expiry(expires), userId: userIdOf(data) })
				.onConflictDoUpdate({
					target: sessions.sid,
					set: { sess: data, expire: expiry(expires), userId: userIdOf(data) },
				})
		},
		async deleteData(sid) {
			await db.delete(sessions).where(eq(sessions.sid, sid))
		},
	})
}

const sessionOfRequest = Symbol('session')

/**
 * The request's session. Its loaders (GET and HEAD) share one read, as they share the user
 * (auth.server.ts getUser); an action reads afresh.
 */
export function getSession(request: Request, context: Pick<AppLoadContext, 'db' | 'config' | 'perRequest'>): Promise<Session<SessionData>> {
	const memo = request.method === 'GET' || request.method === 'HEAD' ? context.perRequest : undefined
	const known = memo?.get(sessionOfRequest) as Promise<Session<SessionData>> | undefined
	if (known) return known
	const session = sessionStorageFor(context).getSession(request.headers.get('Cookie'))
	memo?.set(sessionOfRequest, session)
	return session
}

/** Ends every session of a user except the one in use (after a password change). */
export async function endOtherSessions(db: Database, userId: string, keep: Session<SessionData> | null) {
	await db
		.delete(sessions)
		.where(keep?.id ? and(eq(sessions.userId, userId), ne(sessions.sid, keep.id)) : eq(sessions.userId, userId))
}
