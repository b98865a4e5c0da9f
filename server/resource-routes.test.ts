import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type UNSAFE_RouteConfigEntry as RouteConfigEntry } from '@remix-run/dev'
// The functions the Remix Vite plugin itself reads app/routes.ts with (@remix-run/dev's config.js).
import { configRoutesToRouteManifest, setRouteConfigAppDirectory } from '@remix-run/dev/dist/config/routes.js'
import { type ServerBuild } from '@remix-run/node'
import { matchRoutes } from '@remix-run/react'
import { beforeAll, describe, expect, test } from 'vitest'
import { callResourceRoute, rankedBranches, resourceRoutes } from './resource-routes.ts'

/**
 * The resource routes' shortcut must pick the route, and the params, that Remix's own router
 * picks, for every route of the app and the pathnames around them, and leave to Remix whatever
 * it does not answer itself (docs/decisions/027-lean-api-and-form-posts.md). Its ranking of the
 * app's routes, pages included, must be Remix's own: the routes are read from app/routes.ts as
 * the build reads them, so a new route file, or a change to the route config, is checked here
 * without touching this test (docs/decisions/062-the-web-request-path.md).
 */

const appDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app')
const stub = () => Response.json({})

type Manifest = ServerBuild['routes']

/** A route manifest as the server build carries it, each module with a loader and an action. */
function manifestOf(entries: { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; component: boolean; action?: boolean }[]): Manifest {
	const manifest: Manifest = {}
	for (const { component, action = true, ...entry } of entries) {
		const module = { loader: stub, ...(action ? { action: stub } : {}), ...(component ? { default: () => null } : {}) }
		manifest[entry.id] = { ...entry, module } as unknown as Manifest[string]
	}
	return manifest
}

let appRoutes: ReturnType<typeof configRoutesToRouteManifest>

beforeAll(async () => {
	// As the Vite plugin does: app/routes.ts asks for the app directory, and its default export is the route config.
	setRouteConfigAppDirectory(appDirectory)
	const config = (await import('#app/routes.ts')) as { default: RouteConfigEntry[] | Promise<RouteConfigEntry[]> }
	appRoutes = configRoutesToRouteManifest(await config.default)
})

/** The app's own routes, read from app/routes.ts as the build reads them. */
function appManifest(): Manifest {
	return manifestOf([
		{ id: 'root', path: '', component: true },
		...Object.values(appRoutes).map((route) => {
			const source = readFileSync(path.join(appDirectory, route.file), 'utf8')
			return {
				id: route.id,
				parentId: route.parentId ?? 'root',
				path: route.path,
				index: route.index,
				component: /export default|export function ErrorBoundary/.test(source),
				action: /export (async function|function|const) action\b/.test(source),
			}
		}),
	])
}

/** Remix's router over the same manifest: the leaf route it picks and its params. */
function remixMatch(manifest: Manifest, pathname: string) {
	type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Node[] }
	const build = (parentId: string | undefined): Node[] =>
		Object.values(manifest)
			.filter((route) => route!.parentId === parentId)
			.map((route) => {
				const children = build(route!.id)
				return { id: route!.id, path: route!.path, index: route!.index, caseSensitive: route!.caseSensitive, ...(children.length ? { children } : {}) } as Node
			})
	const matches = matchRoutes(build(undefined) as Parameters<typeof matchRoutes>[0], pathname)
	const leaf = matches?.at(-1)
	return leaf ? { id: leaf.route.id!, params: leaf.params } : null
}

/** Each route's path with sample values, then variations around it. */
function pathnamesOf(manifest: Manifest): string[] {
	const paths = new Set(['/', '/nothing/here', '/api', '/api/', '/API/SUBSCRIPTIONS', '/api/subscriptions/', '/api/subscriptions/abc/def'])
	const fullPath = (id: string | undefined): string => {
		const route = id ? manifest[id] : undefined
		if (!route) return ''
		return `${fullPath(route.parentId)}/${route.path ?? ''}`.replace(/\/+/g, '/')
	}
	for (const route of Object.values(manifest)) {
		const sample = fullPath(route!.id).replace(/:[\w-]+\??/g, 'a1b2').replace(/\*$/, 'deep/er')
		const base = sample.replace(/\/$/, '') || '/'
		for (const variant of [base, `${base}/`, base.toUpperCase(), `${base}/extra`, `${base}/extra/more`]) paths.add(variant.replace(/\/\/+/g, '/'))
	}
	return [...paths]
}

function expectAgreement(manifest: Manifest) {
	const routes = resourceRoutes({ routes: manifest, basename: undefined } as unknown as ServerBuild)
	let answered = 0
	for (const pathname of pathnamesOf(manifest)) {
		const remix = remixMatch(manifest, pathname)
		const ours = routes.match('GET', pathname, '')
		const resource = remix && !(manifest[remix.id]!.module as { default?: unknown }).default
		if (ours) {
			answered += 1
			expect({ pathname, id: ours.route.id, params: ours.params }).toEqual({ pathname, id: remix?.id, params: remix?.params })
		} else if (resource && !manifest[remix.id]!.path?.includes('*')) {
			// A plain resource route must not slip through to Remix: the shortcut would be off.
			expect({ pathname, answered: false }).toEqual({ pathname, answered: true })
		}
	}
	return answered
}

/**
 * Pathnames where routes compete: each route's path with its dynamic segments filled by every
 * static segment any route has (so `/edit/:id` meets `/edit/new`-like neighbours, and a param
 * meets each literal), by a sample value, and the variations of `pathnamesOf`.
 */
function contestedPathnames(manifest: Manifest): string[] {
	const branches = rankedBranches(manifest)
	const words = new Set(branches.flatMap((branch) => branch.path.split('/').filter((segment) => segment && !segment.startsWith(':') && segment !== '*')))
	const fills = ['a1b2', ...words]
	const paths = new Set(pathnamesOf(manifest))
	for (const branch of branches) {
		let partial = ['']
		for (const segment of branch.path.split('/').filter(Boolean)) {
			const options = segment.startsWith(':') ? fills : segment === '*' ? ['a1b2', 'a1b2/deep', ...words] : [segment]
			partial = partial.flatMap((prefix) => options.map((option) => `${prefix}/${option}`))
		}
		for (const pathname of partial) paths.add(pathname || '/')
	}
	return [...paths]
}

/** The branch our ranking puts first for a pathname, pages and splats included. */
function ourBest(branches: ReturnType<typeof rankedBranches>, pathname: string) {
	for (const branch of branches) {
		const found = branch.pattern.exec(pathname)
		if (!found) continue
		const params: Record<string, string> = {}
		branch.paramNames.forEach((name, i) => (params[name] = found[i + 1]!))
		return { id: branch.route.id, params }
	}
	return null
}

/** Remix's pick without the splat's own param, which the ranking does not need. */
function remixBest(manifest: Manifest, pathname: string) {
	const remix = remixMatch(manifest, pathname)
	if (!remix) return null
	const { '*': _splat, ...params } = remix.params
	return { id: remix.id, params }
}

describe('resourceRoutes picks the route Remix picks', () => {
	test('for every route of the app, and the pathnames around them', () => {
		expect(expectAgreement(appManifest())).toBeGreaterThan(30)
	})

	test('its ranking of every route of app/routes.ts, pages included, is Remix’s own', () => {
		const manifest = appManifest()
		// Every route file is in the manifest the ranking is checked on.
		expect(Object.keys(manifest).length).toBe(Object.keys(appRoutes).length + 1)
		const branches = rankedBranches(manifest)
		const pathnames = contestedPathnames(manifest)
		const disagreements = pathnames
			.map((pathname) => ({ pathname, ours: ourBest(branches, pathname), remix: remixBest(manifest, pathname) }))
			.filter(({ ours, remix }) => JSON.stringify(ours) !== JSON.stringify(remix))
		expect(disagreements).toEqual([])
		expect(pathnames.length).toBeGreaterThan(500)
		// Each route the app can reach wins somewhere: a branch ranked out of reach would show here.
		const winners = new Set(pathnames.map((pathname) => ourBest(branches, pathname)?.id))
		const reachable = branches.filter((branch) => branch.route.path !== undefined || branch.route.index).map((branch) => branch.route.id)
		expect(reachable.filter((id) => !winners.has(id) && id !== 'root')).toEqual([])
	})

	test('the ranking check catches a route ranked otherwise than Remix ranks it', () => {
		const manifest = manifestOf([
			{ id: 'root', path: '', component: true },
			{ id: 'routes/edit.$id', parentId: 'root', path: 'edit/:id', component: true },
			{ id: 'routes/edit.new', parentId: 'root', path: 'edit/new', component: false },
		])
		const branches = rankedBranches(manifest)
		expect(ourBest(branches, '/edit/new')).toEqual(remixBest(manifest, '/edit/new'))
		// The same branches in another order: the comparison above would fail.
		const swapped = [...branches].sort((a, b) => (a.route.id === 'routes/edit.$id' ? -1 : b.route.id === 'routes/edit.$id' ? 1 : 0))
		expect(ourBest(swapped, '/edit/new')).not.toEqual(remixBest(manifest, '/edit/new'))
		expect(contestedPathnames(manifest)).toContain('/edit/new')
	})

	test('with optional segments, and leaving splats and routes that outrank a resource route to Remix', () => {
		const manifest = manifestOf([
			{ id: 'root', path: '', component: true },
			{ id: 'routes/api.$', parentId: 'root', path: 'api/*', component: false },
			{ id: 'routes/api.items.$id', parentId: 'root', path: 'api/items/:id', component: false },
			{ id: 'routes/api.items.new', parentId: 'root', path: 'api/items/new', component: true },
			{ id: 'routes/($lang).feed', parentId: 'root', path: ':lang?/feed', component: false },
			{ id: 'routes/shop', parentId: 'root', path: 'shop', component: true },
			{ id: 'routes/shop.$item', parentId: 'routes/shop', path: ':item', component: false },
			{ id: 'routes/_layout', parentId: 'root', component: true },
			{ id: 'routes/_layout.export', parentId: 'routes/_layout', path: 'export', component: false },
		])
		expectAgreement(manifest)
		const routes = resourceRoutes({ routes: manifest } as unknown as ServerBuild)
		expect(routes.match('GET', '/api/items/7', '')?.params).toEqual({ id: '7' })
		expect(routes.match('GET', '/api/items/new', '')).toBeNull()
		expect(routes.match('GET', '/api/other/thing', '')).toBeNull()
		expect(routes.match('GET', '/en/feed', '')?.params).toEqual({ lang: 'en' })
		expect(routes.match('GET', '/feed', '')?.params).toEqual({})
		expect(routes.match('GET', '/shop/hat', '')?.route.id).toBe('routes/shop.$item')
		expect(routes.match('GET', '/export', '')?.route.id).toBe('routes/_layout.export')
	})

	test('leaves to Remix what it answers in ways of its own', () => {
		const routes = resourceRoutes({ routes: appManifest() } as unknown as ServerBuild)
		expect(routes.match('GET', '/api/subscriptions', '')?.route.id).toBe('routes/api.subscriptions')
		for (const [method, pathname, search] of [
			['GET', '/api/subscriptions.data', ''],
			['GET', '/api/subscriptions', '?_data=routes/api.subscriptions'],
			['GET', '/api/subscriptions', '?index'],
			['GET', '/api/%73ubscriptions', ''],
			['GET', '/api//subscriptions', ''],
			['GET', '/api/./subscriptions', ''],
			['OPTIONS', '/api/subscriptions', ''],
			['POST', '/api/subscription-stats', ''],
		] as const) {
			expect({ method, pathname, search, match: routes.match(method, pathname, search) }).toEqual({ method, pathname, search, match: null })
		}
	})
})

describe('callResourceRoute answers as Remix answers a resource route', () => {
	const build = { routes: {}, entry: { module: { handleError: () => {} } } } as unknown as ServerBuild
	const call = (handler: () => unknown, method = 'GET') =>
		callResourceRoute({ route: { id: 'routes/x' } as never, params: {}, handler: handler as never }, new Request('http://localhost/x', { method }), {} as never, { build, mode: 'production' })

	test('a thrown response is the answer, marked as Remix marks it; a thrown redirect is not marked', async () => {
		const thrown = await call(() => {
			throw Response.json({ message: 'no' }, { status: 401 })
		})
		expect([thrown.status, thrown.headers.get('X-Remix-Catch'), await thrown.json()]).toEqual([401, 'yes', { message: 'no' }])
		const redirected = await call(() => {
			throw new Response(null, { status: 302, headers: { Location: '/login' } })
		})
		expect([redirected.status, redirected.headers.get('Location'), redirected.headers.get('X-Remix-Catch')]).toEqual([302, '/login', null])
	})

	test('an error is a plain 500 and reaches the entry’s handleError; nothing returned is an error', async () => {
		const seen: unknown[] = []
		build.entry.module.handleError = (error) => void seen.push(error)
		const failed = await call(() => {
			throw new Error('boom')
		})
		expect([failed.status, failed.headers.get('Content-Type'), await failed.text()]).toEqual([500, 'text/plain', 'Unexpected Server Error'])
		const empty = await call(() => undefined)
		expect(empty.status).toBe(500)
		expect(seen.map((error) => (error as Error).message)).toEqual(['boom', expect.stringContaining('didn\'t return anything')])
	})

	test('HEAD keeps the status and headers and drops the body; a plain value is sent as JSON', async () => {
		const head = await call(() => Response.json({ a: 1 }, { headers: { 'Cache-Control': 'no-store' } }), 'HEAD')
		expect([head.status, head.headers.get('Cache-Control'), head.body]).toEqual([200, 'no-store', null])
		expect(await (await call(() => ({ a: 1 }))).json()).toEqual({ a: 1 })
	})
})
