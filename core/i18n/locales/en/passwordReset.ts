/** /forgot-password and /reset-password; field errors live in `auth`. */
const passwordReset = {
	forgot: {
		meta: {
			title: 'Forgot your password? | CarWatch',
			description: 'Ask for a link by e-mail to choose a new password for your CarWatch account.',
		},
		heading: 'Forgot your password?',
		intro: 'Enter the e-mail address of your account. We send you a link to choose a new password; it works once, for 30 minutes.',
		email: 'Email',
		submit: 'Send me the link',
		submitting: 'Sending…',
		failed: 'No link was sent',
		sentHeading: 'Check your inbox',
		sent: 'If an account uses {{email}}, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
		sentHint: 'Nothing after a few minutes? Look in your spam folder and check the address, or ask again: a new link replaces the older ones.',
		askAgain: 'Ask again',
		backToLogin: 'Back to log in',
	},
	reset: {
		meta: {
			title: 'Choose a new password | CarWatch',
			description: 'Choose a new password for your CarWatch account.',
		},
		heading: 'Choose a new password',
		forAccount: 'For the account {{email}}.',
		googleOnly: 'Your account signs in with Google. With a password you can also log in with your e-mail address; Google sign-in keeps working.',
		signOutNote: 'Saving it signs you out on every device where you are signed in, and signs you in here.',
		newPassword: 'New password',
		passwordDescription: 'At least 6 characters',
		confirmPassword: 'Confirm the new password',
		showPassword: 'Show or hide the password',
		submit: 'Save the new password',
		submitting: 'Saving…',
		doneHeading: 'Your password has been changed',
		done: 'Every device that was signed in to your account has been signed out; you are signed in here with the new password.',
		dashboard: 'Go to your dashboard',
		problemHeading: 'This link cannot be used',
		newLink: 'Ask for a new link',
	},
	errors: {
		tooManyFromClient_one: 'Too many reset links were asked for from your network. Please try again in {{count}} minute.',
		tooManyFromClient_other: 'Too many reset links were asked for from your network. Please try again in {{count}} minutes.',
		tooManyForAddress_one: 'Too many reset links were asked for this address in the last hour. Please try again in {{count}} minute.',
		tooManyForAddress_other: 'Too many reset links were asked for this address in the last hour. Please try again in {{count}} minutes.',
		invalid: 'This reset link is not valid. Each new link replaces the older ones: open the newest e-mail, or ask for a new link.',
		expired: 'This reset link has expired: a link works for 30 minutes. Please ask for a new one.',
		used: 'This reset link has already been used. If you still want to change your password, ask for a new link.',
	},
}

export default passwordReset
