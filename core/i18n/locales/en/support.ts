const support = {
	meta: {
		title: 'Support | CarWatch',
		description:
			'Get help with CarWatch: e-mail support with a reply within 24 hours, Telegram setup, updates, Facebook Marketplace, cancelling and the waitlist.',
	},
	heading: 'Support',
	intro: 'Questions about your alerts, Telegram or your subscription? We are here to help.',
	email: {
		heading: 'E-mail support',
		text: 'Write to us at any time. We reply within 24 hours.',
		label: 'Our address:',
	},
	faq: {
		heading: 'Common questions',
		telegram: {
			question: 'How do I set up Telegram notifications?',
			intro: 'Our bot can only message people who have started it, so connect it once while you set up your alert:',
			steps: [
				'Start setting up an alert and go on to the notification step.',
				'Open our bot with the link shown there, or scan the QR code with your phone.',
				'In Telegram, press Start.',
				'Back in the setup, confirm that you have started the bot and continue.',
			],
			outro: 'Alerts then arrive in the language you chose: English, German, French, Spanish or Italian.',
		},
		updates: {
			question: 'How do updates work?',
			answer:
				'We check the websites you chose at the pace you chose, from every hour down to every minute. When a check finds a new listing that matches your criteria, our bot sends you a Telegram message with the price, kilometres, location and a link to the listing; more than five at once come in one message, the best deals first. A change that alters your price takes effect from your next billing period.',
		},
		facebook: {
			question: 'How do Facebook Marketplace listings work?',
			answer:
				'For Facebook Marketplace you give us a search address: run a search on Marketplace with your filters, copy the address from your browser (a facebook.com/marketplace address) and paste it into the alert setup. We read only that page, nothing else on Facebook. The list below shows whether Marketplace is watched now or still being connected.',
		},
		cancel: {
			question: 'How do I cancel?',
			answer:
				'Open My alerts from the menu under your name, cancel the alert you want to stop and confirm. The alert keeps running until the end of the period you have already paid for, and you are not charged again. Your other alerts are not affected.',
		},
		full: {
			question: 'What happens when the service is full?',
			answer:
				'We accept at most {{capacity}} subscribers. When all places are taken, new users cannot start an alert but can join the waitlist, and we e-mail you as soon as a place frees up.',
			link: 'Join the waitlist',
		},
	},
	help: {
		heading: 'Still need help?',
		text: 'Message our support team on Telegram at @{{handle}}, or e-mail {{email}}.',
		button: 'Message us on Telegram',
	},
}

export default support
