import zlib from 'node:zlib'
import { promisify } from 'node:util'
import { parse } from 'parse5'
import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import pg from 'pg'

/**
 * The floors of figures 2 and 3 (BENCHMARKS.md; docs/decisions/030): the least work any page
 * made of React, or any form post that keeps its state in PostgreSQL, has to do per request.
 * bench/lib/baseline-server.ts answers with them in its `react` and `postgres` modes.
 */

/** An element of the recorded page, as plain data: React elements are made from it per request. */
type Shape = { tag: string; props: Record<string, unknown>; children: Array<Shape | string> }

type Parse5Node = { nodeName: string; tagName?: string; value?: string; attrs?: Array<{ name: string; value: string }>; childNodes?: Parse5Node[]; content?: Parse5Node }

/** Attributes React spells otherwise, and those it takes as booleans. */
const propNames: Record<string, string> = {
	class: 'className',
	for: 'htmlFor',
	tabindex: 'tabIndex',
	charset: 'charSet',
	'http-equiv': 'httpEquiv',
	crossorigin: 'crossOrigin',
	readonly: 'readOnly',
	autofocus: 'autoFocus',
	novalidate: 'noValidate',
	autocomplete: 'autoComplete',
	maxlength: 'maxLength',
	minlength: 'minLength',
	inputmode: 'inputMode',
	enctype: 'encType',
	srcset: 'srcSet',
	referrerpolicy: 'referrerPolicy',
	fetchpriority: 'fetchPriority',
}
const booleans = new Set(['checked', 'disabled', 'selected', 'hidden', 'required', 'readOnly', 'multiple', 'autoFocus', 'open', 'async', 'defer', 'noValidate', 'nomodule'])
const rawTextTags = new Set(['script', 'style'])

function styleObject(text: string): Record<string, string> {
	const style: Record<string, string> = {}
	for (const declaration of text.split(';')) {
		const colon = declaration.indexOf(':')
		if (colon < 0) continue
		const name = declaration.slice(0, colon).trim()
		if (!name) continue
		const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
		style[key] = declaration.slice(colon + 1).trim()
	}
	return style
}

function shapeOf(node: Parse5Node): Shape | string | null {
	if (node.nodeName === '#text') return node.value ?? ''
	if (!node.tagName) return null
	const props: Record<string, unknown> = {}
	for (const { name, value } of node.attrs ?? []) {
		const prop = propNames[name] ?? name
		if (prop === 'style') props.style = styleObject(value)
		else if (booleans.has(prop)) props[prop] = true
		else if (prop === 'value' && node.tagName === 'input') props.defaultValue = value
		else props[prop] = value
	}
	const childNodes = node.tagName === 'template' ? (node.content?.childNodes ?? []) : (node.childNodes ?? [])
	if (rawTextTags.has(node.tagName)) {
		props.dangerouslySetInnerHTML = { __html: childNodes.map((child) => child.value ?? '').join('') }
		return { tag: node.tagName, props, children: [] }
	}
	const children = childNodes.map(shapeOf).filter((child): child is Shape | string => child !== null)
	if (node.tagName === 'textarea') {
		props.defaultValue = children.join('')
		return { tag: node.tagName, props, children: [] }
	}
	return { tag: node.tagName, props, children }
}

/** The recorded page's `<html>` element as shapes (comments and the doctype left out). */
export function pageShape(html: string): Shape {
	const document = parse(html) as unknown as Parse5Node
	const root = document.childNodes?.find((node) => node.tagName === 'html')
	const shape = root && shapeOf(root)
	if (!shape || typeof shape === 'string') throw new Error('the recorded answer has no <html> element')
	return shape
}

function elementOf(shape: Shape | string, key?: number): ReactNode {
	if (typeof shape === 'string') return shape
	const children = shape.children.map((child, index) => elementOf(child, index))
	return createElement(shape.tag, key === undefined ? shape.props : { ...shape.props, key }, ...children)
}

/** Every element made and rendered again, as a page of components would at the least. */
export function renderShape(shape: Shape): string {
	return `<!DOCTYPE html>${renderToString(elementOf(shape))}`
}

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Compressed as the app's compression middleware does it by default (gzip 6, brotli 4). */
export function compress(body: string, encoding: string | undefined): Promise<Buffer> | Buffer {
	if (encoding === 'gzip') return gzip(body, { level: zlib.constants.Z_DEFAULT_COMPRESSION })
	if (encoding === 'br') return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
	return Buffer.from(body)
}

export function decompress(body: Buffer, encoding: string | undefined): string {
	if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8')
	if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8')
	return body.toString('utf8')
}

/**
 * What a form post that keeps its state in PostgreSQL does at the least: read the session, write
 * the draft (one statement, its own commit), as the wizard's car step does in five statements.
 */
export async function postgresFloor(databaseUrl: string, connections: number) {
	const pool = new pg.Pool({ connectionString: databaseUrl, max: connections })
	await pool.query('create table if not exists bench_floor_drafts (id int primary key, data jsonb not null, updated_at timestamptz not null)')
	let turn = 0
	return {
		async handle() {
			const id = turn++ % 100
			await pool.query('select sess from sessions where sid = $1', [`floor-${id}`])
			await pool.query(
				'insert into bench_floor_drafts (id, data, updated_at) values ($1, $2, now()) on conflict (id) do update set data = excluded.data, updated_at = excluded.updated_at',
				[id, { step: 3, carBrand: 'volkswagen', carModel: 'golf', priceMax: 20000 }],
			)
		},
		close: () => pool.end(),
	}
}

/**
 * What a JSON endpoint listing a signed-in user's alerts does at the least: the session and its
 * user in one statement, the user's live alerts in another (both prepared, as the app's are), the
 * rows as JSON, compressed as the app compresses it. No routing, cookie check, ORM or shaping.
 */
export async function apiFloor(databaseUrl: string, connections: number, sid: string, encoding: string | undefined) {
	const pool = new pg.Pool({ connectionString: databaseUrl, max: connections })
	return {
		async answer(): Promise<Buffer> {
			const session = await pool.query({
				name: 'floor_session_and_user',
				text: 'select s.sess, u.* from sessions s left join users u on u.id = s.user_id where s.sid = $1 and s.expire > now()',
				values: [sid],
			})
			const userId = session.rows[0]?.id as string
			const alerts = await pool.query({
				name: 'floor_alerts_of_user',
				text: "select * from subscriptions where user_id = $1 and status <> 'ended' order by created_at desc, id asc",
				values: [userId],
			})
			return compress(JSON.stringify(alerts.rows), encoding)
		},
		close: () => pool.end(),
	}
}
