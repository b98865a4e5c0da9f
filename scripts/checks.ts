import { spawn } from 'node:child_process'

/**
 * The checks `npm test` runs before the tests: types, lint and the production build (which the
 * journeys run against). They read the same files and write nothing the others read, so they run
 * side by side: on the two cores CI has, about 60 s instead of 95 s one after another
 * (docs/decisions/024). Each one's output is printed whole when it ends, so lines do not
 * interleave; the first failure is reported, and the others are still awaited.
 */
const checks = [
	{ name: 'tsc', command: ['npx', 'tsc'] },
	{ name: 'eslint', command: ['npx', 'eslint', '.'] },
	{ name: 'build', command: ['npx', 'remix', 'vite:build'] },
] as const

function run(name: string, [command, ...args]: readonly string[]): Promise<boolean> {
	const started = performance.now()
	return new Promise((resolve) => {
		const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'pipe'] })
		const output: Buffer[] = []
		child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
		child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
		child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
		child.on('close', (code) => {
			const seconds = ((performance.now() - started) / 1000).toFixed(0)
			process.stdout.write(`\n── ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${Buffer.concat(output).toString()}`)
			resolve(code === 0)
		})
	})
}

const results = await Promise.all(checks.map(({ name, command }) => run(name, command)))
const failed = checks.filter((_, index) => !results[index]).map(({ name }) => name)
if (failed.length > 0) {
	process.stderr.write(`\nFailed: ${failed.join(', ')}\n`)
	process.exit(1)
}
