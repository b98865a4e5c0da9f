import { redirect } from '@remix-run/node'

/** The header's old sign-up path (docs/product/decisions.md): registration lives at /register. */
export function loader() {
	return redirect('/register', 301)
}
