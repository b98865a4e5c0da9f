const privacy = {
	meta: {
		title: 'Privacy policy | CarWatch',
		description:
			'What personal data CarWatch keeps, why, who processes it for us, which cookies we use and how to use your rights under the GDPR.',
	},
	heading: 'Privacy policy',
	lastUpdated: 'Last updated: 20 November 2026',
	intro:
		'This policy explains what personal data CarWatch keeps when you use the service, why we keep it and what you can do about it. We keep only what the service needs, and we do not sell your data.',
	contents: 'Contents',
	sections: [
		{
			id: 'data-we-collect',
			title: 'What we collect',
			paragraphs: ['We keep the following data:'],
			list: [
				'Account: your first and last name, username, e-mail address, and either a hash of your password (never the password itself) or, if you sign in with Google, your Google account id.',
				'E-mail verification codes, stored only as a hash.',
				'Your alert criteria: the cars you are looking for, the websites to watch, the check frequency and the notification language.',
				'Telegram: your Telegram username and the chat id our bot uses to write to you.',
				'The listings we have already sent for each alert, so that you do not get the same listing twice.',
				'Payment references: your Stripe customer and subscription ids, and the brand, last 4 digits and expiry date of your card.',
				'Waitlist: if you join the waitlist, your name and e-mail address.',
			],
		},
		{
			id: 'how-we-use',
			title: 'How we use your data',
			paragraphs: [
				'We use your data only to provide CarWatch: to run your alerts, to send you matching listings on Telegram, to send you e-mails about your account (such as verification codes, waitlist invitations and notices of changes), to bill your subscription and to answer your questions.',
				'We process this data because we need it to perform our contract with you. We do not use it for advertising and we do not sell it.',
			],
		},
		{
			id: 'payments',
			title: 'Payments',
			paragraphs: [
				'Card payments are handled by Stripe. We never see or store your full card number. We keep only the card brand, the last 4 digits and the expiry date, so that we can show you which card you use.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookies',
			paragraphs: [
				'We use no advertising, tracking or analytics cookies. We use only these cookies:',
			],
			list: [
				'a session cookie that keeps you signed in; scripts on the page cannot read it;',
				'a "language" cookie with the language you chose;',
				'a "theme" cookie with your light, dark or system theme;',
				'for ten minutes while you sign in with Google, a "google_redirect" cookie with the page to open afterwards;',
				'for up to thirty minutes after you open a password reset link, a "password_reset" cookie that keeps the link\'s token out of the address bar;',
				'only on the pages where you pay or add a card, Stripe\'s script sets Stripe\'s own cookies ("__stripe_mid", "__stripe_sid"), which Stripe uses to prevent card fraud.',
			],
		},
		{
			id: 'processors',
			title: 'Who processes data for us',
			paragraphs: [
				'We share data only with the providers that help us run the service, and only as far as each of them needs it:',
			],
			list: [
				'Stripe, for card payments;',
				'Telegram, which delivers our bot’s messages to you;',
				'our e-mail provider, which delivers our e-mails;',
				'Fly.io, our hosting provider, which runs our servers and database;',
				'Sentry, which receives error reports when error reporting is turned on.',
			],
		},
		{
			id: 'retention',
			title: 'How long we keep data',
			paragraphs: [
				'We keep your data for as long as you have an account with us. When you ask us to delete your account, we delete your data, except what the law requires us to keep, such as payment records.',
			],
		},
		{
			id: 'security',
			title: 'Security',
			paragraphs: [
				'We store passwords and verification codes only as hashes, keep the session cookie out of reach of scripts, and limit access to your data to what the service needs.',
			],
		},
		{
			id: 'gdpr',
			title: 'Your rights under the GDPR',
			paragraphs: [
				'If the General Data Protection Regulation (GDPR) applies to you, you have the following rights:',
			],
			list: [
				'to get a copy of your data (access and portability);',
				'to have wrong data corrected;',
				'to have your data deleted;',
				'to restrict or object to how we process your data;',
				'to complain to your data protection authority.',
			],
		},
		{
			id: 'exercise-rights',
			title: 'Exporting or deleting your data',
			paragraphs: [
				'To export or delete your data, or to use any of the rights above, write to {{email}} from the e-mail address of your account. We reply within 24 hours.',
			],
		},
		{
			id: 'age',
			title: 'Minimum age',
			paragraphs: ['CarWatch is for people aged 18 or over. We do not knowingly keep data about anyone younger.'],
		},
		{
			id: 'changes',
			title: 'Changes to this policy',
			paragraphs: [
				'If we change this policy in a way that affects you, we will tell you by e-mail at least 30 days before the change takes effect.',
			],
		},
	],
}

export default privacy
