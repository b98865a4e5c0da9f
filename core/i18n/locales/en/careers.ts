const careers = {
	meta: {
		title: 'Careers at CarWatch',
		description: 'Open positions at CarWatch and where to send an application.',
	},
	heading: 'Careers at CarWatch',
	positionsHeading: 'Open positions',
	noPositions: 'There are no open positions right now.',
	posted: 'Posted {{date}}',
	apply: 'Apply now',
	applyLabel: 'Apply now: {{position}}',
	applySubject: 'Application: {{position}}',
	openHeading: "Don't see the right role?",
	openText:
		'We are always glad to meet people who care about what we do. Tell us about yourself and how you would like to help.',
	openButton: 'Send an open application',
	openSubject: 'Open application',
	emailNote: 'Applications go to {{email}}.',
}

export default careers
