const faq = {
	meta: {
		title: 'FAQ | CarWatch',
		description:
			'Answers about CarWatch: how the used-car alerts work, which websites we watch, what it costs, how to cancel, Telegram setup and your data.',
	},
	heading: 'Frequently asked questions',
	intro: 'Everything about how CarWatch works, what it costs and how we treat your data. Select a question to see its answer.',
	categories: {
		general: 'General',
		subscription: 'Subscription',
		technical: 'Technical',
	},
	questions: {
		whatIs: {
			question: 'What is CarWatch?',
			answer:
				'CarWatch is a used-car alert service. You describe the car you are looking for and choose the listing websites to watch. We check them for you at the pace you choose and send you a Telegram message when a check finds a matching listing, in English, German, French, Spanish or Italian.',
		},
		howItWorks: {
			question: 'How does it work?',
			intro: 'Setting up an alert takes a few minutes:',
			steps: [
				'Describe the car: brand, model and fuel, and if you like a price range, a year range and maximum kilometres.',
				'Choose the websites to watch and how often to check them.',
				'Connect Telegram by starting our bot from the link or QR code in the setup.',
				'Pay by card and your alert starts. Each new match arrives as a message with the price, kilometres, location and a link to the listing.',
			],
		},
		websites: {
			question: 'Which websites do you watch?',
			answer:
				'The list below comes straight from our system: it shows which marketplaces are watched now and which we are still connecting. For Facebook Marketplace you paste the address of a Marketplace search, and we read only that page.',
		},
		cost: {
			question: 'How much does it cost?',
			answer:
				'Each alert costs {{base}} per month. That covers one website, hourly checks, unlimited filters and Telegram notifications. Each additional website adds {{extraSite}} per month.',
			addOnsIntro: 'Faster checks are optional add-ons, per month:',
			addOns: {
				'30min': 'Every 30 minutes: +{{price}}',
				'15min': 'Every 15 minutes: +{{price}}',
				'5min': 'Every 5 minutes: +{{price}}',
				'1min': 'Every minute: +{{price}}',
			},
			note: 'Prices are in US dollars. You pay monthly by card through Stripe, and the subscription renews automatically each month.',
		},
		cancel: {
			question: 'Can I cancel at any time?',
			answer:
				'Yes. Cancel the alert from your dashboard whenever you like. Your alerts keep coming until the end of the period you have already paid for, and you are not charged again.',
		},
		multiple: {
			question: 'Can I have more than one alert?',
			answer:
				'Yes. You can set up several alerts on one account, for example for two different models. Each alert is its own monthly subscription with its own criteria, websites and check frequency, so you can change or cancel one without touching the others.',
		},
		limit: {
			question: 'Is there a limit on subscribers?',
			answer:
				'Yes. We accept at most {{capacity}} subscribers so that the checks stay fast for everyone. When all places are taken, you can join the waitlist and we e-mail you as soon as a place frees up.',
		},
		telegram: {
			question: 'How do I set up Telegram?',
			answer:
				'During the alert setup we show a link and a QR code for our Telegram bot. Open it, press Start in Telegram, then confirm in the setup that you have started the bot. This step is needed because a Telegram bot can only message people who have started it.',
		},
		frequency: {
			question: 'How often will I be notified?',
			answer:
				'You choose the check frequency for each alert, from every hour down to every minute. Hourly checks are included in the price; checks every 30, 15 or 5 minutes or every minute are add-ons. The first check shows you the newest matching cars already listed. After that, whenever a check finds a new listing that matches your criteria, the bot sends you a message; when one check finds more than five, they come in one message, the best deals first, with a link to all of them.',
		},
		privacy: {
			question: 'What data do you keep about me?',
			answer:
				'Only what the service needs: your account details, your alert criteria, your Telegram username and chat id, and payment references. Card payments are handled by Stripe; we never see your full card number and keep only the card brand, the last 4 digits and the expiry date. We use no advertising trackers.',
			link: 'Read our privacy policy',
		},
	},
	support: {
		heading: 'Still have a question?',
		text: 'Our support team replies within 24 hours.',
		button: 'Contact support',
	},
}

export default faq
