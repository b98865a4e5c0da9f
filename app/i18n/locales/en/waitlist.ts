const waitlist = {
	meta: {
		title: 'Waitlist | CarWatch',
		description: 'Join the CarWatch waitlist and we will e-mail you as soon as a place opens.',
	},
	heading: 'Join the waitlist',
	subtitle: 'We keep the number of subscribers small so every alert stays fast. Leave your details and we will write when a place opens.',
	box: {
		heading: 'Limited availability',
		description: 'CarWatch serves a limited number of subscribers at a time.',
		bullets: [
			'Alerts stay fast because each subscriber gets their share of checks.',
			'When a subscriber leaves, the place goes to the oldest waitlist entry.',
			'We e-mail you an invitation that holds the place for you for 48 hours.',
			'Joining the waitlist is free and you can ignore the invitation.',
		],
		active: 'Active subscribers',
		available: 'Places available',
		remaining: '{{remaining}} of {{capacity}} places remain.',
		full: 'All {{capacity}} places are taken right now.',
		percentFull: '{{percent}}% full',
	},
	form: {
		title: "Can't join right now?",
		firstName: 'First name',
		lastName: 'Last name',
		email: 'E-mail',
		emailDescription: 'We only use it to tell you when a place opens.',
		submit: 'Join the waitlist',
		submitting: 'Joining…',
	},
	errors: {
		controlCharacters: 'Remove the invisible control characters (such as a NUL byte) from this field.',
		email: 'Please enter a valid email address',
		firstName: 'First name must be at least 2 characters',
		lastName: 'Last name must be at least 2 characters',
		failed: 'Failed to join waitlist',
	},
	success: {
		title: "You're on the list!",
		description: "Thanks for joining our waitlist. We'll notify you when a spot becomes available.",
		message: 'Keep an eye on your inbox: the invitation holds a place for you for 48 hours.',
		home: 'Back to the home page',
	},
	check: {
		meta: {
			title: 'Availability | CarWatch',
			description: 'How many CarWatch places are taken and how many remain.',
		},
		heading: 'Check availability',
		subtitle: 'See whether you can start your alerts right away or should join the waitlist.',
		open: 'Places are open: you can set up your alerts now.',
		setup: 'Set up alerts',
		closed: 'All places are taken: join the waitlist and we will write when one opens.',
		join: 'Join the waitlist',
		unavailable: 'Availability cannot be shown right now. Please try again in a moment.',
	},
}

export default waitlist
