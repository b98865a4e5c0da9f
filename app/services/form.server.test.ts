import { parseWithZod } from '@conform-to/zod'
import { type ZodTypeAny } from 'zod'
import { expect, test } from 'vitest'
import { accountFormSchema } from '#app/components/account/schemas.ts'
import { editAlertSchema } from '#app/components/alerts/edit-schema.ts'
import { stepSchemas } from '#app/components/wizard/steps.ts'
import { loginSchema } from '#core/schemas/auth.ts'
import { parseForm } from './form.server.ts'

/** parseForm builds a schema's coercion once; what it answers must be what conform's parseWithZod answers. */

function formData(values: Array<[string, string]>) {
	const data = new FormData()
	for (const [name, value] of values) data.append(name, value)
	return data
}

const car: Array<[string, string]> = [
	['carBrand', 'volkswagen'],
	['carModel', 'golf'],
	['fuelType', 'diesel'],
	['priceMax', '20000'],
	['yearMin', '2018'],
	['maxKilometers', '150000'],
]

const cases: Array<[string, ZodTypeAny, Array<Array<[string, string]>>]> = [
	[
		'the car step',
		stepSchemas.car,
		[
			car,
			[...car.filter(([name]) => name !== 'priceMax'), ['priceMax', ''], ['priceMin', ' ']],
			[...car.filter(([name]) => name !== 'yearMin'), ['yearMin', '1850'], ['priceMin', '30000']],
			[['carBrand', ''], ['maxKilometers', 'many']],
			[],
		],
	],
	[
		'the websites step',
		stepSchemas.websites,
		[
			[['websitesSelected', 'mobile.de'], ['websitesSelected', 'olx.ro'], ['updateFrequency', '15min']],
			[['websitesSelected', 'facebook'], ['updateFrequency', '1min']],
			[['updateFrequency', 'sometimes']],
		],
	],
	[
		'the edit form',
		editAlertSchema,
		[
			[...car, ['websitesSelected', 'mobile.de'], ['updateFrequency', 'hourly'], ['telegramUsername', 'buyer_one'], ['notificationLanguage', 'en'], ['timeZone', 'Europe/Berlin'], ['status', 'active']],
			[...car, ['quietFrom', '22:00'], ['timeZone', 'Mars/Base'], ['status', 'gone']],
		],
	],
	[
		'the login form',
		loginSchema,
		[
			[['email', 'ana@example.com'], ['password', 'secret secret']],
			[['email', 'not an address'], ['password', '']],
		],
	],
	[
		'the account forms',
		accountFormSchema,
		[
			[['intent', 'update-profile'], ['fullName', 'Ana Novak'], ['username', 'ananovak'], ['email', 'ana@example.com']],
			[['intent', 'update-profile'], ['fullName', 'Ana'], ['username', ''], ['email', 'ana@example.com']],
			[['intent', 'change-password'], ['currentPassword', 'a'], ['newPassword', 'b'], ['confirmPassword', 'c']],
			[['intent', 'other']],
		],
	],
]

test.each(cases)('%s: the same submission as parseWithZod, for valid, empty and invalid posts, each time it is asked', (_, schema, posts) => {
	for (const post of posts) {
		const theirs = parseWithZod(formData(post), { schema })
		for (let round = 0; round < 2; round += 1) {
			const ours = parseForm(formData(post), schema)
			expect(ours.status).toBe(theirs.status)
			expect(ours.reply()).toEqual(theirs.reply())
			if (theirs.status === 'success' && ours.status === 'success') expect(ours.value).toEqual(theirs.value)
		}
	}
	// A valid and a refused post among each case's, so both ends are compared.
	const statuses = posts.map((post) => parseWithZod(formData(post), { schema }).status)
	expect(statuses).toContain('success')
	expect(statuses).toContain('error')
})
