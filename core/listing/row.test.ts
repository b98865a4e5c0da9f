import { getTableColumns } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, test } from 'vitest'
import { type z } from 'zod'
import { listings } from '../db/schema.ts'
import { listingUpsertSet, storeColumns } from './row.ts'
import { storedListingSchema, upsertRules } from './schema.ts'

/**
 * The listing schema's stored row and the Drizzle table are two declarations of one thing
 * (docs/decisions/059-one-listing-schema.md): a field added to one and not the other, or nullable
 * in one and not the other, fails here before it fails a crawl.
 */

const columns = getTableColumns(listings)
const fields = storedListingSchema.shape as Record<string, z.ZodTypeAny>

/** The kind of value a zod field holds, as Drizzle names a column's (`column.dataType`). */
function kindOf(schema: z.ZodTypeAny): string {
	let inner = schema
	while (inner._def.innerType) inner = inner._def.innerType as z.ZodTypeAny
	const typeName = inner._def.typeName as string
	return { ZodString: 'string', ZodEnum: 'string', ZodNumber: 'number', ZodDate: 'date' }[typeName] ?? typeName
}

describe('the stored listing and the listings table', () => {
	test('have the same fields: every schema field a column, every column a field or the store’s own', () => {
		expect(Object.keys(fields).sort()).toEqual(Object.keys(columns).filter((key) => !(storeColumns as readonly string[]).includes(key)).sort())
	})

	test.each(Object.keys(fields))('%s: nullable in both or in neither, and of the same kind', (key) => {
		const column = columns[key as keyof typeof columns]
		expect({ nullable: fields[key]!.safeParse(null).success, kind: kindOf(fields[key]!) }).toEqual({ nullable: !column.notNull, kind: column.dataType })
	})

	test('the upsert sets each fact by its rule; the key is never set', () => {
		const dialect = new PgDialect()
		const set = Object.fromEntries(Object.entries(listingUpsertSet()).map(([key, value]) => [key, dialect.sqlToQuery(value).sql]))
		expect(Object.keys(set).sort()).toEqual(Object.keys(upsertRules).sort())
		expect(set).not.toHaveProperty('siteId')
		expect(set).not.toHaveProperty('listingId')
		for (const [key, rule] of Object.entries(upsertRules)) {
			const name = columns[key as keyof typeof columns].name
			expect(set[key]).toBe(rule === 'keep' ? `coalesce(excluded."${name}", "listings"."${name}")` : `excluded."${name}"`)
		}
	})
})
