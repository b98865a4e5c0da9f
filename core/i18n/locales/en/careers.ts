/** When each open position was posted, the same in every language; in the order of `positions`. */
export const positionPostedDates = ['2026-11-10', '2026-11-04', '2026-10-28', '2026-10-20'] as const

const careers = {
	meta: {
		title: 'Careers at CarWatch',
		description:
			'Join a small remote team that helps people find the right used car. See our open positions or send us an open application.',
	},
	heading: 'Careers at CarWatch',
	intro:
		'We are a small team building alerts that help people find the right used car before anyone else does. We work remotely, write things down, and care about software that tells the truth and simply works. If that sounds like you, we would like to hear from you.',
	perksHeading: 'Why work with us',
	perks: [
		{
			title: 'Flexible Schedule',
			text: 'Plan your working day around your life. We agree on results and a few shared hours, not on when you sit at your desk.',
		},
		{
			title: 'Remote First',
			text: 'Work from wherever you do your best work. Discussions and decisions happen in writing, so nobody misses out for being in another time zone.',
		},
		{
			title: 'Fast Growth',
			text: 'We are a young product with a lot still to build. You take on real responsibility early and grow as the company grows.',
		},
	],
	positionsHeading: 'Open positions',
	posted: 'Posted {{date}}',
	apply: 'Apply Now',
	applyLabel: 'Apply Now: {{position}}',
	applySubject: 'Application: {{position}}',
	positions: [
		{
			title: 'Full-Stack Developer',
			type: 'Remote, full-time',
			text: 'Build the web app our subscribers use every day, from the alert setup to billing, with TypeScript, Remix, React and PostgreSQL.',
		},
		{
			title: 'Data Engineer',
			type: 'Remote, full-time',
			text: 'Turn listing pages from many marketplaces into clean, reliable data, and make sure we notice quickly when a site changes.',
		},
		{
			title: 'Customer Success Manager',
			type: 'Remote, full-time',
			text: 'Help subscribers set up their alerts and connect Telegram, answer their questions by e-mail, and bring what you learn back to the team.',
		},
		{
			title: 'UX/UI Designer',
			type: 'Remote, part-time',
			text: 'Design clear, accessible screens for the alert setup and the dashboard, and the messages we send, in five languages.',
		},
	],
	openHeading: "Don't see the right role?",
	openText:
		'We are always glad to meet people who care about what we do. Tell us about yourself and how you would like to help.',
	openButton: 'Send Open Application',
	openSubject: 'Open application',
	emailNote: 'Applications go to {{email}}.',
}

export default careers
