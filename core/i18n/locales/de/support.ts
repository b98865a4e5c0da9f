import { type Shape } from '../../shape.ts'
import type en from '../en/support.ts'

const support: Shape<typeof en> = {
	meta: {
		title: 'Support | CarWatch',
		description:
			'Hilfe zu CarWatch: E-Mail-Support mit Antwort innerhalb von 24 Stunden, Einrichtung von Telegram, Aktualisierungen, Facebook Marketplace, Kündigung und Warteliste.',
	},
	heading: 'Support',
	intro: 'Fragen zu Ihren Alarmen, zu Telegram oder zu Ihrem Abonnement? Wir helfen Ihnen gern.',
	email: {
		heading: 'E-Mail-Support',
		text: 'Schreiben Sie uns jederzeit. Wir antworten innerhalb von 24 Stunden.',
		label: 'Unsere Adresse:',
	},
	faq: {
		heading: 'Häufige Fragen',
		telegram: {
			question: 'Wie richte ich die Telegram-Benachrichtigungen ein?',
			intro: 'Unser Bot kann nur Personen schreiben, die ihn gestartet haben. Verbinden Sie ihn deshalb einmal bei der Einrichtung Ihres Alarms:',
			steps: [
				'Beginnen Sie mit der Einrichtung eines Alarms und gehen Sie weiter bis zum Schritt Benachrichtigungen.',
				'Öffnen Sie unseren Bot über den dort angezeigten Link oder scannen Sie den QR-Code mit Ihrem Handy.',
				'Tippen Sie in Telegram auf Start.',
				'Bestätigen Sie zurück in der Einrichtung, dass Sie den Bot gestartet haben, und fahren Sie fort.',
			],
			outro: 'Die Alarme kommen dann in der gewählten Sprache: Englisch, Deutsch, Französisch, Spanisch oder Italienisch.',
		},
		updates: {
			question: 'Wie funktionieren die Aktualisierungen?',
			answer:
				'Wir prüfen die gewählten Portale in dem von Ihnen gewählten Tempo, von stündlich bis jede Minute. Findet eine Prüfung ein neues Inserat, das zu Ihren Kriterien passt, schickt Ihnen unser Bot eine Telegram-Nachricht mit Preis, Kilometerstand, Standort und Link zum Inserat; mehr als fünf auf einmal kommen in einer Nachricht, die besten Preise zuerst. Eine Änderung, die Ihren Preis ändert, gilt ab dem nächsten Abrechnungszeitraum.',
		},
		facebook: {
			question: 'Wie funktionieren Inserate von Facebook Marketplace?',
			answer:
				'Für Facebook Marketplace geben Sie uns eine Suchadresse: Suchen Sie auf Marketplace mit Ihren Filtern, kopieren Sie die Adresse aus Ihrem Browser (eine facebook.com/marketplace-Adresse) und fügen Sie sie in der Einrichtung des Alarms ein. Wir lesen nur diese Seite und sonst nichts auf Facebook. Die Liste unten zeigt, ob Marketplace schon beobachtet wird oder noch angebunden wird.',
		},
		cancel: {
			question: 'Wie kündige ich?',
			answer:
				'Gehen Sie in Ihrem Dashboard zu Meine Alarme, kündigen Sie den Alarm, den Sie beenden möchten, und bestätigen Sie. Der Alarm läuft bis zum Ende des bereits bezahlten Zeitraums weiter, und es wird nichts mehr abgebucht. Ihre anderen Alarme bleiben unberührt.',
		},
		full: {
			question: 'Was passiert, wenn alle Plätze belegt sind?',
			answer:
				'Wir nehmen höchstens {{capacity}} Abonnenten auf. Sind alle Plätze vergeben, können neue Nutzer keinen Alarm starten, sich aber auf die Warteliste setzen, und wir schreiben Ihnen eine E-Mail, sobald ein Platz frei wird.',
			link: 'Auf die Warteliste setzen',
		},
	},
	help: {
		heading: 'Brauchen Sie noch Hilfe?',
		text: 'Schreiben Sie unserem Support auf Telegram an @{{handle}} oder per E-Mail an {{email}}.',
		button: 'Auf Telegram schreiben',
	},
}

export default support
