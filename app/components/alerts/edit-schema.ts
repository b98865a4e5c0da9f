import { z } from 'zod'
import { choosableStatuses, priceChangeChoices } from '#core/lifecycle.ts'
import { checkCriteria, checkedTogether, criterionNames, type CriteriaForm, formFields, keepFacebookUrl } from '#core/schemas/alert.ts'

/**
 * The edit form of /edit/{id} (client-safe): every criterion under its form name with the
 * wizard's cross-field checks, so the browser and the action check exactly what the wizard
 * checks, and every error of a submission shows at once. Plus the status the user may choose and,
 * for a pause with a price change, what becomes of the change (docs/decisions/053).
 * Field messages are keys of the `wizard` namespace; the status one is `alerts:`-prefixed.
 */
export const editAlertSchema = checkedTogether(
	{
		...formFields(...criterionNames),
		// Absent for an alert that is not active or paused yet (no selector shown).
		status: z.enum(choosableStatuses, { errorMap: () => ({ message: 'alerts:errors.status' }) }).optional(),
		// Read only with a pause that changes the price; the form asks for it then.
		priceChange: z.enum(priceChangeChoices, { errorMap: () => ({ message: 'alerts:errors.priceChangeChoice' }) }).optional(),
	},
	checkCriteria,
).transform(keepFacebookUrl)

export type EditAlertValue = z.infer<typeof editAlertSchema>

export type EditFormValues = CriteriaForm & { status: string; priceChange?: string }
