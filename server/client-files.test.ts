import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { clientFiles } from './app.ts'

/** The client build's own files are served; every other path goes on to Remix untouched. */

let dir: string
let server: Server
let base: string

beforeAll(async () => {
	dir = mkdtempSync(path.join(os.tmpdir(), 'client-files-'))
	writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
	mkdirSync(path.join(dir, 'images'))
	writeFileSync(path.join(dir, 'images', 'car.txt'), 'a car')
	const app = express()
	app.use(clientFiles(dir))
	app.use((_req, res) => {
		res.status(200).send('remix')
	})
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
	rmSync(dir, { recursive: true, force: true })
})

test('a file of the build is served from the disk, with an hour of caching', async () => {
	const favicon = await fetch(`${base}/favicon.svg`)
	expect(favicon.status).toBe(200)
	expect(await favicon.text()).toBe('<svg/>')
	expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600')
	expect(await (await fetch(`${base}/images/car.txt`)).text()).toBe('a car')
	expect(await (await fetch(`${base}/favicon%2Esvg`)).text()).toBe('<svg/>')
})

test('any other path goes on, also one under a folder of the build that has no such file, or one that does not decode', async () => {
	for (const pathname of ['/', '/dashboard', '/api/subscriptions', '/favicon.svg.map', '/images/none.txt', '/%E0%A4%A']) {
		const response = await fetch(`${base}${pathname}`)
		expect(await response.text(), pathname).toBe('remix')
	}
})
