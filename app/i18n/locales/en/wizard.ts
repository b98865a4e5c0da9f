const wizard = {
	errors: {
		websites: 'At least one website must be selected',
		facebookUrlRequired: 'Facebook Marketplace URL is required when Facebook is selected',
		facebookUrlInvalid:
			'Paste the address of a Facebook Marketplace search: it starts with https://www.facebook.com/marketplace/',
		frequency: 'Choose how often we check',
		brand: 'Car brand is required',
		model: 'Car model is required',
		fuel: 'Fuel type is required',
		priceMin: 'Minimum price must be a number',
		priceMax: 'Maximum price must be a number',
		priceRange: 'The minimum price must not be higher than the maximum price',
		yearMin: 'Minimum year must be a valid year',
		yearMax: 'Maximum year must be a valid year',
		yearRange: 'The first year must not be later than the last year',
		maxKilometers: 'Max kilometers must be a number',
		telegramUsername: 'Telegram username is required',
		telegramUsernameFormat: 'A Telegram username has 5 to 32 letters, digits or underscores, without the @',
		language: 'Notification language is required',
		contactBot: 'Contact Bot Required: You must start a chat with our Telegram bot and send a message to receive car alerts',
		terms: 'You must agree to the terms and conditions',
	},
}

export default wizard
