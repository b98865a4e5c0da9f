const terms = {
	meta: {
		title: 'Terms of service | CarWatch',
		description:
			'The terms for using CarWatch: subscriptions, payment, cancellation, Telegram notifications, third-party listings and cookies.',
	},
	heading: 'Terms of service',
	lastUpdated: 'Last updated: 20 November 2026',
	intro:
		'These terms apply to your use of CarWatch, a service that watches used-car listing websites for you and sends matching listings to you on Telegram. Please read them before you sign up.',
	contents: 'Contents',
	sectionHeading: '{{number}}. {{title}}',
	sections: [
		{
			id: 'acceptance',
			title: 'Acceptance of terms',
			paragraphs: [
				'By creating an account or using CarWatch you agree to these terms and to our privacy policy. If you do not agree, please do not use the service.',
			],
		},
		{
			id: 'service',
			title: 'The service',
			paragraphs: [
				'CarWatch checks the listing websites you choose for cars that match your alert criteria (such as brand, model, fuel type, price, year and kilometres) and sends new matches to you through our Telegram bot.',
				'Depending on your plan, checks run from every hour down to every minute. A listing can only reach you after it has been published on the website and found by one of our checks.',
			],
		},
		{
			id: 'eligibility',
			title: 'Eligibility and your account',
			paragraphs: [
				'You must be at least 18 years old to use CarWatch.',
				'You agree to give accurate account details, to keep your password secret and to tell us at once if you think someone else has used your account. You are responsible for what happens in your account.',
			],
		},
		{
			id: 'subscriptions',
			title: 'Subscriptions and payment',
			paragraphs: [
				'CarWatch is a monthly subscription. Prices are in US dollars and the price of each alert depends on the number of websites and the check frequency you choose; the total is shown before you pay.',
				'Payment is by card through our payment provider, Stripe. Your subscription renews automatically every month and your card is charged at the start of each billing period until you cancel.',
			],
		},
		{
			id: 'cancellation',
			title: 'Cancellation',
			paragraphs: [
				'You can cancel a subscription at any time. Cancelling stops future renewals; the service continues until the end of the billing period you have already paid for, and then ends.',
				'Nothing in these terms limits any right you have under the law of your country.',
			],
		},
		{
			id: 'capacity',
			title: 'Limited places and the waitlist',
			paragraphs: [
				'To keep every alert fast, we limit the number of subscribers. When all places are taken, new users can join a waitlist. When a place becomes free, we invite the person who has waited longest by e-mail and hold the place for them for 48 hours.',
				'Joining the waitlist does not guarantee a place.',
			],
		},
		{
			id: 'telegram',
			title: 'Telegram notifications',
			paragraphs: [
				'Notifications are sent by our Telegram bot. You need a Telegram account, and you must start the bot yourself: a Telegram bot can only send messages to people who have started it.',
				'Telegram is a service we do not run. Delivery of messages depends on Telegram, and we are not responsible for delays or failures on its side.',
			],
		},
		{
			id: 'listings',
			title: 'Third-party listings',
			paragraphs: [
				'Listings come from third-party websites that we do not control. We do not guarantee that we find every listing, or that the price, description or other details of a listing are accurate. Listings may be removed, changed or wrong.',
				'We are not a party to any purchase. Always check a car, its documents and the seller yourself before you pay.',
			],
		},
		{
			id: 'acceptable-use',
			title: 'Acceptable use',
			paragraphs: ['When you use CarWatch, you agree not to:'],
			list: [
				'break the law or the rights of others;',
				'try to get into accounts or systems that are not yours;',
				'overload, disrupt or attack the service;',
				'resell or share the service or your account with others.',
			],
		},
		{
			id: 'liability',
			title: 'Availability and liability',
			paragraphs: [
				'We work to keep CarWatch running, but we cannot promise that it will always be available or free of errors. Checks and notifications may sometimes be delayed or missed, for example when a listing website or Telegram is unavailable.',
				'We may suspend or close an account that breaks these terms. To the extent the law allows, we are not liable for indirect losses, such as a missed purchase.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookies',
			paragraphs: [
				'CarWatch does not use advertising, tracking or analytics cookies.',
				'We set only the cookies the service needs to work:',
			],
			list: [
				'a session cookie that keeps you signed in (it cannot be read by scripts on the page);',
				'a "language" cookie that remembers the language you chose;',
				'a "theme" cookie that remembers your light, dark or system theme;',
				'for ten minutes while you sign in with Google, a "google_redirect" cookie with the page to open afterwards;',
				'for up to thirty minutes after you open a password reset link, a "password_reset" cookie that keeps the link\'s token out of the address bar;',
				'only on the pages where you pay or add a card, Stripe\'s script sets Stripe\'s own cookies ("__stripe_mid", "__stripe_sid"), which Stripe uses to prevent card fraud.',
			],
		},
		{
			id: 'changes',
			title: 'Changes to the service and these terms',
			paragraphs: [
				'We may change these terms or our prices. We will tell you by e-mail at least 30 days before a change takes effect. If you do not agree with a change, you can cancel before it applies to you.',
			],
		},
		{
			id: 'contact',
			title: 'Contact',
			paragraphs: [
				'Questions about these terms? Write to us at {{email}}. We reply within 24 hours.',
			],
		},
	],
}

export default terms
