import { type AppLoadContext } from '@remix-run/node'
import { parseConfig } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'

/**
 * The context Remix hands a loader or an action, for calling a route module directly (without
 * the Express host): the test configuration and the test's database.
 */
export function testLoadContext(db: Database): AppLoadContext {
	return {
		config: parseConfig({ NODE_ENV: 'test' }),
		db,
		cspNonce: 'test',
		clientIp: '127.0.0.1',
		loopback: false,
		contentSecurityPolicy: () => '',
	}
}
