import { z } from 'zod'
import { withoutControlCharacters } from './text.ts'

/**
 * The waitlist form (docs/product/spec.md §5). Messages are translation keys of the `waitlist`
 * namespace; the browser and the server translate them into the visitor's language.
 */
export const waitlistSchema = z.object({
	firstName: z.string({ required_error: 'errors.firstName', invalid_type_error: 'errors.firstName' }).trim().min(2, 'errors.firstName').max(100, 'errors.firstName').refine(withoutControlCharacters, 'errors.controlCharacters'),
	lastName: z.string({ required_error: 'errors.lastName', invalid_type_error: 'errors.lastName' }).trim().min(2, 'errors.lastName').max(100, 'errors.lastName').refine(withoutControlCharacters, 'errors.controlCharacters'),
	email: z
		.string({ required_error: 'errors.email', invalid_type_error: 'errors.email' })
		.trim()
		.toLowerCase()
		.max(254, 'errors.email')
		.email('errors.email')
		.refine(withoutControlCharacters, 'errors.controlCharacters'),
})

export type WaitlistInput = z.infer<typeof waitlistSchema>
