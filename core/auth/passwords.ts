import crypto from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(crypto.scrypt) as (
	password: string,
	salt: Buffer,
	keylen: number,
	options: crypto.ScryptOptions,
) => Promise<Buffer>

const params = { N: 16384, r: 8, p: 1 }
const keyLength = 64

/** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without a migration. */
export async function hashPassword(password: string): Promise<string> {
	const salt = crypto.randomBytes(16)
	const hash = await scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem: 64 * 1024 * 1024 })
	return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const [scheme, n, r, p, salt, hash] = stored.split('$')
	if (scheme !== 'scrypt' || !salt || !hash) return false
	const expected = Buffer.from(hash, 'base64url')
	const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
		N: Number(n),
		r: Number(r),
		p: Number(p),
		maxmem: 64 * 1024 * 1024,
	})
	return crypto.timingSafeEqual(actual, expected)
}

/**
 * A real hash of a random password. Checking a login for an unknown e-mail against it costs
 * the same time as a real check, so timing does not reveal which e-mails have accounts.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
	decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'))
	return decoy
}
