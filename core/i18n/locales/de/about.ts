import { type Shape } from '../../shape.ts'
import type en from '../en/about.ts'

const about: Shape<typeof en> = {
	meta: {
		title: 'Über uns | CarWatch',
		description:
			'Warum wir CarWatch gebaut haben, wofür wir stehen und das kleine Team hinter den Gebrauchtwagen-Alarmen auf Telegram.',
	},
	heading: 'Über CarWatch',
	intro: 'Wir helfen Gebrauchtwagenkäufern, das richtige Inserat vor allen anderen zu sehen, ohne den ganzen Tag Portale neu zu laden.',
	story: {
		heading: 'Unsere Geschichte',
		paragraphs: [
			'Wer schon einmal einen Gebrauchtwagen gekauft hat, kennt das: dieselben Suchen auf mehreren Portalen, mehrmals am Tag, und trotzdem sind die guten Angebote weg, bevor man anruft. Uns ging es genauso, und wir fanden, dass ein Computer das Beobachten übernehmen sollte.',
			'Also schrieben wir ein kleines Programm, das unsere Suchen regelmäßig ausführte und eine Telegram-Nachricht schickte, sobald etwas Neues auftauchte. Es sparte uns Stunden, Freunde fragten danach, und daraus ist CarWatch entstanden.',
			'Heute macht CarWatch dasselbe für alle: Sie beschreiben das Auto einmal, wählen Portale und Tempo, und wir schreiben Ihnen, sobald ein passendes Inserat erscheint.',
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
		intro: 'CarWatch wird von einem kleinen Gründerteam entwickelt und betrieben.',
		members: [
			{
				name: 'Marko Petrović',
				role: 'Mitgründer, Produkt und Entwicklung',
				bio: 'Hat die erste Version von CarWatch geschrieben, um sein eigenes Auto zu finden. Kümmert sich um die Alarm-Engine und die Anbindung der Portale.',
			},
			{
				name: 'Anna Weber',
				role: 'Mitgründerin, Betrieb und Support',
				bio: 'Beantwortet Ihre E-Mails und Telegram-Nachrichten und macht aus dem, was Abonnenten ihr erzählen, Verbesserungen.',
			},
			{
				name: 'Luca Romano',
				role: 'Gründungsentwickler',
				bio: 'Arbeitet am Telegram-Bot, an den Benachrichtigungen in fünf Sprachen und daran, dass die Prüfungen zuverlässig laufen.',
			},
		],
	},
	join: {
		heading: 'Mitmachen',
		text: 'Wir sind ein kleines Team und freuen uns immer über Menschen, die Autokäufern helfen möchten.',
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
