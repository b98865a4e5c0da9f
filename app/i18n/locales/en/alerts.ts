const alerts = {
	errors: {
		notFound: 'Subscription not found',
		notEditable: 'This alert has been cancelled and can no longer be changed.',
		pauseAndPriceChangeTitle: 'Cannot Update Subscription',
		pauseAndPriceChange:
			"You can't pause and change your subscription price at the same time. Either pause it or change the price.",
		pauseUnpaid: 'An alert can be paused once its first payment has gone through.',
		createFailed: 'Failed to create subscription',
		updateFailed: 'Failed to update subscription',
		cancelFailed: 'Failed to cancel subscription. Please try again.',
		loginRequired: 'You must be logged in to create a subscription',
		full: "We're at capacity right now. Join the waitlist and we'll e-mail you when a place opens.",
		siteUnavailable: 'Choose from the sites listed.',
		brandUnknown: 'Choose a brand from the list.',
		modelNotInBrand: 'Choose a model of {{brand}}.',
	},
}

export default alerts
