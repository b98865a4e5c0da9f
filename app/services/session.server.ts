import crypto from 'node:crypto'
import { type AppLoadContext, createCookie, createSession, createSessionStorage, type Session } from '@remix-run/node'
import { and, eq, gt, ne, sql } from 'drizzle-orm'
import { type Config, sessionSecret } from '#core/config.ts'
import { type Database, preparedPerDatabase } from '#core/db/client.ts'
import { sessions, users } from '#core/db/schema.ts'

export const sessionMaxAgeSeconds = 60 * 60 * 24 * 30

export type SessionData = {
	userId?: string
	/** An anonymous visitor's wizard draft (docs/product/decisions.md: kept on the server, survives login). */
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
	const cookie = sessionCookie(config)
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

const cookies = new WeakMap<Config, ReturnType<typeof createCookie>>()

/** The signed cookie that carries the session id; one per configuration, as its secret. */
function sessionCookie(config: Config) {
	let cookie = cookies.get(config)
	if (!cookie) {
		cookie = createCookie('__session', {
			path: '/',
			httpOnly: true,
			sameSite: 'lax',
			secure: config.isProduction,
			secrets: [sessionSecret(config)],
			maxAge: sessionMaxAgeSeconds,
		})
		cookies.set(config, cookie)
	}
	return cookie
}

type UserRow = typeof users.$inferSelect

/** A request's session and the user it names (null for a visitor, or a user since deleted). */
export type SessionRead = { session: Session<SessionData>; user: UserRow | null }

/**
 * The session row and its user's row in one prepared statement: every signed-in request starts
 * with it, one round trip instead of two (docs/decisions/027-lean-api-and-form-posts.md). The
 * join is on `user_id`, which every write of a session sets from the data's `userId`.
 */
const sessionAndUser = preparedPerDatabase((db) =>
	db
		.select({ sess: sessions.sess, user: users })
		.from(sessions)
		.leftJoin(users, eq(users.id, sessions.userId))
		.where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
		.prepare('session_and_user'),
)

async function readSessionNow(request: Request, context: Pick<AppLoadContext, 'db' | 'config'>): Promise<SessionRead> {
	const header = request.headers.get('Cookie')
	// As Remix's createSessionStorage reads a session: a cookie that does not verify is no session.
	const sid: unknown = header ? await sessionCookie(context.config).parse(header) : null
	if (!sid) return { session: createSession<SessionData>({}, ''), user: null }
	const [row] = await sessionAndUser(context.db).execute({ sid, now: new Date() })
	const data = (row?.sess as Partial<SessionData> | undefined) ?? {}
	const session = createSession<SessionData>(data, String(sid))
	const userId = session.get('userId')
	if (!userId) return { session, user: null }
	if (row?.user?.id === userId) return { session, user: row.user }
	// A session whose column and data disagree (written by hand): the data names the user.
	const [user] = await context.db.select().from(users).where(eq(users.id, userId))
	return { session, user: user ?? null }
}

const sessionOfRequest = Symbol('session')

/**
 * The request's session with its user's row, in one statement. Its loaders (GET and HEAD)
 * share one read, as they share the user (auth.server.ts getUser); an action reads afresh, once
 * (it may sign in or out before the loaders run, which then read again).
 */
export function readSession(request: Request, context: Pick<AppLoadContext, 'db' | 'config' | 'perRequest'>): Promise<SessionRead> {
	const memo = request.method === 'GET' || request.method === 'HEAD' ? context.perRequest : undefined
	const known = memo?.get(sessionOfRequest) as Promise<SessionRead> | undefined
	if (known) return known
	const read = readSessionNow(request, context)
	memo?.set(sessionOfRequest, read)
	return read
}

/** The request's session (readSession). */
export async function getSession(request: Request, context: Pick<AppLoadContext, 'db' | 'config' | 'perRequest'>): Promise<Session<SessionData>> {
	return (await readSession(request, context)).session
}

/** Ends every session of a user except the one in use (after a password change). */
export async function endOtherSessions(db: Database, userId: string, keep: Session<SessionData> | null) {
	await db
		.delete(sessions)
		.where(keep?.id ? and(eq(sessions.userId, userId), ne(sessions.sid, keep.id)) : eq(sessions.userId, userId))
}
