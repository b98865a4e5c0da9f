const about = {
	meta: {
		title: 'About us | CarWatch',
		description:
			'Why we built CarWatch, what we stand for and the small team behind the used-car alerts on Telegram.',
	},
	heading: 'About CarWatch',
	intro: 'We help used-car buyers see the right listing first, without refreshing listing websites all day.',
	story: {
		heading: 'Our story',
		paragraphs: [
			'Anyone who has bought a used car knows the routine: the same searches on several websites, several times a day, and still the good offers are gone before you call. We went through it ourselves and thought a computer should do the watching.',
			'So we wrote a small program that ran our searches on a schedule and sent a Telegram message whenever something new appeared. It saved us hours, friends started asking for it, and CarWatch grew out of that.',
			'Today CarWatch does the same for anyone: you describe the car once, choose the websites and the pace, and we message you when a matching listing appears.',
		],
	},
	mission: {
		heading: 'What we stand for',
		items: [
			{
				title: 'Be first, not lucky',
				text: 'Good used cars sell fast. Checks from every hour down to every minute put a new listing in your Telegram while it is still available.',
			},
			{
				title: 'Clear and fair',
				text: 'One monthly price per alert in US dollars, shown before you pay. Cancel any time; your alert runs until the end of the period you paid for.',
			},
			{
				title: 'Small on purpose',
				text: 'We limit the number of subscribers so every alert stays fast, and we keep only the data the service needs, with no advertising trackers.',
			},
		],
	},
	team: {
		heading: 'The team',
		intro: 'CarWatch is built and run by a small founding team.',
		members: [
			{
				name: 'Marko Petrović',
				role: 'Co-founder, product and engineering',
				bio: 'Wrote the first version of CarWatch to find his own car. Looks after the alert engine and the website connections.',
			},
			{
				name: 'Anna Weber',
				role: 'Co-founder, operations and support',
				bio: 'Answers your e-mails and Telegram messages, and turns what subscribers tell her into improvements.',
			},
			{
				name: 'Luca Romano',
				role: 'Founding engineer',
				bio: 'Works on the Telegram bot, the notifications in five languages and keeping the checks reliable.',
			},
		],
	},
	join: {
		heading: 'Join us',
		text: 'We are a small team and always glad to hear from people who want to help car buyers.',
		button: 'See open positions',
	},
	more: {
		heading: 'Learn more',
		faq: 'Frequently asked questions',
		pricing: 'Pricing',
		support: 'Contact support',
	},
}

export default about
