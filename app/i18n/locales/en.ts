/** English is the source of every user-visible text; the other languages must have the same keys. */
const en = {
	app: {
		name: 'CarWatch',
		tagline: 'Used-car alerts on Telegram',
	},
	meta: {
		homeTitle: 'CarWatch: used-car alerts on Telegram',
		homeDescription:
			'Tell us the car you want once. We watch the listing sites and message you on Telegram the moment a match appears.',
		notFoundTitle: '404 Page Not Found',
		errorTitle: 'Something went wrong',
	},
	home: {
		title: 'Find your next car before anyone else',
		subtitle:
			'Tell us once which car you want. We watch the listing sites and send you a Telegram message the moment a match appears.',
	},
	errors: {
		notFoundHeading: '404 Page Not Found',
		notFoundText: 'We could not find the page you asked for.',
		backHome: 'Back to the home page',
		unexpectedHeading: 'Something went wrong',
		unexpectedText: 'An unexpected error occurred. Please try again.',
	},
}

export default en

type DeepStringRecord<T> = { [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]> }
/** The shape every other language must fill in completely. */
export type Translation = DeepStringRecord<typeof en>
