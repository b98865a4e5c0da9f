/** Texts only the JSON endpoints answer with (the forms never show them). */
const api = {
	errors: {
		methodNotAllowed: 'This address does not accept {{method}} requests.',
		objectExpected: 'Send the subscription as a JSON object.',
		invalidValue: 'This value is not valid.',
		status: 'The status must be active or paused.',
		loadFailed: 'Your alerts could not be loaded. Please try again.',
		pauseAndPriceChange: 'You are pausing this alert and changing its price. Send priceChange: "keep" to keep the price change for when you resume, or "drop" to drop it.',
		priceChange: 'priceChange must be "keep" or "drop".',
	},
}

export default api
