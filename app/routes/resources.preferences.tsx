import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { z } from 'zod'
import { languages, themes } from '#core/enums.ts'
import { languageCookie } from '#app/i18n/i18next.server.ts'
import { themeCookie } from '#app/services/theme.server.ts'
import { safeRedirectPath } from '#app/utils/redirect.ts'
import { readFormData } from '#app/services/form.server.ts'

/** Theme and language choices from the header: plain form posts, so they work without JavaScript. */
const preferencesSchema = z.object({
	theme: z.enum(themes).optional(),
	language: z.enum(languages).optional(),
	redirectTo: z.string().optional(),
})

export async function action({ request }: ActionFunctionArgs) {
	const form = Object.fromEntries(await readFormData(request))
	const parsed = preferencesSchema.safeParse(form)
	if (!parsed.success) {
		return new Response('Unknown theme or language.', { status: 400 })
	}
	const headers = new Headers()
	if (parsed.data.theme) headers.append('Set-Cookie', await themeCookie.serialize(parsed.data.theme))
	if (parsed.data.language) headers.append('Set-Cookie', await languageCookie.serialize(parsed.data.language))
	return redirect(safeRedirectPath(parsed.data.redirectTo), { headers })
}

export function loader() {
	return redirect('/')
}
