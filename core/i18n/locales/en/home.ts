const home = {
	meta: {
		title: 'CarWatch: used-car alerts on Telegram',
		description:
			'Tell us the car you want once. We check the listing sites as often as you choose, from every hour to every minute, and message you on Telegram about each new match.',
	},
	hero: {
		eyebrow: 'Used-car alerts on Telegram',
		title: 'Find your next car before anyone else',
		subtitle:
			'Tell us once which car you want. We check the listing sites as often as you choose, from every hour to every minute, and send you a Telegram message for each new match: photo, price, kilometres, location and link.',
		primary: 'Set up my alerts',
		secondary: 'How it works',
		preview: {
			label: 'What you get',
			caption: 'A sample alert on our demo market, worked out from its listings as you load this page: the Telegram message its newest match sent, and the alert as your dashboard shows it.',
			message: 'The message on Telegram',
			card: 'The alert on your dashboard',
			botName: 'CarWatch bot',
			photoAlt: 'Photo of the listing',
			none: 'No car on the demo market has matched the sample alert yet.',
		},
	},
	features: {
		heading: 'Everything you need to be first',
		subtitle: 'One set of criteria, several marketplaces, one message when it matters.',
		items: [
			{
				title: 'Several sites, one search',
				text: 'Describe the car once and we apply your criteria to every marketplace you choose.',
			},
			{
				title: 'Instant Telegram messages',
				text: 'Each new match arrives as a Telegram message with photo, price, kilometres, location and a link to the listing.',
			},
			{
				title: 'Precise filters',
				text: 'Brand, model, fuel, price range, year range and maximum kilometres. We check them again on every listing.',
			},
			{
				title: 'You choose the pace',
				text: 'Checks from every hour down to every minute. Faster checks mean you see new listings sooner.',
			},
			{
				title: 'Your language',
				text: 'Alerts and the whole site in English, German, French, Spanish and Italian.',
			},
			{
				title: 'Your account, your alerts',
				text: 'Pause, edit or cancel any alert from your dashboard whenever you like.',
			},
		],
		sitesHeading: 'Marketplaces',
	},
	howItWorks: {
		heading: 'How it works',
		steps: [
			{ title: 'Tell us your preferences', text: 'Brand, model, fuel, budget, years and kilometres, and the sites to watch.' },
			{ title: 'Connect Telegram', text: 'Open our bot from the link or QR code and press Start. That is all it takes.' },
			{ title: 'Get notified', text: 'We check the sites at your chosen pace and message you when a new match appears.' },
			{ title: 'Find your car', text: 'Open the listing straight from the message and contact the seller before others do.' },
		],
	},
	pricing: {
		heading: 'Simple pricing',
		subtitle: 'One monthly price per alert, in US dollars. Cancel any time.',
		planName: 'Base plan',
		perMonth: '/month',
		included: [
			'One website',
			'Hourly checks',
			'Unlimited filters',
			'Telegram notifications',
		],
		addOnsHeading: 'Add-ons',
		extraWebsite: 'Each additional website',
		frequency: {
			'30min': 'Checks every 30 minutes',
			'15min': 'Checks every 15 minutes',
			'5min': 'Checks every 5 minutes',
			'1min': 'Checks every minute',
		},
		addOnPrice: '+{{price}}/mo',
		note: 'Each alert is its own monthly subscription, paid by card and renewed automatically. After you cancel, alerts continue until the end of the period you paid for.',
		cta: 'Start now',
	},
	faq: {
		heading: 'Frequently asked questions',
		items: [
			{
				question: 'What does CarWatch do?',
				answer:
					'You describe the used car you want and choose the sites to watch. We check those sites at your chosen pace and send you a Telegram message when a check finds a new matching listing.',
			},
			{
				question: 'Which websites do you watch?',
				answer: 'The list below shows which marketplaces are watched now and which are being connected.',
			},
			{
				question: 'How often are the sites checked?',
				answer:
					'From every hour down to every minute. Hourly checks are included; faster checks are an add-on.',
			},
			{
				question: 'How much does it cost?',
				answer:
					'{{base}} per month for one website with hourly checks. Each additional website adds {{extraSite}} per month, and faster checks add from {{fastest}} per month.',
			},
			{
				question: 'Can I cancel at any time?',
				answer:
					'Yes. Cancel from your dashboard; your alerts keep coming until the end of the period you already paid for, and you are not charged again.',
			},
			{
				question: 'Why is there a waitlist?',
				answer:
					'We accept a limited number of subscribers ({{capacity}}) so every alert stays fast. When all places are taken you can join the waitlist and we e-mail you when one opens.',
			},
		],
		contact: 'Another question? Write to us at',
	},
	signup: {
		heading: 'Ready to find your car?',
		text: 'Start here: choose the sites to watch and how often. Then describe the car, connect Telegram and create your account when you submit.',
		// Signed in: the account exists already.
		textSignedIn: 'Start here: choose the sites to watch and how often. Then describe the car and connect Telegram.',
		waitlist: 'Join the waitlist',
		fullText: 'All places are taken right now. Join the waitlist and we will e-mail you when a place opens.',
	},
}

export default home
