import { redirect } from '@remix-run/node'

/** The header's old search path (docs/product/decisions.md): alerts are set up at /setup-alerts. */
export function loader() {
	return redirect('/setup-alerts', 301)
}
