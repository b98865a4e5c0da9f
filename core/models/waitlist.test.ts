import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedSubscribers, seedUser } from '#tests/support/seed.ts'
import { admissionLockKey, occupiedSlots, subscriptionStats } from '../capacity.ts'
import { parseConfig, sessionSecret } from '../config.ts'
import { mailOutbox, subscriptions, users, waitlistEntries } from '../db/schema.ts'
import { type Language } from '../enums.ts'
import { messageResources } from '../i18n/message-resources.ts'
import { revealMail } from '../mail/secrets.ts'
import { type AlertCriteria } from '../schemas/alert.ts'
import { createAlert } from './alerts.ts'
import { confirmWaitlistEntry, invitationLink, inviteFromWaitlist, joinWaitlist, sweepUnconfirmedWaitlist } from './waitlist.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

const hour = 3_600_000
const now = new Date('2026-06-10T14:30:00Z')
const config = parseConfig({ NODE_ENV: 'test', SUBSCRIBER_CAPACITY: '3', APP_URL: 'https://carwatch.test' })
const link = 'https://carwatch.test/register?redirect=/setup-alerts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())
beforeEach(async () => {
	await database.db.delete(waitlistEntries)
	await database.db.delete(mailOutbox)
	await database.db.delete(subscriptions)
	await database.db.delete(users)
})

/** A waitlist entry that joined `hoursAgo` hours before `now`. */
async function addEntry(email: string, hoursAgo: number, language: Language = 'en') {
	const [entry] = await database.db
		.insert(waitlistEntries)
		.values({ firstName: 'Ana', lastName: 'Novak', email, language, createdAt: new Date(now.getTime() - hoursAgo * hour), confirmedAt: now })
		.returning()
	return entry!
}

async function entry(email: string) {
	const [row] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email))
	return row
}

async function mailTo(email: string) {
	return database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.createdAt))
}

/** The token of the newest confirmation link mailed to `email`, as the mail that leaves carries it (the outbox keeps it sealed). */
async function linkToken(email: string) {
	const stored = (await mailTo(email)).at(-1)
	if (!stored) return ''
	const match = /confirm\?token=([\w-]+)/.exec(revealMail(sessionSecret(config), stored).mail.text)
	const token = decodeURIComponent(match?.[1] ?? '')
	expect(JSON.stringify(stored)).not.toContain(token)
	return token
}

const criteria: AlertCriteria = {
	websitesSelected: ['mobile.de'],
	facebookMarketplaceUrl: null,
	updateFrequency: 'hourly',
	brand: 'volkswagen',
	model: 'golf',
	fuelType: 'any',
	sellerType: 'any',
	gearbox: 'any',
	priceMin: null,
	priceMax: null,
	yearMin: null,
	yearMax: null,
	mileageMax: null,
	keywordsRequired: [],
	keywordsExcluded: [],
	quietFrom: null,
	quietUntil: null,
	timeZone: 'Europe/Berlin',
	quietBypassPercent: null,
	telegramUsername: 'car_buyer',
	notificationLanguage: 'en',
}

describe('inviteFromWaitlist', () => {
	test('invites the oldest entry when a slot is free and holds the slot for 48 hours', async () => {
		await seedSubscribers(database.db, 2)
		await addEntry('newer@example.com', 1)
		await addEntry('oldest@example.com', 3)
		await addEntry('middle@example.com', 2)

		expect(await inviteFromWaitlist(database.db, config, now)).toEqual(['oldest@example.com'])
		expect(await entry('oldest@example.com')).toMatchObject({
			invitedAt: now,
			inviteExpiresAt: new Date(now.getTime() + 48 * hour),
		})
		expect((await entry('middle@example.com'))?.invitedAt).toBeNull()
		expect((await entry('newer@example.com'))?.invitedAt).toBeNull()
		expect(await mailTo('oldest@example.com')).toHaveLength(1)
		expect(await database.db.select().from(mailOutbox)).toHaveLength(1)

		// The held invitation fills the last slot: the site shows full (two subscribers, one place held), a second run invites nobody.
		expect(await subscriptionStats(database.db, 3, now)).toEqual({ active: 2, held: 1, capacity: 3, remaining: 0, full: true })
		expect(await inviteFromWaitlist(database.db, config, now)).toEqual([])
		expect(await inviteFromWaitlist(database.db, config, new Date(now.getTime() + 47 * hour))).toEqual([])
		expect(await database.db.select().from(mailOutbox)).toHaveLength(1)
	})

	test('fills every free slot in line order, ties on the join time broken by id', async () => {
		const joined = new Date(now.getTime() - hour)
		const tied = await database.db
			.insert(waitlistEntries)
			.values(['a', 'b', 'c', 'd'].map((name) => ({ firstName: 'Tie', lastName: 'Break', email: `${name}@example.com`, createdAt: joined, confirmedAt: joined })))
			.returning()
		await addEntry('first@example.com', 2)
		const byId = tied.sort((x, y) => (x.id < y.id ? -1 : 1)).map((row) => row.email)

		expect(await inviteFromWaitlist(database.db, config, now)).toEqual(['first@example.com', byId[0], byId[1]])
		expect(await occupiedSlots(database.db, now)).toBe(3)
	})

	test('invites nobody while the service is full', async () => {
		await seedSubscribers(database.db, 3)
		await addEntry('waiting@example.com', 1)
		expect(await inviteFromWaitlist(database.db, config, now)).toEqual([])
		expect((await entry('waiting@example.com'))?.invitedAt).toBeNull()
		expect(await database.db.select().from(mailOutbox)).toHaveLength(0)
	})

	test('the held slot goes to the invitee only: a stranger meets the waitlist, the invitee gets in', async () => {
		await seedSubscribers(database.db, 2)
		await addEntry('invited@example.com', 1)
		await inviteFromWaitlist(database.db, config, now)

		const stranger = await seedUser(database.db)
		expect(await createAlert(database.db, { userId: stranger.id, criteria, capacity: 3, now })).toEqual({ ok: false, reason: 'full' })
		const invitee = await seedUser(database.db, { email: 'invited@example.com' })
		const admitted = await createAlert(database.db, { userId: invitee.id, criteria, capacity: 3, now: new Date(now.getTime() + hour) })
		expect(admitted.ok).toBe(true)
		expect(await entry('invited@example.com')).toBeUndefined()
		expect(await occupiedSlots(database.db, new Date(now.getTime() + hour))).toBe(3)
	})

	test('an expired invitation releases its slot to the next entry and is never renewed', async () => {
		await seedSubscribers(database.db, 2)
		await addEntry('first@example.com', 2)
		await addEntry('second@example.com', 1)
		await inviteFromWaitlist(database.db, config, now)

		const atExpiry = new Date(now.getTime() + 48 * hour)
		expect(await occupiedSlots(database.db, new Date(atExpiry.getTime() - 1))).toBe(3)
		expect(await occupiedSlots(database.db, atExpiry)).toBe(2)
		expect(await inviteFromWaitlist(database.db, config, atExpiry)).toEqual(['second@example.com'])
		expect(await entry('first@example.com')).toMatchObject({ invitedAt: now, inviteExpiresAt: atExpiry })
		expect(await mailTo('first@example.com')).toHaveLength(1)

		// Once the second invitation lapses too, nobody is left to invite: the slot stays in the pool.
		const later = new Date(atExpiry.getTime() + 48 * hour)
		expect(await inviteFromWaitlist(database.db, config, later)).toEqual([])
		expect(await subscriptionStats(database.db, 3, later)).toMatchObject({ active: 2, remaining: 1 })
	})

	test('concurrent runs invite each entry once', async () => {
		for (let i = 0; i < 6; i += 1) await addEntry(`person${i}@example.com`, 10 - i)
		const runs = await Promise.all(Array.from({ length: 4 }, () => inviteFromWaitlist(database.db, config, now)))
		expect(runs.flat().sort()).toEqual(['person0@example.com', 'person1@example.com', 'person2@example.com'])
		expect(await database.db.select().from(mailOutbox)).toHaveLength(3)
		expect(await occupiedSlots(database.db, now)).toBe(3)
	})

	test('waits for the admission lock, so an admission and an invitation never share the last slot', async () => {
		await seedSubscribers(database.db, 2)
		await addEntry('waiting@example.com', 1)
		const newcomer = await seedUser(database.db)

		const holder = await database.pool.connect()
		try {
			await holder.query('begin')
			await holder.query('select pg_advisory_xact_lock($1)', [admissionLockKey])
			const settled: string[] = []
			const invitation = inviteFromWaitlist(database.db, config, now).finally(() => settled.push('invite'))
			const admission = createAlert(database.db, { userId: newcomer.id, criteria, capacity: 3, now }).finally(() =>
				settled.push('admit'),
			)
			await new Promise((resolve) => setTimeout(resolve, 500))
			expect(settled).toEqual([])
			await holder.query('commit')

			const [invited, admitted] = await Promise.all([invitation, admission])
			expect(invited.length + (admitted.ok ? 1 : 0)).toBe(1)
			expect(await occupiedSlots(database.db, now)).toBe(3)
		} finally {
			holder.release()
		}
	})

	test('passes over an entry of someone who already holds a slot', async () => {
		const subscriber = await seedUser(database.db, { email: 'subscriber@example.com' })
		await seedAlert(database.db, subscriber.id)
		await addEntry('subscriber@example.com', 2)
		await addEntry('newcomer@example.com', 1)
		expect(await inviteFromWaitlist(database.db, { ...config, SUBSCRIBER_CAPACITY: 2 }, now)).toEqual(['newcomer@example.com'])
		expect((await entry('subscriber@example.com'))?.invitedAt).toBeNull()
	})
})

describe('the invitation e-mail', () => {
	test.each([
		['en', 'Friday, 12 June 2026 at 14:30 UTC'],
		['de', 'Freitag, 12. Juni 2026 um 14:30 UTC'],
		['fr', 'vendredi 12 juin 2026 à 14:30 UTC'],
		['es', 'viernes, 12 de junio de 2026, 14:30 UTC'],
		['it', 'venerdì 12 giugno 2026 alle ore 14:30 UTC'],
	] as const)('in %s: the link, the address to use and the expiry in that language', async (language, expiry) => {
		const email = `reader-${language}@example.com`
		await addEntry(email, 1, language)
		await inviteFromWaitlist(database.db, config, now)

		const [mail] = await mailTo(email)
		const texts = messageResources[language].mail.invite
		expect(mail?.subject).toBe(texts.subject)
		expect(mail?.status).toBe('pending')
		expect(mail?.text).toContain(texts.intro.replace('{{name}}', 'Ana'))
		expect(mail?.text).toContain(link)
		expect(mail?.text).toContain(`(${email})`)
		expect(mail?.text).toContain(expiry)
		expect(mail?.html).toContain(`<a href="${link}">`)
		expect(mail?.html).toContain(expiry)
		// Each language's mail is its own text, not English with a translated subject.
		if (language !== 'en') expect(mail?.text).not.toContain(messageResources.en.mail.invite.after)
	})

	test('the link falls back to the local site when APP_URL is unset, and keeps no double slash', () => {
		expect(invitationLink({ APP_URL: undefined, PORT: 3000 })).toBe('http://localhost:3000/register?redirect=/setup-alerts')
		expect(invitationLink({ APP_URL: 'https://carwatch.test/', PORT: 3000 })).toBe(link)
	})
})

describe('joinWaitlist', () => {
	test('joining twice keeps the first place in line once confirmed', async () => {
		const joined = new Date(now.getTime() - hour)
		await joinWaitlist(database.db, config, { firstName: 'Ana', lastName: 'Novak', email: 'ana@example.com', language: 'de' }, joined)
		expect(await confirmWaitlistEntry(database.db, await linkToken('ana@example.com'), joined)).toBe(true)
		expect(await joinWaitlist(database.db, config, { firstName: 'Other', lastName: 'Name', email: 'ana@example.com', language: 'en' }, now)).toEqual({
			mailed: false,
		})
		expect(await entry('ana@example.com')).toMatchObject({ firstName: 'Ana', language: 'de', createdAt: joined, confirmedAt: joined })
	})

	test('an entry holds no place and gets no invitation until the mailed link confirms it', async () => {
		await joinWaitlist(database.db, config, { firstName: 'Ana', lastName: 'Novak', email: 'ana@example.com', language: 'de' }, now)
		const [mail] = await mailTo('ana@example.com')
		expect(mail?.subject).toBe(messageResources.de.mail.waitlistConfirm.subject)
		expect(mail?.text).toContain('https://carwatch.test/waitlist/confirm?token=')
		expect(await inviteFromWaitlist(database.db, config, now)).toEqual([])
		expect(await occupiedSlots(database.db, now)).toBe(0)

		expect(await confirmWaitlistEntry(database.db, 'not-the-token', now)).toBe(false)
		const token = await linkToken('ana@example.com')
		expect(await confirmWaitlistEntry(database.db, token, now)).toBe(true)
		expect(await confirmWaitlistEntry(database.db, token, now)).toBe(false)
		expect(await inviteFromWaitlist(database.db, config, now)).toEqual(['ana@example.com'])
	})

	test('a flood of invented addresses fills no place; unconfirmed entries expire after 48 hours', async () => {
		for (let i = 0; i < 27; i += 1) {
			await joinWaitlist(database.db, config, { firstName: 'Fake', lastName: 'Person', email: `fake${i}@example.com`, language: 'en' }, now)
		}
		await addEntry('real@example.com', 0)
		expect(await inviteFromWaitlist(database.db, config, now)).toEqual(['real@example.com'])
		expect(await occupiedSlots(database.db, now)).toBe(1)

		const later = new Date(now.getTime() + 49 * hour)
		expect(await confirmWaitlistEntry(database.db, await linkToken('fake0@example.com'), later)).toBe(false)
		await sweepUnconfirmedWaitlist(database.db, later)
		expect((await database.db.select().from(waitlistEntries)).map((row) => row.email)).toEqual(['real@example.com'])
	})

	test('an unconfirmed address gets a new link at most every 10 minutes', async () => {
		const input = { firstName: 'Ana', lastName: 'Novak', email: 'ana@example.com', language: 'en' as const }
		expect(await joinWaitlist(database.db, config, input, now)).toEqual({ mailed: true })
		expect(await joinWaitlist(database.db, config, input, new Date(now.getTime() + 5 * 60_000))).toEqual({ mailed: false })
		expect(await joinWaitlist(database.db, config, input, new Date(now.getTime() + 11 * 60_000))).toEqual({ mailed: true })
		expect(await mailTo('ana@example.com')).toHaveLength(2)
		// Only the newest link works.
		expect(await confirmWaitlistEntry(database.db, await linkToken('ana@example.com'), new Date(now.getTime() + 12 * 60_000))).toBe(true)
	})

	test('an invitee re-joining keeps a valid invitation; after expiry they join again at the back of the line', async () => {
		await seedSubscribers(database.db, 2)
		await addEntry('ana@example.com', 3)
		await addEntry('bo@example.com', 2)
		await inviteFromWaitlist(database.db, config, now)
		const input = { firstName: 'Ana', lastName: 'Novak', email: 'ana@example.com', language: 'it' as const }

		await joinWaitlist(database.db, config, input, new Date(now.getTime() + hour))
		expect(await entry('ana@example.com')).toMatchObject({ invitedAt: now, language: 'en' })

		const afterExpiry = new Date(now.getTime() + 49 * hour)
		await joinWaitlist(database.db, config, input, afterExpiry)
		expect(await entry('ana@example.com')).toMatchObject({ invitedAt: null, inviteExpiresAt: null, language: 'it', createdAt: afterExpiry })
		const line = await database.db.select({ email: waitlistEntries.email }).from(waitlistEntries).orderBy(asc(waitlistEntries.createdAt))
		expect(line.map((row) => row.email)).toEqual(['bo@example.com', 'ana@example.com'])
		expect(await inviteFromWaitlist(database.db, config, afterExpiry)).toEqual(['bo@example.com'])
	})
})
