import { type Shape } from '../../shape.ts'
import type en from '../en/register.ts'

const register: Shape<typeof en> = {
	meta: {
		title: 'Konto erstellen | CarWatch',
		description:
			'Erstellen Sie ein CarWatch-Konto, richten Sie Gebrauchtwagen-Alarme ein und erhalten Sie neue Inserate über Telegram, auf Wunsch jede Minute geprüft.',
	},
	heading: 'Konto erstellen',
	intro: 'Ein Konto für alle Ihre Auto-Alarme. Wir senden Ihnen einen Code per E-Mail, um Ihre Adresse zu bestätigen.',
	form: {
		firstName: 'Vorname',
		lastName: 'Nachname',
		username: 'Benutzername',
		usernameDescription: '3 bis 20 Buchstaben oder Ziffern',
		email: 'E-Mail',
		password: 'Passwort',
		passwordDescription: 'Mindestens 6 Zeichen',
		confirmPassword: 'Passwort bestätigen',
		showPassword: 'Passwort anzeigen oder verbergen',
		terms: 'Ich akzeptiere die <terms>Nutzungsbedingungen</terms> und die <privacy>Datenschutzerklärung</privacy>',
		newTab: '(öffnet in einem neuen Tab)',
		submit: 'Konto erstellen',
		submitting: 'Ihr Konto wird erstellt…',
	},
	or: 'oder',
	google: 'Mit Google registrieren',
	haveAccount: 'Sie haben bereits ein Konto?',
	login: 'Anmelden',
	verify: {
		meta: {
			title: 'E-Mail-Adresse bestätigen | CarWatch',
			description:
				'Geben Sie den 6-stelligen Code ein, den wir an Ihre E-Mail-Adresse gesendet haben, um Ihr CarWatch-Konto fertig einzurichten.',
		},
		heading: 'E-Mail-Adresse bestätigen',
		sentTo: 'Wir haben einen 6-stelligen Code an <strong>{{email}}</strong> gesendet. Er ist 15 Minuten gültig.',
		code: 'Bestätigungscode',
		codeDescription: 'Die 6 Ziffern aus der E-Mail',
		submit: 'Bestätigen',
		submitting: 'Wird geprüft…',
		resendHeading: 'Keine E-Mail erhalten?',
		resendHint: 'Sehen Sie in Ihrem Spam-Ordner nach oder fordern Sie einen neuen Code an.',
		resend: 'Neuen Code senden',
		resending: 'Wird gesendet…',
		resent: 'Ein neuer Code ist unterwegs an {{email}}.',
		changeHeading: 'Falsche Adresse?',
		newEmail: 'Neue E-Mail-Adresse',
		change: 'E-Mail ändern',
		changing: 'Wird geändert…',
		changed: 'E-Mail aktualisiert: Wir haben einen neuen Code an {{email}} gesendet.',
		alreadyVerified: 'Ihre E-Mail-Adresse ist bereits bestätigt.',
		verified: 'Ihre E-Mail-Adresse ist bestätigt.',
	},
	outbox: {
		title: 'Postausgang (Entwicklung)',
		description: 'Alle E-Mails, die die App geschrieben hat, die neueste zuerst, und was aus ihnen wurde. In der Produktion gibt es diese Seite nicht.',
		heading: 'Postausgang',
		intro: 'Alle E-Mails, die die App geschrieben hat, die neueste zuerst, und was aus ihnen wurde. In der Produktion gibt es diese Seite nicht.',
		noSmtp: 'Es ist keine SMTP_URL eingerichtet: Mails bleiben hier und werden nirgendwohin gesendet.',
		smtp: 'Mails werden über den SMTP-Server aus SMTP_URL gesendet; eine Mail, die nicht gesendet werden konnte, wird jede Minute erneut versucht.',
		empty: 'Es wurde noch keine E-Mail geschrieben.',
		to: 'An: {{address}}',
		created: 'Geschrieben am: {{at}}',
		states: {
			kept: 'Nur hier',
			waiting: 'Wartet',
			retrying: 'Neuer Versuch',
			sent: 'Gesendet',
			failed: 'Fehlgeschlagen',
		},
		details: {
			kept: 'Nicht gesendet: Beim Schreiben war keine SMTP_URL eingerichtet, deshalb bleibt sie nur in diesem Postausgang.',
			waiting: 'Noch nicht gesendet: Der Worker nimmt sie sich in ein bis zwei Minuten vor.',
			retrying: 'Versuch {{attempts}} von {{max}} ist fehlgeschlagen: {{error}}. Der Worker versucht es jede Minute erneut.',
			sent: 'Gesendet am: {{at}}',
			failed: 'Nicht gesendet: Alle {{attempts}} Versuche sind fehlgeschlagen. Letzter Fehler: {{error}}',
		},
	},
}

export default register
