import { z } from 'zod'
import { withoutControlCharacters } from './text.ts'

/**
 * Account forms (docs/product/spec.md §5). Messages are keys of the `auth` translation namespace, so the
 * browser and the server show the same text in the visitor's language.
 */

const email = z
	.string({ required_error: 'errors.required' })
	.trim()
	.toLowerCase()
	.max(254, 'errors.email')
	.email('errors.email')
	.refine(withoutControlCharacters, 'errors.controlCharacters')

const password = z
	.string({ required_error: 'errors.required' })
	.min(6, 'errors.passwordLength')
	.max(200, 'errors.passwordTooLong')

export const username = z
	.string({ required_error: 'errors.required' })
	.trim()
	.regex(/^[A-Za-z0-9]{3,20}$/, 'errors.username')

const name = z.string({ required_error: 'errors.required' }).trim().min(1, 'errors.required').max(100, 'errors.nameTooLong')
	.refine(withoutControlCharacters, 'errors.controlCharacters')

export const loginSchema = z.object({
	email,
	password,
	captchaToken: z.string().optional(),
	redirectTo: z.string().optional(),
})

export const registerSchema = z
	.object({
		firstName: name,
		lastName: name,
		username,
		email,
		password,
		confirmPassword: z.string({ required_error: 'errors.required' }),
		acceptTerms: z.literal('on', { errorMap: () => ({ message: 'errors.terms' }) }),
		redirectTo: z.string().optional(),
	})
	.refine((value) => value.password === value.confirmPassword, {
		message: 'errors.passwordsMatch',
		path: ['confirmPassword'],
	})

/** The JSON register call of docs/product/spec.md §7 sends no confirmation and no terms box. */
export const registerApiSchema = z.object({ firstName: name, lastName: name, username, email, password })

export const verifyCodeSchema = z.object({
	code: z
		.string({ required_error: 'errors.codeRequired' })
		.trim()
		.regex(/^\d{6}$/, 'errors.codeFormat'),
})

export const changeEmailSchema = z.object({
	newEmail: z.string({ required_error: 'errors.invalidEmail' }).trim().toLowerCase().email('errors.invalidEmail').refine(withoutControlCharacters, 'errors.controlCharacters'),
})

export const updateProfileSchema = z.object({ firstName: name, lastName: name, username, email })

export const changePasswordSchema = z
	.object({
		currentPassword: z.string({ required_error: 'errors.required' }).min(1, 'errors.required'),
		newPassword: password,
		confirmPassword: z.string({ required_error: 'errors.required' }),
	})
	.refine((value) => value.newPassword === value.confirmPassword, {
		message: 'errors.passwordsMatch',
		path: ['confirmPassword'],
	})

/** "Forgot password?": only the address, checked like every other e-mail field. */
export const forgotPasswordSchema = z.object({ email })

/** The new password of a reset link, under the same rules as registration and change-password. */
export const resetPasswordSchema = z
	.object({
		newPassword: password,
		confirmPassword: z.string({ required_error: 'errors.required' }),
	})
	.refine((value) => value.newPassword === value.confirmPassword, {
		message: 'errors.passwordsMatch',
		path: ['confirmPassword'],
	})

/** "Ana Maria Novak" → first "Ana", last "Maria Novak" (spec: split at the first space). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
	const trimmed = fullName.trim().replace(/\s+/g, ' ')
	const space = trimmed.indexOf(' ')
	if (space === -1) return { firstName: trimmed, lastName: '' }
	return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) }
}
