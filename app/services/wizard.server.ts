import { type SubmissionResult } from '@conform-to/react'
import { type AppLoadContext, data, redirect, type Session } from '@remix-run/node'
import {
	type WizardStep,
	listFields,
	stepAt,
	stepFields,
	stepNumber,
	stepSchemaFor,
	stepSchemas,
	wizardIntents,
	wizardSteps,
} from '#app/components/wizard/steps.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { occupiedSlots } from '#core/capacity.ts'
import { catalogueOf } from '#core/catalogue/queries.ts'
import { builtInCatalogue, type Catalogue } from '#core/catalogue/shape.ts'
import { sessionSecret } from '#core/config.ts'
import {
	type AlertDraft,
	emptyDraft,
	loadUserDraft,
	parseDraft,
	saveUserDraft,
	storableDraft,
	takeUserDraft,
} from '#core/models/alert-drafts.ts'
import { type CapacityOptions, createdAlertSince, holdsCapacitySlot, knownTimeZone, serverOnlyProblems, usualTimeZone } from '#core/models/alerts.ts'
import { type AlertCriteria, carStepSchema, criteriaOfForm, fromForm, siteBrandMessage, sitesNotServing, toFormName, websitesStepSchema } from '#core/schemas/alert.ts'
import { parseMessage } from '#core/schemas/messages.ts'
import { defaultTimeZones } from '#core/quiet-hours.ts'
import { allSitesIntent, inSiteOrder, offeredSiteOptions, siteSearchField, siteSearchIntent, siteSearchOf } from '#core/site-groups.ts'
import { botLink, prepareTelegramLink, type TelegramConnection, telegramConnection } from '#core/telegram/links.ts'
import { type AuthUser, getUser, getVisitor, requireUser } from './auth.server.ts'
import { readFormDataOrNull, parseForm } from './form.server.ts'
import { getSession, type SessionData, sessionStorageFor } from './session.server.ts'
import { devNotificationsHref, devPagesReachable } from './dev-pages.server.ts'
import { siteBudgets } from './site-capacity.server.ts'
import { qrCodeDataUrl } from './telegram.server.ts'
import { chargeableCard, repeatSubmitSeconds, shownChargeOf, startPaying, submitAlert } from './submit-alert.server.ts'
import { publicBilling } from './stripe.server.ts'
import { asLanguage, type Language } from '#core/enums.ts'

/**
 * The alert wizard behind /setup-alerts, /subscribe and the landing page's sign-up form (docs/decisions/004-alert-wizard-and-capacity.md).
 * Every step is a server round trip that works without JavaScript: the action validates the
 * step with its schema, keeps the draft on the server (the session for visitors, alert_drafts
 * for users) and redirects to the wizard, which renders the step the draft has reached.
 */

type Args = { request: Request; context: AppLoadContext }

/** Who is asking and their session, from one read (an action reads once and passes it on). */
type Visitor = { user: AuthUser | null; session: Session<SessionData> }

export type WizardActionData = {
	step: WizardStep
	result?: SubmissionResult<string[]>
	/** The service filled up between the last page and the submit. */
	full?: boolean
}

/** The draft of whoever is asking; a visitor's draft moves to their account once they sign in. */
async function readDraft({ context }: Args, user: AuthUser | null, session: Session<SessionData>) {
	const sessionDraft = parseDraft(session.get('draft'))
	const headers = new Headers()
	if (!user) return { draft: sessionDraft ?? emptyDraft(), headers }
	if (sessionDraft) {
		await saveUserDraft(context.db, user.id, sessionDraft)
		session.unset('draft')
		headers.append('Set-Cookie', await sessionStorageFor(context).commitSession(session))
		return { draft: sessionDraft, headers }
	}
	return { draft: (await loadUserDraft(context.db, user.id)) ?? emptyDraft(), headers }
}

async function writeDraft({ context }: Args, visitor: Visitor, unchecked: AlertDraft, headers: Headers) {
	const { user, session } = visitor
	const draft = storableDraft(unchecked)
	if (!draft) return
	if (user) {
		await saveUserDraft(context.db, user.id, draft)
		return
	}
	session.set('draft', draft)
	headers.append('Set-Cookie', await sessionStorageFor(context).commitSession(session))
}

/** A new subscriber is let in only while a slot is free; a subscriber may always add alerts. */
async function mayStartAlert(context: AppLoadContext, user: AuthUser | null) {
	if (user && (await holdsCapacitySlot(context.db, user.id))) return true
	const occupied = await occupiedSlots(context.db, new Date(), { exceptEmail: user?.email })
	return occupied < context.config.SUBSCRIBER_CAPACITY
}

/**
 * Whether the bot has the user's chat and may write to it. Then the Telegram step asks for no
 * "I have started a chat" tick; a visitor's chat is never known (docs/decisions/054).
 */
async function chatConnected(context: AppLoadContext, user: AuthUser | null): Promise<boolean> {
	if (!user) return false
	const connection = await telegramConnection(context.db, user.id)
	return connection.linked && !connection.blocked
}

async function catalogueFor(context: AppLoadContext): Promise<Catalogue> {
	try {
		return await catalogueOf(context.db)
	} catch (error) {
		console.error('[wizard] catalogue unavailable, using the built-in copy:', error instanceof Error ? error.message : error)
		return builtInCatalogue()
	}
}


/** Values of the step's own fields as the form sent them; everything else in the body is ignored. */
function stepValues(step: WizardStep, formData: FormData): AlertDraft['values'] {
	const values: AlertDraft['values'] = {}
	for (const name of stepFields[step]) {
		if (listFields.has(name)) {
			// In one order whatever the page's: the site step lists sites by country (docs/decisions/072).
			values[name] = inSiteOrder(formData.getAll(name))
		} else {
			const value = formData.get(name)
			if (typeof value === 'string') values[name] = value
			else delete values[name]
		}
	}
	return values
}

/** The draft's values with this step's fields replaced by what was just sent. */
function mergeStep(draft: AlertDraft, step: WizardStep, formData: FormData): AlertDraft['values'] {
	const kept = Object.fromEntries(Object.entries(draft.values).filter(([name]) => !stepFields[step].includes(name)))
	return { ...kept, ...stepValues(step, formData) }
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * What only the server checks (core serverOnlyProblems: sites on offer, brand and model in the
 * catalogue), as translated errors under the form's field names. The edit form uses it too.
 */
export async function serverFieldErrors(
	context: AppLoadContext,
	t: Translate,
	input: { websitesSelected?: readonly string[]; carBrand?: string; carModel?: string; updateFrequency?: string },
	options: { editing?: CapacityOptions['editing']; language?: Language } = {},
) {
	const problems = await serverOnlyProblems(context.db, fromForm(input), { includeDemo: context.config.offersDemoMarket, config: context.config, budgetPerMinute: siteBudgets(context), ...options })
	const errors: Record<string, string[]> = {}
	for (const problem of problems) (errors[toFormName(problem.field)] ??= []).push(t(problem.key, problem.values ?? {}))
	return errors
}

/**
 * The chosen sites that cannot search the chosen brand (core/schemas/alert.ts `checkSiteBrands`,
 * docs/decisions/074), translated under the step's field: the sites step names them once a brand
 * is in the draft, the car step when its brand is one a chosen site cannot search.
 */
function withSiteBrandErrors(errors: Record<string, string[]>, t: Translate, websites: unknown, brand: unknown, field: 'websitesSelected' | 'carBrand') {
	if (!Array.isArray(websites) || typeof brand !== 'string' || brand === '') return errors
	for (const site of sitesNotServing(websites.filter((each): each is string => typeof each === 'string'), brand)) {
		const { key, values } = parseMessage(siteBrandMessage(site))
		errors[field] = [...(errors[field] ?? []), t(`wizard:${key}`, values)]
	}
	return errors
}

/**
 * The server-only checks of one step. The websites step weighs its frequency on each chosen site
 * for the draft's brand, once chosen (the car step comes after it; the submit weighs it again).
 * Both refuse a site that cannot search the brand (withSiteBrandErrors).
 */
function stepFieldErrors(context: AppLoadContext, step: WizardStep, value: Record<string, unknown>, t: Translate, language: Language, draft: AlertDraft['values'] = {}) {
	if (step === 'websites') {
		const brand = typeof draft.carBrand === 'string' && draft.carBrand !== '' ? { carBrand: draft.carBrand } : {}
		const errors = serverFieldErrors(context, t, { websitesSelected: value.websitesSelected as string[], updateFrequency: String(value.updateFrequency), ...brand }, { language })
		return errors.then((found) => withSiteBrandErrors(found, t, value.websitesSelected, draft.carBrand, 'websitesSelected'))
	}
	if (step === 'car') return serverFieldErrors(context, t, { carBrand: String(value.carBrand), carModel: String(value.carModel) }).then((found) => withSiteBrandErrors(found, t, draft.websitesSelected, value.carBrand, 'carBrand'))
	return Promise.resolve({})
}

/**
 * The whole draft as the criteria of an alert, checked again as a whole at submit (the
 * catalogue or the offered sites may have changed since a step was passed), or the first step
 * that no longer validates.
 */
async function criteriaFromDraft(
	context: AppLoadContext,
	values: AlertDraft['values'],
	t: Translate,
	language: Language,
	telegramConnected: boolean,
): Promise<{ ok: true; criteria: AlertCriteria } | { ok: false; step: WizardStep; fieldErrors?: Record<string, string[]> }> {
	const websites = websitesStepSchema.safeParse(values)
	if (!websites.success) return { ok: false, step: 'websites' }
	const websiteErrors = await stepFieldErrors(context, 'websites', websites.data, t, language, values)
	if (Object.keys(websiteErrors).length > 0) return { ok: false, step: 'websites', fieldErrors: websiteErrors }
	const car = carStepSchema.safeParse(values)
	if (!car.success || Object.keys(await stepFieldErrors(context, 'car', car.data, t, language)).length > 0) {
		return { ok: false, step: 'car' }
	}
	const telegram = stepSchemaFor('telegram', telegramConnected).safeParse(values)
	if (!telegram.success) return { ok: false, step: 'telegram' }
	return { ok: true, criteria: criteriaOfForm({ ...websites.data, ...car.data, ...telegram.data }) }
}

export async function wizardLoader(args: Args, options: { requireLogin: boolean; path: string }) {
	const { request, context } = args
	const user = options.requireLogin ? await requireUser(request, context) : await getUser(request, context)
	const [t, locale, canStart, { draft, headers }] = await Promise.all([
		i18next.getFixedT(request, 'wizard'),
		i18next.getLocale(request),
		mayStartAlert(context, user),
		getSession(request, context).then((session) => readDraft(args, user, session)),
	])
	const language = asLanguage(locale)
	const step = stepAt(draft.step)
	const [catalogue, knownZone] = await Promise.all([catalogueFor(context), knownTimeZone(context.db, user?.id ?? null)])
	const timeZone = knownZone ?? defaultTimeZones[language]
	const brandSlug = typeof draft.values.carBrand === 'string' ? draft.values.carBrand : ''
	const bot = context.config.TELEGRAM_BOT_USERNAME ?? null
	let telegram: { link: string | null; qr: string | null; connection: TelegramConnection } = {
		link: bot ? botLink(bot) : null,
		qr: null,
		connection: { linked: false },
	}
	if (user && bot) {
		// Only an account whose address is proved gets its start token: whoever registered an address
		// they do not own must never hold one (docs/decisions/044-account-takeover.md). Until then the
		// bare link connects by username, as for a visitor.
		const prepared = user.isEmailVerified
			? await prepareTelegramLink(context.db, sessionSecret(context.config), user.id)
			: { token: undefined, connection: await telegramConnection(context.db, user.id) }
		telegram = { link: botLink(bot, prepared.token), qr: null, connection: prepared.connection }
	}
	if (telegram.link && (step === 'telegram' || step === 'review')) {
		telegram.qr = await qrCodeDataUrl(telegram.link)
	}
	// Development without a bot: the Telegram outbox page simulates the user's /start (docs/decisions/020).
	const devTelegram =
		!bot && devPagesReachable(context)
			? user
				? { href: devNotificationsHref(user.id), connection: await telegramConnection(context.db, user.id) }
				: { href: '/dev/notifications', connection: { linked: false as const } }
			: null
	return data(
		{
			meta: { title: t('meta.title'), description: t('meta.description') },
			path: options.path,
			step,
			values: { notificationLanguage: language, updateFrequency: 'hourly', timeZone, ...draft.values },
			canStart,
			user: user
				? { firstName: user.firstName, lastName: user.lastName, email: user.email, verified: user.isEmailVerified }
				: null,
			sites: offeredSiteOptions(context.config, language),
			// The site search a submit without JavaScript asked for (wizardAction): the step's list filtered by it.
			siteQuery: step === 'websites' ? siteSearchOf(new URL(request.url).searchParams.get('sites')) : '',
			brands: catalogue.brands_and_models.map(({ slug, name }) => ({ slug, name })),
			models: catalogue.brands_and_models.find((brand) => brand.slug === brandSlug)?.models ?? [],
			fuelTypes: catalogue.fuel_types,
			bot: bot ? { username: bot, ...telegram } : null,
			devTelegram,
			// The review names the card a submit charges at once, and the amount (docs/decisions/053).
			payment: user && step === 'review' ? { card: await chargeableCard(context, user.id), demo: publicBilling(context).mode === 'demo' } : null,
		},
		{ headers },
	)
}

export async function wizardAction(args: Args, options: { path: string }) {
	const { request, context } = args
	const formData = await readFormDataOrNull(request)
	if (!formData) throw Response.json({ message: (await i18next.getFixedT(request, 'alerts'))('errors.badForm') }, { status: 400 })
	const visitor = await getVisitor(request, context)
	const { user } = visitor
	const { draft, headers } = await readDraft(args, user, visitor.session)
	const intentValue = String(formData.get('intent') ?? 'next')
	const intent = (wizardIntents as readonly string[]).includes(intentValue) ? intentValue : 'next'
	const stepValue = Number(formData.get('step'))
	// The form says which step it shows; it can never be ahead of the draft.
	const step = stepAt(Number.isInteger(stepValue) ? Math.min(stepValue, Math.max(draft.step, 2)) : draft.step)
	const back = () => redirect(options.path, { headers })
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'alerts'), i18next.getLocale(request).then(asLanguage)])
	// The second of two submits sent at once, read after the first turned the draft into an alert:
	// a submit this soon after the user's last alert was created, with no draft left, is that one.
	if (intent === 'submit' && user && !draft.values.websitesSelected && (await createdAlertSince(context.db, user.id, new Date(Date.now() - repeatSubmitSeconds * 1000)))) {
		return redirect('/dashboard', { headers })
	}

	if (intent === 'goto') {
		const target = Number(formData.get('target'))
		if (Number.isInteger(target) && target >= 1 && target <= draft.step) {
			await writeDraft(args, visitor, { ...draft, step: target }, headers)
		}
		return back()
	}
	const values = mergeStep(draft, step, formData)
	// Refused before anything is written: an oversized draft would otherwise sit in the session.
	if (!storableDraft({ step: stepNumber(step), values })) {
		return data<WizardActionData>({ step, result: { status: 'error', error: { '': ['errors.draftTooLarge'] } } }, { status: 400, headers })
	}
	// The site search without JavaScript: the step's values kept, the list filtered on the server (docs/decisions/072).
	if ((intent === siteSearchIntent || intent === allSitesIntent) && step === 'websites') {
		await writeDraft(args, visitor, { step: stepNumber(step), values }, headers)
		const query = intent === siteSearchIntent ? siteSearchOf(formData.get(siteSearchField)) : ''
		return redirect(query ? `${options.path}?${new URLSearchParams({ sites: query })}` : options.path, { headers })
	}
	if (intent === 'previous' || intent === 'models') {
		const target = intent === 'previous' ? Math.max(1, stepNumber(step) - 1) : stepNumber(step)
		await writeDraft(args, visitor, { step: target, values }, headers)
		return back()
	}

	const submission = parseForm(formData, stepSchemaFor(step, step === 'telegram' && (await chatConnected(context, user))))
	if (submission.status !== 'success') {
		await writeDraft(args, visitor, { step: stepNumber(step), values }, headers)
		return data<WizardActionData>({ step, result: submission.reply() }, { status: 400, headers })
	}
	const fieldErrors = await stepFieldErrors(context, step, submission.value, t, language, values)
	if (Object.keys(fieldErrors).length > 0) {
		await writeDraft(args, visitor, { step: stepNumber(step), values }, headers)
		return data<WizardActionData>({ step, result: submission.reply({ fieldErrors }) }, { status: 400, headers })
	}
	if (step !== 'review') {
		await writeDraft(args, visitor, { step: stepNumber(step) + 1, values }, headers)
		return back()
	}

	// Submit: a visitor creates their account first (as the landing page tells them; the sign-up page
	// links to the login for one who has one) and finds the draft again; identity comes from the session.
	if (!user) {
		await writeDraft(args, visitor, { step: wizardSteps.length, values }, headers)
		throw redirect(`/register?${new URLSearchParams({ redirect: options.path })}`, { headers })
	}
	const verified = await requireUser(request, context)
	const outcome = await context.db.transaction(async (tx) => {
		const taken = await takeUserDraft(tx, verified.id)
		if (!taken) return { kind: 'gone' as const }
		const submitted = mergeStep(taken, step, formData)
		// A draft saved before the time zone was asked for has none: it gets the one the step would have offered.
		if (typeof submitted.timeZone !== 'string') {
			const language = String(submitted.notificationLanguage)
			submitted.timeZone = await usualTimeZone(tx, verified.id, asLanguage(language))
		}
		const criteria = await criteriaFromDraft(context, submitted, t, language, await chatConnected(context, verified))
		if (!criteria.ok) return { kind: 'invalid' as const, submitted, step: criteria.step, fieldErrors: criteria.fieldErrors }
		const created = await submitAlert(context, { userId: verified.id, criteria: criteria.criteria, db: tx })
		return created.ok ? { kind: 'created' as const, id: created.alert.id } : { kind: 'full' as const, submitted }
	})
	if (outcome.kind === 'gone') return redirect('/dashboard', { headers })
	if (outcome.kind === 'invalid') {
		await writeDraft(args, visitor, { step: stepNumber(outcome.step), values: outcome.submitted }, headers)
		if (!outcome.fieldErrors) return back()
		// Refused on the step before (a site that cannot take the frequency now): that step, with why and all else kept.
		const reply = parseForm(formDataOf(outcome.submitted), stepSchemas[outcome.step]).reply({ fieldErrors: outcome.fieldErrors })
		return data<WizardActionData>({ step: outcome.step, result: reply }, { status: 400, headers })
	}
	if (outcome.kind === 'full') {
		await writeDraft(args, visitor, { step: wizardSteps.length, values: outcome.submitted }, headers)
		return data<WizardActionData>({ step, full: true }, { status: 409, headers })
	}
	// A default card pays the first month at once, if it is the card and the amount the review named
	// (docs/decisions/005-billing.md, 053); otherwise the checkout.
	const { id } = outcome
	return (await startPaying(context, verified.id, id, shownChargeOf(formData))) === 'dashboard'
		? redirect(`/dashboard?${new URLSearchParams({ created: id })}`, { headers })
		: redirect(`/checkout?${new URLSearchParams({ subscription: id })}`, { headers })
}

/** A draft's values as the form would send them, for a step's reply. */
function formDataOf(values: AlertDraft['values']): FormData {
	const formData = new FormData()
	for (const [name, value] of Object.entries(values)) {
		for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') formData.append(name, item)
	}
	return formData
}
