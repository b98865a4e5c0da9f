import { type Shape } from '../../shape.ts'
import type en from '../en/waitlist.ts'

const waitlist: Shape<typeof en> = {
	meta: {
		title: 'Warteliste | CarWatch',
		description: 'Tragen Sie sich in die CarWatch-Warteliste ein, wir schreiben Ihnen, sobald ein Platz frei wird.',
	},
	heading: 'Auf die Warteliste',
	subtitle: 'Wir halten die Zahl der Abonnenten klein, damit jeder Alarm schnell bleibt. Hinterlassen Sie Ihre Daten, wir melden uns, sobald ein Platz frei wird.',
	box: {
		heading: 'Begrenzte Verfügbarkeit',
		description: 'CarWatch betreut jeweils nur eine begrenzte Zahl von Abonnenten.',
		bullets: [
			'Alarme bleiben schnell, weil jeder Abonnent seinen Anteil an Prüfungen erhält.',
			'Wird ein Platz frei, geht er an den ältesten Eintrag der Warteliste.',
			'Wir senden Ihnen eine Einladung, die den Platz 48 Stunden für Sie freihält.',
			'Die Warteliste ist kostenlos, und Sie können die Einladung ignorieren.',
		],
		active: 'Aktive Abonnenten',
		available: 'Freie Plätze',
		held: 'Reservierte Plätze',
		remaining: '{{remaining}} von {{capacity}} Plätzen sind frei.',
		full: 'Derzeit sind alle {{capacity}} Plätze vergeben.',
		percentFull: '{{percent}} % belegt',
	},
	open: {
		heading: 'Plätze sind frei: Sie müssen nicht warten',
		text: 'Gerade sind {{remaining}} von {{capacity}} Plätzen frei. Richten Sie Ihren Alarm ein und abonnieren Sie noch heute; die Warteliste ist nur für den Fall, dass alle Plätze vergeben sind.',
		action: 'Meinen Alarm einrichten',
		formTitle: 'Lieber später Bescheid bekommen?',
		formText: 'Sie können sich trotzdem in die Warteliste eintragen. Solange Plätze frei sind, kommt die Einladung wenige Minuten nach der Bestätigung Ihrer Adresse per E-Mail und hält Ihnen 48 Stunden lang einen Platz frei.',
	},
	form: {
		title: 'Gerade kein Platz frei?',
		firstName: 'Vorname',
		lastName: 'Nachname',
		email: 'E-Mail',
		emailDescription: 'Wir nutzen sie nur, um Ihnen einen freien Platz mitzuteilen.',
		submit: 'Auf die Warteliste',
		submitting: 'Wird eingetragen…',
	},
	errors: {
		controlCharacters: 'Entfernen Sie die unsichtbaren Steuerzeichen (etwa ein NUL-Byte) aus diesem Feld.',
		email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
		firstName: 'Der Vorname muss mindestens 2 Zeichen lang sein',
		lastName: 'Der Nachname muss mindestens 2 Zeichen lang sein',
		failed: 'Eintragung in die Warteliste fehlgeschlagen',
	},
	success: {
		title: 'Sie stehen auf der Liste!',
		description: 'Danke für Ihre Eintragung. Wir melden uns, sobald ein Platz frei wird.',
		message: 'Behalten Sie Ihr Postfach im Blick: Die Einladung hält den Platz 48 Stunden für Sie frei.',
		home: 'Zur Startseite',
		confirm: 'Wir haben Ihnen einen Link per E-Mail geschickt: Bitte bestätigen Sie Ihre Adresse innerhalb von 48 Stunden. Bis dahin hält Ihr Eintrag keinen Platz in der Reihe.',
	},
	confirmation: {
		meta: { title: 'Adresse bestätigen | CarWatch' },
		heading: 'Wartelisten-Eintrag bestätigen',
		prompt: 'Bestätigen Sie Ihre Adresse, um Ihren Platz auf der Warteliste einzunehmen.',
		submit: 'Meine Adresse bestätigen',
		submitting: 'Wird bestätigt…',
		done: 'Ihre Adresse ist bestätigt und Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein Platz frei wird.',
		invalid: 'Dieser Link ist ungültig oder abgelaufen. Bitte tragen Sie sich erneut in die Warteliste ein.',
		join: 'Auf die Warteliste',
	},
	check: {
		meta: {
			title: 'Verfügbarkeit | CarWatch',
			description: 'Wie viele CarWatch-Plätze vergeben sind und wie viele frei bleiben.',
		},
		heading: 'Verfügbarkeit prüfen',
		subtitle: 'Sehen Sie, ob Sie sofort starten können oder sich auf die Warteliste setzen sollten.',
		open: 'Es sind Plätze frei: Sie können Ihre Alarme jetzt einrichten.',
		setup: 'Alarme einrichten',
		closedSubscriber: 'Alle Plätze sind vergeben, und einer davon ist Ihrer: Sie können jederzeit weitere Alarme hinzufügen.',
		closed: 'Alle Plätze sind vergeben: Tragen Sie sich in die Warteliste ein, wir melden uns.',
		join: 'Auf die Warteliste',
		unavailable: 'Die Verfügbarkeit kann gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
	},
}

export default waitlist
