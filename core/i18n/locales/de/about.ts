import { type Shape } from '../../shape.ts'
import type en from '../en/about.ts'

const about: Shape<typeof en> = {
	meta: {
		title: 'Über uns | CarWatch',
		description: 'Was CarWatch für Gebrauchtwagenkäufer tut und wofür es steht.',
	},
	heading: 'Über CarWatch',
	intro: 'Wir helfen Gebrauchtwagenkäufern, das richtige Inserat vor allen anderen zu sehen, ohne den ganzen Tag Portale neu zu laden.',
	story: {
		heading: 'Warum CarWatch',
		paragraphs: [
			'Wer schon einmal einen Gebrauchtwagen gekauft hat, kennt das: dieselben Suchen auf mehreren Portalen, mehrmals am Tag, und trotzdem sind die guten Angebote weg, bevor man anruft. CarWatch übernimmt dieses Beobachten für Sie.',
			'Sie beschreiben das Auto einmal, wählen Portale und Tempo, und wir schreiben Ihnen auf Telegram, sobald ein passendes Inserat erscheint.',
		],
	},
	mission: {
		heading: 'Wofür wir stehen',
		items: [
			{
				title: 'Schnell statt Glück',
				text: 'Gute Gebrauchtwagen sind schnell verkauft. Prüfungen von stündlich bis jede Minute bringen ein neues Inserat in Ihr Telegram, solange es noch zu haben ist.',
			},
			{
				title: 'Klar und fair',
				text: 'Ein Monatspreis pro Alarm in US-Dollar, den Sie vor dem Bezahlen sehen. Jederzeit kündbar; Ihr Alarm läuft bis zum Ende des bezahlten Zeitraums.',
			},
			{
				title: 'Bewusst klein',
				text: 'Wir begrenzen die Zahl der Abonnenten, damit jeder Alarm schnell bleibt, und speichern nur die Daten, die der Dienst braucht – ohne Werbe-Tracker.',
			},
		],
	},
	team: {
		heading: 'Das Team',
	},
	join: {
		heading: 'Mitmachen',
		text: 'Sehen Sie sich die offenen Stellen an oder senden Sie uns eine Initiativbewerbung.',
		button: 'Offene Stellen ansehen',
	},
	more: {
		heading: 'Mehr erfahren',
		faq: 'Häufig gestellte Fragen',
		pricing: 'Preise',
		support: 'Support kontaktieren',
	},
}

export default about
