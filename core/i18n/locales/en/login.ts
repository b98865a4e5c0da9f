const login = {
	meta: {
		title: 'Log in | CarWatch',
		description: 'Log in to CarWatch to manage your used-car alerts and Telegram notifications.',
	},
	heading: 'Log in',
	subtitle: 'Welcome back. Log in to manage your car alerts.',
	form: {
		email: 'Email',
		password: 'Password',
		captcha: 'Security check',
		captchaNoScript: 'The security check needs JavaScript. Please turn it on to log in.',
		submit: 'Log in',
		submitting: 'Logging in…',
	},
	failed: 'Login failed',
	or: 'or',
	google: 'Continue with Google',
	noAccount: "Don't have an account yet?",
	register: 'Create an account',
	errors: {
		google: 'Google sign-in failed. Please try again or log in with your email and password.',
	},
	loggedOut: 'You have been logged out.',
	forgotPassword: 'Forgot password?',
	lockedOutHint: 'Cannot remember your password? Choose a new one with a link by e-mail: that also ends the wait.',
	lockedOutLink: 'Reset my password',
}

export default login
