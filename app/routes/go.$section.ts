import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { z } from 'zod'
import { homeSections } from '#app/components/layout/nav.ts'

/** `/go/pricing` → `/#pricing`: the menu's section links load the page (app/components/layout/nav.ts). */
export function loader({ params }: LoaderFunctionArgs) {
	const section = z.enum(homeSections).safeParse(params.section)
	if (!section.success) throw new Response('There is no such section on the home page.', { status: 404 })
	return redirect(`/#${section.data}`)
}
