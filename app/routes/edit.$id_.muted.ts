import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { z } from 'zod'
import { i18next } from '#app/i18n/i18next.server.ts'
import { requireUser } from '#app/services/auth.server.ts'
import { readFormDataOrNull } from '#app/services/form.server.ts'
import { findAlert, setModelMuted } from '#core/models/alerts.ts'

/**
 * POST /edit/{id}/muted: unmutes one model of the signed-in user's alert (a model muted from a
 * Telegram message, docs/decisions/040-listing-buttons.md), from the list on the dashboard's card
 * or the edit page, and goes back there. A form post, so it works without JavaScript. Another
 * user's alert answers 404, as on /edit/{id}.
 */

const unmuteForm = z.object({ model: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), back: z.enum(['dashboard', 'edit']).default('dashboard') })

export async function action({ request, context, params }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	const id = params.id ?? ''
	const t = await i18next.getFixedT(request, 'alerts')
	const alert = await findAlert(context.db, user.id, id)
	if (!alert) throw Response.json({ message: t('errors.notFound') }, { status: 404 })
	const formData = await readFormDataOrNull(request)
	const form = formData ? unmuteForm.safeParse(Object.fromEntries(formData)) : null
	if (!form?.success || !alert.mutedModels.includes(form.data.model)) return Response.json({ message: t('muted.badForm') }, { status: 400 })
	await setModelMuted(context.db, { userId: user.id, id, model: form.data.model, muted: false })
	throw redirect(form.data.back === 'edit' ? `/edit/${id}` : '/dashboard')
}

export async function loader({ params }: LoaderFunctionArgs) {
	throw redirect(`/edit/${params.id ?? ''}`)
}
