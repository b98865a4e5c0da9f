import { type ActionFunction, type AppLoadContext, type LoaderFunction, type ServerBuild } from '@remix-run/node'

/**
 * Resource routes (a route module without a component: the JSON API, the webhooks, redirects,
 * feeds) answered without Remix's request pipeline. Remix matches every request against all
 * routes by flattening and ranking the whole route tree again, twice (its handler, then its
 * router), and runs a resource route's loader through its data strategy: about a fifth of the
 * CPU of a JSON call (docs/decisions/027-lean-api-and-form-posts.md). Here the tree is flattened
 * and ranked once, with the rules of Remix's router (tested against it in
 * resource-routes.test.ts), and a request whose best match is a resource route calls the
 * route's loader or action directly, with what Remix would give it and answering as Remix
 * would: a thrown Response is the answer (with Remix's `X-Remix-Catch`), a thrown error the
 * entry's `handleError` and a plain 500.
 *
 * Anything this does not mirror exactly goes to Remix: a method the module has no function
 * for, the `.data` / `?_data` / `?index` / `/__manifest` requests, and any pathname that is not
 * plain (empty segments, percent-escapes, dot segments).
 */

type RouteEntry = ServerBuild['routes'][string]

type Branch = {
	route: RouteEntry
	/** The full path, segments joined as Remix's router joins them. */
	path: string
	score: number
	childrenIndex: number[]
	pattern: RegExp
	paramNames: string[]
	resource: boolean
}

export type ResourceMatch = {
	route: RouteEntry
	params: Record<string, string>
	handler: LoaderFunction | ActionFunction
}

const paramPattern = /^:[\w-]+$/

/** Remix's router: computeScore (a segment: static 10, dynamic 3, empty 1; index +2; splat −2). */
function scoreOf(path: string, index: boolean | undefined): number {
	const segments = path.split('/')
	let score = segments.length
	if (segments.includes('*')) score -= 2
	if (index) score += 2
	for (const segment of segments) {
		if (segment === '*') continue
		score += paramPattern.test(segment) ? 3 : segment === '' ? 1 : 10
	}
	return score
}

/** Remix's router: siblings compare by their order; anything else keeps its flattening order. */
function compareIndexes(a: number[], b: number[]): number {
	const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i])
	return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0
}

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/')

const isResource = (route: RouteEntry) => {
	const module = route.module as { default?: unknown; ErrorBoundary?: unknown }
	return module.default == null && module.ErrorBoundary == null
}

/** Remix's router: a path with optional segments is one branch per combination of them. */
function explodeOptionalSegments(path: string): string[] {
	const [first = '', ...rest] = path.split('/')
	const optional = first.endsWith('?')
	const required = first.replace(/\?$/, '')
	if (rest.length === 0) return optional ? [required, ''] : [required]
	const restExploded = explodeOptionalSegments(rest.join('/'))
	const result = restExploded.map((sub) => (sub === '' ? required : [required, sub].join('/')))
	if (optional) result.push(...restExploded)
	return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded))
}

/**
 * Every route with a path (or an index route) as a branch, ranked as Remix ranks them. A
 * branch with a splat is kept for the ranking but never answered here: what it would match
 * goes to Remix.
 */
export function rankedBranches(routes: ServerBuild['routes']): Branch[] {
	const all = Object.values(routes).filter((route): route is RouteEntry => route !== undefined)
	const branches: Branch[] = []
	const flatten = (parentId: string, parentPath: string, parentIndex: number[]) => {
		all
			.filter((route) => (route.parentId ?? '') === parentId)
			.forEach((route, i) => {
				const relatives = route.path && route.path.includes('?') ? explodeOptionalSegments(route.path) : [route.path ?? '']
				for (const relative of relatives) {
					const path = joinPaths([parentPath, relative.startsWith('/') ? relative.slice(parentPath.length) : relative])
					const childrenIndex = [...parentIndex, i]
					flatten(route.id, path, childrenIndex)
					if (route.path == null && !route.index) continue
					const segments = path.split('/').filter(Boolean)
					const splatAt = segments.indexOf('*')
					const plain = splatAt === -1
					const source = (plain ? segments : segments.slice(0, splatAt))
						.map((segment) => (paramPattern.test(segment) ? '/([^\\/]+)' : `/${segment.replace(/[\\.*+^${}|()[\]]/g, '\\$&')}`))
						.join('')
					branches.push({
						route,
						path,
						score: scoreOf(path, route.index),
						childrenIndex,
						// A splat claims every pathname under it: those go to Remix.
						pattern: new RegExp(plain ? `^${source}\\/*$` : `^${source}(?:\\/|$)`, route.caseSensitive ? undefined : 'i'),
						paramNames: segments.filter((segment) => paramPattern.test(segment)).map((segment) => segment.slice(1)),
						resource: plain && isResource(route),
					})
				}
			})
	}
	flatten('', '', [])
	// Array.prototype.sort is stable, as the router relies on.
	return branches.sort((a, b) => (a.score !== b.score ? b.score - a.score : compareIndexes(a.childrenIndex, b.childrenIndex)))
}

/** A pathname this mirror answers exactly as Remix's router would: non-empty plain segments. */
const plainPathname = /^(?:\/(?!\.{1,2}(?:\/|$))[^/%]+)*\/?$/

export function resourceRoutes(build: ServerBuild) {
	const branches = rankedBranches(build.routes)
	const manifestPath = `${build.basename ?? '/'}/__manifest`.replace(/\/+/g, '/')
	return {
		/** The resource route, its params and its function for this request, or null for Remix. */
		match(method: string, pathname: string, search: string): ResourceMatch | null {
			if (build.basename && build.basename !== '/') return null
			if (!plainPathname.test(pathname) || pathname.endsWith('.data') || pathname === manifestPath) return null
			if (search && /[?&](?:_data|index)(?:[=&]|$)/.test(search)) return null
			for (const branch of branches) {
				const found = branch.pattern.exec(pathname)
				if (!found) continue
				if (!branch.resource) return null
				const module = branch.route.module as { loader?: LoaderFunction; action?: ActionFunction }
				const handler = method === 'GET' || method === 'HEAD' ? module.loader : ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? module.action : undefined
				if (!handler) return null
				const params: Record<string, string> = {}
				branch.paramNames.forEach((name, i) => (params[name] = found[i + 1]!))
				return { route: branch.route, params, handler }
			}
			return null
		},
	}
}

const isResponse = (value: unknown): value is Response => value instanceof Response

const isRedirect = (response: Response) => [301, 302, 303, 307, 308].includes(response.status) && response.headers.has('Location')

/**
 * Runs a matched resource route as Remix's handler would and gives back its answer. A redirect
 * to a relative location is resolved against the request's URL (ours all name an absolute path).
 */
export async function callResourceRoute(
	match: ResourceMatch,
	request: Request,
	context: AppLoadContext,
	options: { build: ServerBuild; mode: 'production' | 'development' },
): Promise<Response> {
	const fail = (error: unknown) => {
		const handleError = options.build.entry.module.handleError
		if (handleError) handleError(error, { request, params: match.params, context })
		else if (!request.signal.aborted) console.error(error)
		const message = options.mode === 'production' ? 'Unexpected Server Error' : `Unexpected Server Error\n\n${String(error)}`
		return new Response(message, { status: 500, headers: { 'Content-Type': 'text/plain' } })
	}
	let response: Response
	try {
		const result: unknown = await match.handler({ request, params: match.params, context })
		if (result === undefined) {
			const kind = request.method === 'GET' || request.method === 'HEAD' ? 'loader' : 'action'
			throw new Error(`You defined a ${kind} for route "${match.route.id}" but didn't return anything from your \`${kind}\` function. Please return a value or \`null\`.`)
		}
		response = isResponse(result) ? result : Response.json(result)
	} catch (error) {
		if (!isResponse(error)) return fail(error)
		response = error
		if (!isRedirect(error)) {
			try {
				response.headers.set('X-Remix-Catch', 'yes')
			} catch {
				response = new Response(response.body, response)
				response.headers.set('X-Remix-Catch', 'yes')
			}
		}
	}
	if (isRedirect(response)) {
		const location = response.headers.get('Location')!
		if (!location.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(location)) {
			const url = new URL(location, request.url)
			response.headers.set('Location', `${url.pathname}${url.search}${url.hash}`)
		}
	}
	if (request.method === 'HEAD') return new Response(null, { headers: response.headers, status: response.status, statusText: response.statusText })
	return response
}
