import { z } from 'zod'
import { allSitesIntent, siteSearchIntent } from '#core/site-groups.ts'
import {
	carStepFields,
	carStepSchema,
	connectedTelegramStepSchema,
	reviewStepSchema,
	telegramStepFields,
	telegramStepSchema,
	websitesStepFields,
	websitesStepSchema,
} from '#core/schemas/alert.ts'

/** The five steps of the alert wizard (docs/product/spec.md, variant A), in order. Client-safe. */
export const wizardSteps = ['personal', 'websites', 'car', 'telegram', 'review'] as const
export type WizardStep = (typeof wizardSteps)[number]

export const stepNumber = (step: WizardStep) => wizardSteps.indexOf(step) + 1
export const stepAt = (number: number): WizardStep => wizardSteps[Math.min(Math.max(number, 1), wizardSteps.length) - 1]!

/** The schema each step's Continue validates (the browser and the action use the same one). */
export const stepSchemas = {
	personal: z.object({}),
	websites: websitesStepSchema,
	car: carStepSchema,
	telegram: telegramStepSchema,
	review: reviewStepSchema,
} as const

/**
 * The schema of a step for a buyer whose chat the bot has (`telegramConnected`) or not: the
 * "I have started a chat" tick is asked for only while it has none (docs/decisions/054).
 */
export function stepSchemaFor<S extends WizardStep>(step: S, telegramConnected: boolean): (typeof stepSchemas)[S] | typeof connectedTelegramStepSchema {
	return step === 'telegram' && telegramConnected ? connectedTelegramStepSchema : stepSchemas[step]
}

/** The form fields each step owns: only these are read from a submission and kept in the draft. */
export const stepFields: Record<WizardStep, readonly string[]> = {
	personal: [],
	websites: Object.keys(websitesStepFields),
	car: Object.keys(carStepFields),
	telegram: Object.keys(telegramStepFields),
	review: Object.keys(reviewStepSchema.shape),
}

/** Fields submitted as several values (checkbox groups). */
export const listFields = new Set(['websitesSelected'])

export const wizardIntents = ['next', 'previous', 'models', siteSearchIntent, allSitesIntent, 'submit', 'goto'] as const
export type WizardIntent = (typeof wizardIntents)[number]
