import { expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { devPageLinks, devPagesReachable } from './dev-pages.server.ts'

const development = parseConfig({ NODE_ENV: 'development' })
const production = { ...development, isProduction: true }

test('the dashboard links the outboxes only where they answer, the demo market outside production, nothing in production', () => {
	expect(devPageLinks({ config: development, loopback: true }).map((link) => link.href)).toEqual(['/dev/outbox', '/dev/notifications', '/demo-market'])
	expect(devPageLinks({ config: development, loopback: false }).map((link) => link.href)).toEqual(['/demo-market'])
	expect(devPageLinks({ config: production, loopback: true })).toEqual([])
	expect(devPagesReachable({ config: production, loopback: true })).toBe(false)
	expect(devPagesReachable({ config: development, loopback: false })).toBe(false)
})
