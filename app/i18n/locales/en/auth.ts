/** Messages shared by every account form and JSON endpoint (spec sections 5 and 8). */
const auth = {
	errors: {
		required: 'Please fill in all required fields',
		email: 'Please enter a valid email address',
		passwordLength: 'Password must be at least 6 characters',
		passwordTooLong: 'Password must be at most 200 characters',
		username: 'Username must be alphanumeric and between 3 and 20 characters',
		usernameTaken: 'This username is already taken',
		emailTaken: 'An account with this email already exists',
		nameTooLong: 'Names must be at most 100 characters',
		passwordsMatch: 'Please make sure your passwords match',
		terms: 'You must accept the terms and privacy policy to continue',
		captcha: 'Captcha verification failed',
		credentials: 'Failed to login. Please check your credentials.',
		rateLimited: 'Too many failed attempts. Please try again in {{minutes}} minutes.',
		codeRequired: 'Please enter the code from the e-mail',
		codeFormat: 'The code has 6 digits',
		codeInvalid: 'This code is not valid. Please check it or ask for a new one.',
		codeExpired: 'This code has expired. Please ask for a new one.',
		codeLocked: 'Too many wrong codes. Please ask for a new one.',
		resendWait: 'You can ask for a new code in {{seconds}} seconds.',
		invalidEmail: 'Invalid email',
		sameEmail: 'Same email: The new email is the same as the current email',
		currentPassword: 'The current password is not correct',
		origin: 'This form was sent from another site and was refused.',
		badRequest: 'The request could not be read. Please try again.',
		loginRequired: 'Please log in to continue.',
	},
}

export default auth
