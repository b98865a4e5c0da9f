import { type Shape } from '../../shape.ts'
import type en from '../en/account.ts'

const account: Shape<typeof en> = {
	meta: {
		title: 'Mein Konto | CarWatch',
		description: 'Ihre Auto-Alarme, gespeicherten Karten, Kontoeinstellungen und Ihr Passwort.',
	},
	heading: 'Mein Konto',
	sidebar: {
		label: 'Kontomenü',
		memberSince: 'Mitglied seit {{date}}',
		alertCount: 'Alarme',
		cardCount: 'Gespeicherte Karten',
		subscriptions: 'Abonnements',
		paymentMethods: 'Zahlungsmethoden',
		settings: 'Kontoeinstellungen',
		password: 'Datenschutz und Sicherheit',
		logout: 'Abmelden',
	},
	tabs: {
		label: 'Kontobereiche',
		alerts: 'Alarme',
		payments: 'Zahlungen',
	},
	alerts: {
		title: 'Meine Alarme',
		emptyTitle: 'Noch keine Alarme',
		emptyText:
			'Wählen Sie ein Auto, die zu beobachtenden Seiten und wie oft geprüft wird – wir schreiben Ihnen auf Telegram, sobald ein passendes Angebot erscheint.',
		add: 'Alarm hinzufügen',
		allModels: 'Alle Modelle',
		perMonth: '{{price}}/Monat',
		status: {
			pending_payment: 'Zahlung ausstehend',
			active: 'Aktiv',
			paused: 'Pausiert',
			past_due: 'Zahlung überfällig',
			cancelling: 'Wird gekündigt',
			ended: 'Beendet',
		},
	},
	payments: {
		title: 'Zahlungsmethoden',
		emptyTitle: 'Keine gespeicherten Karten',
		emptyText:
			'Ihre Karte wird gespeichert, wenn Sie Ihren ersten Alarm bezahlen. Die Kartenverwaltung hier folgt mit der Abrechnung.',
		cardEnding: '{{brand}} mit Endziffern {{last4}}',
		expires: 'Gültig bis {{month}}/{{year}}',
		default: 'Standard',
		brands: {
			visa: 'Visa',
			mastercard: 'Mastercard',
			other: 'Karte',
		},
	},
	settings: {
		title: 'Kontoeinstellungen',
		description: 'Ihr Name, Benutzername und Ihre E-Mail-Adresse.',
		fullName: 'Vollständiger Name',
		fullNameDescription: 'Vor- und Nachname, zum Beispiel „Ana Novak“.',
		username: 'Benutzername',
		usernameDescription: '3 bis 20 Buchstaben oder Ziffern.',
		email: 'E-Mail',
		emailDescription: 'Eine neue Adresse bestätigen Sie mit einem Code, den wir an sie senden.',
		submit: 'Änderungen speichern',
		submitting: 'Wird gespeichert…',
		success: 'Konto aktualisiert',
		emailSent: 'Wir haben einen Code an {{email}} gesendet. Geben Sie ihn ein, um Ihre neue Adresse zu bestätigen.',
		errors: {
			lastName: 'Bitte geben Sie Ihren Vor- und Nachnamen ein',
		},
	},
	password: {
		title: 'Datenschutz und Sicherheit',
		description: 'Ändern Sie Ihr Passwort. Überall sonst, wo Sie angemeldet sind, werden Sie abgemeldet.',
		current: 'Aktuelles Passwort',
		new: 'Neues Passwort',
		newDescription: 'Mindestens 6 Zeichen.',
		confirm: 'Neues Passwort bestätigen',
		submit: 'Passwort ändern',
		submitting: 'Wird geändert…',
		success: 'Passwort aktualisiert',
		successText: 'Ihre anderen Sitzungen wurden abgemeldet.',
		googleOnly: 'Sie melden sich mit Google an, daher hat Ihr Konto kein Passwort, das geändert werden könnte.',
	},
	close: 'Schließen',
	failed: 'Aktualisierung fehlgeschlagen',
	api: {
		verifyFirst: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
	},
}

export default account
