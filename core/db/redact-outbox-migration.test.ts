import crypto from 'node:crypto'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { inject } from 'vitest'
import { withClient, withDatabase } from '#scripts/lib/postgres-admin.ts'
import { createDatabase, type DatabaseHandle } from './client.ts'
import { migrationsFolder } from './migrate.ts'
import { mailOutbox } from './schema.ts'

/**
 * Migration 0021 (docs/decisions/045-secrets-out-of-the-outbox.md) on a database migrated up to
 * 0020 with mail written the old way: what was sent, failed or kept loses its link and code;
 * what is still pending is sent as written; mail with markers is left alone.
 */
const adminUrl = inject('adminDatabaseUrl')
const name = `migration_${crypto.randomBytes(6).toString('hex')}`
let handle: DatabaseHandle
let before: string

beforeAll(async () => {
	await withClient(adminUrl, (client) => client.query(`create database "${name}"`))
	handle = createDatabase(withDatabase(adminUrl, name), { max: 1, onError: () => {} })
	before = await mkdtemp(path.join(os.tmpdir(), 'migrations-'))
	await cp(migrationsFolder, before, { recursive: true })
	const journalPath = path.join(before, 'meta/_journal.json')
	const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> }
	journal.entries = journal.entries.filter((entry) => entry.tag < '0021')
	await writeFile(journalPath, JSON.stringify(journal))
	await migrate(handle.db, { migrationsFolder: before })
})

afterAll(async () => {
	await handle?.close()
	await withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`))
	if (before) await rm(before, { recursive: true, force: true })
})

test('mail written before the markers keeps no link or code once it has left the outbox', async () => {
	const link = 'https://carwatch.example/reset-password?token=Zq3v8mK2pL9xR4tY7wB1nC6dF0gH5jS8aE2uI3oP4'
	const oldMail = (status: string, extra: Partial<typeof mailOutbox.$inferInsert> = {}) => ({
		to: `${status}@example.com`,
		subject: 'Reset your password',
		text: `Open ${link}`,
		html: `<a href="${link}">Reset</a>`,
		status,
		...extra,
	})
	await handle.db.insert(mailOutbox).values([
		oldMail('sent'),
		oldMail('failed'),
		oldMail('kept', { subject: 'Your code: 483920' }),
		oldMail('pending'),
		oldMail('sent', { to: 'marker@example.com', text: 'Open https://carwatch.example/reset-password?token=mailsecret_token_abc_def', html: null }),
	])

	await migrate(handle.db, { migrationsFolder })

	const rows = Object.fromEntries((await handle.db.select().from(mailOutbox)).map((row) => [row.to, row]))
	for (const left of ['sent@example.com', 'failed@example.com', 'kept@example.com']) {
		expect(rows[left]).toMatchObject({ text: '', html: null })
	}
	expect(rows['kept@example.com']!.subject).toBe('Your code: ······')
	expect(rows['sent@example.com']!.subject).toBe('Reset your password')
	expect(rows['pending@example.com']).toMatchObject({ text: `Open ${link}`, status: 'pending' })
	expect(rows['marker@example.com']!.text).toContain('mailsecret_token_abc_def')
})
