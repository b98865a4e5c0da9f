import type { Translation } from './en.ts'

const de: Translation = {
	app: {
		name: 'CarWatch',
		tagline: 'Gebrauchtwagen-Alarme auf Telegram',
	},
	meta: {
		homeTitle: 'CarWatch: Gebrauchtwagen-Alarme auf Telegram',
		homeDescription:
			'Sagen Sie uns einmal, welches Auto Sie suchen. Wir beobachten die Inserateportale und schreiben Ihnen auf Telegram, sobald ein passendes Angebot erscheint.',
		notFoundTitle: '404 Seite nicht gefunden',
		errorTitle: 'Etwas ist schiefgelaufen',
	},
	home: {
		title: 'Finden Sie Ihr nächstes Auto vor allen anderen',
		subtitle:
			'Sagen Sie uns einmal, welches Auto Sie suchen. Wir beobachten die Inserateportale und senden Ihnen eine Telegram-Nachricht, sobald ein passendes Angebot erscheint.',
	},
	errors: {
		notFoundHeading: '404 Seite nicht gefunden',
		notFoundText: 'Die gesuchte Seite konnten wir nicht finden.',
		backHome: 'Zur Startseite',
		unexpectedHeading: 'Etwas ist schiefgelaufen',
		unexpectedText: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
	},
}

export default de
