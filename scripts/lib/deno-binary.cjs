// Prints the path of the Deno executable that the `deno` npm package ships for this platform.
// Its bin entry is a Node wrapper that does not forward signals, so the worker runs the
// executable itself (package.json "worker:deno", worker/worker.test.ts).
const { runInstall } = require('deno/install_api.cjs')

process.stdout.write(runInstall())
