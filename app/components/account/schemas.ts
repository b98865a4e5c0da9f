import { z } from 'zod'
import { changePasswordSchema, splitName, updateProfileSchema } from '#core/schemas/auth.ts'

/**
 * The account screen's two forms, told apart by a hidden `intent` (docs/product/style.md). The settings form
 * has one "full name" field, split at the first space (spec: dashboard and profile). Messages
 * are keys of the `auth` namespace; `account:`-prefixed ones live in the account namespace.
 */
const settingsForm = z.object({
	intent: z.literal('update-profile'),
	fullName: z.string({ required_error: 'errors.required' }).trim().min(1, 'errors.required').max(201, 'errors.nameTooLong'),
	username: updateProfileSchema.shape.username,
	email: updateProfileSchema.shape.email,
})

const passwordForm = changePasswordSchema.innerType().extend({ intent: z.literal('change-password') })

type Refinable =
	| z.infer<typeof settingsForm>
	| z.infer<typeof passwordForm>

function checkForm(value: Refinable, ctx: z.RefinementCtx) {
	if (value.intent === 'update-profile') {
		const { firstName, lastName } = splitName(value.fullName)
		if (!lastName) ctx.addIssue({ code: 'custom', path: ['fullName'], message: 'account:settings.errors.lastName' })
		else if (firstName.length > 100 || lastName.length > 100) {
			ctx.addIssue({ code: 'custom', path: ['fullName'], message: 'errors.nameTooLong' })
		}
	} else if (value.newPassword !== value.confirmPassword) {
		ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'errors.passwordsMatch' })
	}
}

/** What the action parses: either form. */
export const accountFormSchema = z.discriminatedUnion('intent', [settingsForm, passwordForm]).superRefine(checkForm)
/** What each form checks in the browser. */
export const settingsFormSchema = settingsForm.superRefine(checkForm)
export const passwordFormSchema = passwordForm.superRefine(checkForm)

export type AccountFormValue = z.infer<typeof accountFormSchema>

/** The payments tab's forms: one card of the user's, by its Stripe id (demo cards: pm_demo_…). */
export const cardFormSchema = z.object({
	intent: z.enum(['set-default-card', 'remove-card']),
	paymentMethodId: z.string().trim().min(1).max(255),
})
