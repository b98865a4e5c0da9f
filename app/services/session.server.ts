import crypto from 'node:crypto'
import { type AppLoadContext, createCookie, createSession, createSessionStorage, type Session } from '@remix-run/node'
import { and, eq, gt, sql } from 'drizzle-orm'
import { endEverySession } from '#core/auth/reclaim.ts'
import { type Config, sessionSecret } from '#core/config.ts'
import { type Database, preparedPerDatabase } from '#core/db/client.ts'
import { sessions, users } from '#core/db/schema.ts'

export const sessionMaxAgeSeconds = 60 * 60 * 24 * 30

export type SessionData = {
	userId?: string
	/**
	 * The user's credentials generation when they signed in. A reclaim, a reset or a password
	 * change moves it on, and a session whose generation is not the user's own is no session
	 * (docs/decisions/047-credentials-generation.md). Sessions from before it count as 0.
	 */
	credentialsGeneration?: number
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
	return createSessionStorage<SessionData>({
		cookie,
		async createData(data, expires) {
			const sid = crypto.randomBytes(32).toString('base64url')
			if (!(await writeSession(db, sid, data, expiry(expires), 'create'))) throw new StaleSignIn()
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
			// A session ended meanwhile by a reclaim or reset stays ended: its cookie now names nothing.
			await writeSession(db, sid, data, expiry(expires), 'upsert')
		},
		async deleteData(sid) {
			await db.delete(sessions).where(eq(sessions.sid, sid))
		},
	})
}

/** A sign-in whose account was reclaimed, reset or given a new password while it checked the old one. */
export class StaleSignIn extends Error {
	constructor() {
		super('The account\'s credentials changed while it was signing in')
		this.name = 'StaleSignIn'
	}
}

const userIdOf = (data: Partial<SessionData>) => (typeof data.userId === 'string' ? data.userId : null)
const generationOf = (data: Partial<SessionData>) =>
	typeof data.credentialsGeneration === 'number' && Number.isSafeInteger(data.credentialsGeneration) ? data.credentialsGeneration : 0

/**
 * Writes a session row, and for a signed-in one only while its user's credentials generation is
 * still the one it carries, in the same statement: FOR SHARE waits for a reclaim or reset that has
 * already moved the generation on (its transaction holds the user's row) and then sees the new
 * one; a write that takes the row first is deleted by that reclaim (core/auth/reclaim.ts
 * endEverySession). False when nothing was written for that reason.
 */
async function writeSession(db: Database, sid: string, data: Partial<SessionData>, expire: Date, mode: 'create' | 'upsert') {
	const userId = userIdOf(data)
	const current = userId
		? sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.credentialsGeneration} = ${generationOf(data)} for share)`
		: sql`true`
	const onConflict =
		mode === 'upsert' ? sql`on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire, user_id = excluded.user_id` : sql``
	const result = await db.execute(sql`
		insert into ${sessions} (sid, sess, expire, user_id)
		select ${sid}, ${JSON.stringify(data)}::jsonb, ${expire}, ${userId}
		where ${current}
		${onConflict}`)
	return (result.rowCount ?? 0) > 0
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
	if (row?.user?.id === userId) return signedIn(session, row.user)
	// A session whose column and data disagree (written by hand): the data names the user.
	const [user] = await context.db.select().from(users).where(eq(users.id, userId))
	return signedIn(session, user ?? null)
}

/** A session of an older credentials generation than its user's is no session (docs/decisions/047). */
function signedIn(session: Session<SessionData>, user: UserRow | null): SessionRead {
	if (!user) return { session, user: null }
	if (generationOf(session.data) !== user.credentialsGeneration) return { session: createSession<SessionData>({}, ''), user: null }
	return { session, user }
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

/**
 * Ends every session of a user except the one in use (after a password change), and every login
 * that checked the old password and has not written its session yet; the one in use moves to the
 * new credentials generation.
 */
export async function endOtherSessions(db: Database, userId: string, keep: Session<SessionData> | null) {
	await db.transaction((tx) => endEverySession(tx, userId, keep?.id ? { except: keep.id } : {}))
}
