/**
 * Reading a V8 `.cpuprofile` (`node --cpu-prof`) without a GUI: the samples taken inside a time
 * window, summed by function (self and total), by package or file, and by what the request was
 * doing (rendering, queries, the HTTP stack…). bench/profile-web.ts prints these.
 */

export type CpuProfile = {
	nodes: Array<{
		id: number
		callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
		children?: number[]
	}>
	/** Microseconds, on the clock of `process.hrtime` (CLOCK_MONOTONIC on Linux). */
	startTime: number
	endTime: number
	samples: number[]
	timeDeltas: number[]
}

export type Row = { name: string; ms: number }

export type ProfileSummary = {
	/** Sampled milliseconds in the window, idle excluded. */
	busyMs: number
	idleMs: number
	byPackage: Row[]
	byPhase: Row[]
	selfByFunction: Row[]
	totalByFunction: Row[]
}

/** Where a script comes from: a package, Node itself, the server build, or a file of ours. */
export function origin(url: string): string {
	if (!url) return '(native)'
	if (url.startsWith('node:')) return 'node'
	const modules = url.lastIndexOf('/node_modules/')
	if (modules >= 0) {
		const parts = url.slice(modules + '/node_modules/'.length).split('/')
		return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
	}
	if (/\/build[^/]*\/server\/index\.js$/.test(url)) return 'app (server build)'
	const ours = /\/(app|core|server|worker|bench|scripts)\/.*$/.exec(url)
	return ours ? ours[0].slice(1) : url
}

/** The packages of each phase, from the leaf up: the first phase a frame belongs to names the sample. */
const phaseOf = (pkg: string): string | null => {
	if (pkg === 'react-dom') return 'render (React, components, i18n in render)'
	if (['pg', 'pg-protocol', 'pg-pool', 'pg-types', 'postgres-array', 'postgres-date', 'drizzle-orm'].includes(pkg)) return 'queries (driver, ORM)'
	if (['turbo-stream', '@remix-run/server-runtime', '@remix-run/router', '@remix-run/node', '@remix-run/express'].includes(pkg)) return 'Remix (routing, data encoding)'
	if (['express', 'compression', 'helmet', 'morgan', 'body-parser', 'send', 'serve-static', 'finalhandler', 'router', 'on-finished', 'accepts', 'negotiator', 'vary', 'etag', 'fresh'].includes(pkg)) return 'HTTP (Express and middleware)'
	return null
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
const rows = (map: Map<string, number>, limit = Infinity): Row[] =>
	[...map.entries()]
		.map(([name, ms]) => ({ name, ms }))
		.sort((a, b) => b.ms - a.ms)
		.slice(0, limit)

/** Sums the samples taken between `fromUs` and `toUs` (the profile's clock; all of it when omitted). */
export function summarise(profile: CpuProfile, window: { fromUs?: number; toUs?: number } = {}, limit = 40): ProfileSummary {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]))
	const parent = new Map<number, number>()
	for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
	const label = (id: number) => {
		const frame = byId.get(id)!.callFrame
		const pkg = origin(frame.url)
		return `${frame.functionName || '(anonymous)'} ${pkg}${frame.url ? `:${frame.lineNumber + 1}` : ''}`
	}

	const byPackage = new Map<string, number>()
	const byPhase = new Map<string, number>()
	const self = new Map<string, number>()
	const total = new Map<string, number>()
	let idleMs = 0
	let busyMs = 0
	let at = profile.startTime
	for (let i = 0; i < profile.samples.length; i += 1) {
		at += profile.timeDeltas[i] ?? 0
		if ((window.fromUs !== undefined && at < window.fromUs) || (window.toUs !== undefined && at > window.toUs)) continue
		// A sample stands for the time until the next one.
		const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
		const leaf = profile.samples[i]!
		const name = byId.get(leaf)!.callFrame.functionName
		if (name === '(idle)') {
			idleMs += ms
			continue
		}
		busyMs += ms
		const leafPkg = name === '(garbage collector)' || name === '(program)' ? name : origin(byId.get(leaf)!.callFrame.url)
		add(byPackage, leafPkg, ms)
		add(self, label(leaf), ms)
		let phase: string | null = name === '(garbage collector)' ? 'garbage collection' : name === '(program)' ? '(program: V8 outside JavaScript)' : null
		const seen = new Set<string>()
		for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
			const frame = byId.get(id)!.callFrame
			if (frame.functionName === '(root)') break
			phase ??= phaseOf(origin(frame.url))
			const key = label(id)
			if (!seen.has(key)) {
				seen.add(key)
				add(total, key, ms)
			}
		}
		add(byPhase, phase ?? 'other (app code, Node, i18next… outside render)', ms)
	}
	return { busyMs, idleMs, byPackage: rows(byPackage, limit), byPhase: rows(byPhase), selfByFunction: rows(self, limit), totalByFunction: rows(total, limit) }
}

/** A summary as text, every time divided by `requests` (ms per request). */
export function formatSummary(summary: ProfileSummary, requests: number, limit = 25): string {
	const per = (ms: number) => (ms / Math.max(1, requests)).toFixed(3).padStart(8)
	const share = (ms: number) => `${((100 * ms) / Math.max(1e-9, summary.busyMs)).toFixed(1).padStart(5)} %`
	const table = (title: string, list: Row[]) => [`  ${title} (ms per request, share of busy time)`, ...list.slice(0, limit).map((row) => `  ${per(row.ms)} ${share(row.ms)}  ${row.name}`)].join('\n')
	return [
		`  busy ${per(summary.busyMs)} ms/request in the profile (idle ${(summary.idleMs / 1000).toFixed(1)} s)`,
		table('by phase', summary.byPhase),
		table('self time by package or file', summary.byPackage),
		table('self time by function', summary.selfByFunction),
		table('total time by function', summary.totalByFunction),
	].join('\n\n')
}
