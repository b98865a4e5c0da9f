/** The e-mails, one group each, as plain text: a mail escapes each paragraph for its HTML part. */
const mail = {
	verify: {
		subject: 'Your CarWatch verification code: {{code}}',
		intro: 'Hello {{name}},',
		code: 'Your verification code is {{code}}.',
		expiry: 'It expires in 15 minutes.',
		ignore: 'If you did not ask for it, you can ignore this e-mail.',
	},
	invite: {
		subject: 'A CarWatch place is free for you',
		intro: 'Hello {{name}},',
		held: 'A place at CarWatch has opened up and it is yours: we hold it for you until {{expiry}}.',
		action: 'To take it, register or log in with this same e-mail address ({{email}}) before then, and set up your alert here:',
		after: 'After that time the place goes to the next person on the waitlist.',
		ignore: 'If you no longer need it, you can ignore this e-mail.',
	},
	waitlistConfirm: {
		subject: 'Confirm your place on the CarWatch waitlist',
		intro: 'Hello {{name}},',
		body: 'Please confirm that you want to join the CarWatch waitlist with this address ({{email}}). Until you do, the entry holds no place in line and gets no invitation.',
		action: 'Confirm it here before {{expiry}}:',
		ignore: 'If you did not sign up, ignore this e-mail: the entry is deleted unconfirmed.',
	},
	telegramBlocked: {
		subject: 'Your CarWatch alerts cannot reach you on Telegram',
		intro: 'Hello {{name}},',
		body: 'Telegram told us that you blocked the CarWatch bot (or deleted the chat with it), so we can no longer send you new listings. Your alerts keep running.',
		action: 'To receive them again, open this link in Telegram and press Start:',
		dashboard: 'If you stopped the bot on purpose, you can pause or cancel your alerts on your dashboard: {{url}}',
	},
	paymentFailed: {
		subject: 'CarWatch: your payment did not go through',
		intro: 'Hello {{name}},',
		body: 'We could not take this month’s payment of {{price}} for your alert “{{alert}}”. The alert keeps running with its current settings while your bank and we try again over the next days.',
		action: 'To keep it, add a card or choose another default card here; we retry the payment at once:',
		after: 'If the payment still fails after the last retry, the alert ends and no more checks run for it.',
	},
	reset: {
		subject: 'Reset your CarWatch password',
		intro: 'Hello {{name}},',
		body: 'Someone, hopefully you, asked to reset the password of the CarWatch account for {{email}}.',
		noPassword: 'Your account signs in with Google and has no password yet: with this link you can set one, and signing in with Google keeps working.',
		action: 'Choose a new password here. The link works once, until {{expiry}} (30 minutes):',
		after: 'Setting a new password signs you out on every device where you are signed in. A newer link replaces this one.',
		ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
	},
	signature: 'The CarWatch team',
}

export default mail
