const about = {
	meta: {
		title: 'About us | CarWatch',
		description: 'What CarWatch does for used-car buyers and what it stands for.',
	},
	heading: 'About CarWatch',
	intro: 'We help used-car buyers see the right listing first, without refreshing listing websites all day.',
	story: {
		heading: 'Why CarWatch',
		paragraphs: [
			'Anyone who has bought a used car knows the routine: the same searches on several websites, several times a day, and still the good offers are gone before you call. CarWatch does that watching for you.',
			'You describe the car once, choose the websites and the pace, and we message you on Telegram when a matching listing appears.',
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
	},
	join: {
		heading: 'Join us',
		text: 'See the open positions, or send us an open application.',
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
