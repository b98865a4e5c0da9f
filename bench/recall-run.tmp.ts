import { startBenchEnv } from './lib/env.ts'
import { formatTable } from './lib/result.ts'
import { recallSizes, runRecall } from './scenarios/recall.ts'
const size = process.argv[2] === 'full' ? recallSizes.full : { ...recallSizes.smoke, ...(process.argv[3] ? { hours: Number(process.argv[3]) } : {}) }
const started = Date.now()
const env = await startBenchEnv({ buildDir: 'build', log: (m) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${m}`) })
try {
	const result = await runRecall(env, size)
	console.log(formatTable([result]))
	console.log(JSON.stringify(result.raw, null, 1).slice(0, 6000))
} finally {
	await env.stop()
}
process.exit(0)
