import { vocabulary } from '../../../vocabulary.ts'

const alerts = {
	errors: {
		notFound: 'Subscription not found',
		notKeepable: 'This alert can no longer be kept: its paid period has ended.',
		notEditable: 'This alert can no longer be changed.',
		pauseAndPriceChangeTitle: 'Cannot Update Subscription',
		pauseAndPriceChange:
			// The spec's text, word for word (docs/product/decisions.md: refused "with the spec's message").
			'You pause and update your subscription price at the same time. You either need to pause or update the price.',
		pauseUnpaid: 'An alert can be paused once its first payment has gone through.',
		createFailed: 'Failed to create subscription',
		updateFailed: 'Failed to update subscription',
		cancelFailed: 'Failed to cancel subscription. Please try again.',
		loginRequired: 'You must be logged in to create a subscription',
		full: "We're at capacity right now. Join the waitlist and we'll e-mail you when a place opens.",
		siteUnavailable: 'Choose from the sites listed.',
		siteBusy_1min: '{{site}} cannot check one more alert this often right now without slowing down the alerts it already serves. The fastest it can take now is every minute.',
		siteBusy_5min: '{{site}} cannot check one more alert this often right now without slowing down the alerts it already serves. The fastest it can take now is every 5 minutes.',
		siteBusy_15min: '{{site}} cannot check one more alert this often right now without slowing down the alerts it already serves. The fastest it can take now is every 15 minutes.',
		siteBusy_30min: '{{site}} cannot check one more alert this often right now without slowing down the alerts it already serves. The fastest it can take now is every 30 minutes.',
		siteBusy_hourly: '{{site}} cannot check one more alert this often right now without slowing down the alerts it already serves. The fastest it can take now is every hour.',
		siteFull: '{{site}} cannot take one more alert right now without slowing down the alerts it already serves. Choose another site, or try again later.',
		brandUnknown: 'Choose a brand from the list.',
		modelNotInBrand: 'Choose a model of {{brand}}.',
		status: 'Choose active or paused.',
		badForm: 'The form could not be read. Please try again.',
		loadFailed: 'Failed to fetch subscription',
		loadFailedText: 'Something went wrong while loading this alert. Please try again.',
	},
	edit: {
		meta: {
			title: 'Edit alert | CarWatch',
			description: 'Change what your car alert watches, how often it checks and where it reports.',
		},
		title: 'Edit alert',
		subtitle: '{{alert}}: change what it watches, how often it checks and where it reports.',
		back: 'Back to my alerts',
		notFoundText: 'This alert does not exist or belongs to another account.',
		sections: {
			websites: 'Websites and frequency',
			car: 'Car',
			telegram: 'Telegram',
		},
		status: 'Status',
		statusDescription: 'Pausing stops the checks at once and pauses billing. While the alert is paused, its other settings cannot be changed.',
		statuses: { active: vocabulary.en.statuses.active, paused: vocabulary.en.statuses.paused },
		pausedNote: 'The alert is paused. Set it to Active to change its settings.',
		currentPrice: 'Current price: {{price}}/month',
		pendingChange:
			'A change to {{price}}/month is waiting for your next billing period, and the form shows it. Until then the alert runs with its current settings.',
		priceRule: 'Changes that keep the price apply at once. A new price applies from the next billing period, once it has been paid.',
		unpaidRule: 'This alert has not been paid for yet, so every change applies at once.',
		submit: 'Save changes',
		submitting: 'Saving…',
	},
	cancel: {
		meta: {
			title: 'Cancel alert | CarWatch',
			description: 'Cancel one of your car alerts.',
		},
		title: 'Cancel alert for {{alert}}?',
		endsNow: 'The alert stops at once and nothing more is charged for it.',
		runsUntil: 'You have paid until {{date}}: the alert keeps sending matches until then and then ends. It will not renew.',
		confirm: 'Yes, cancel alert',
		keep: 'Keep alert',
		busy: 'Cancelling…',
		already: 'This alert is already cancelled.',
	},
	/** The models a buyer muted from a Telegram message (docs/decisions/040-listing-buttons.md). */
	muted: {
		title: 'Muted models',
		hint: 'Muted from a Telegram message: no messages about these models for this alert.',
		unmute: 'Unmute',
		unmuteLabel: 'Unmute {{model}}',
		badForm: 'Choose a muted model of this alert.',
	},
	keep: {
		title: 'Changed your mind?',
		text: 'This alert is cancelled, but its paid period is still running. You can keep it.',
		explanation: 'This alert is cancelled and runs until {{date}}. Keep it, and it carries on and renews then as before.',
		submit: 'Keep my alert',
		busy: 'Keeping…',
	},
}

export default alerts
