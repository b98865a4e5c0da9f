import { type Shape } from '../../shape.ts'
import type en from '../en/passwordReset.ts'

const passwordReset: Shape<typeof en> = {
	forgot: {
		meta: {
			title: 'Passwort vergessen? | CarWatch',
			description: 'Fordern Sie per E-Mail einen Link an, um ein neues Passwort für Ihr CarWatch-Konto zu wählen.',
		},
		heading: 'Passwort vergessen?',
		intro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort wählen; er funktioniert einmal, 30 Minuten lang.',
		email: 'E-Mail',
		submit: 'Link senden',
		submitting: 'Wird gesendet…',
		failed: 'Es wurde kein Link gesendet',
		sentHeading: 'Sehen Sie in Ihr Postfach',
		sent: 'Falls ein Konto {{email}} verwendet, haben wir ihm einen Link geschickt, mit dem Sie ein neues Passwort wählen. Der Link funktioniert einmal, 30 Minuten lang.',
		sentHint: 'Nach ein paar Minuten noch nichts da? Sehen Sie im Spam-Ordner nach und prüfen Sie die Adresse, oder fordern Sie erneut an: Ein neuer Link ersetzt die älteren.',
		askAgain: 'Erneut anfordern',
		backToLogin: 'Zurück zur Anmeldung',
	},
	reset: {
		meta: {
			title: 'Neues Passwort wählen | CarWatch',
			description: 'Wählen Sie ein neues Passwort für Ihr CarWatch-Konto.',
		},
		heading: 'Neues Passwort wählen',
		forAccount: 'Für das Konto {{email}}.',
		googleOnly: 'Ihr Konto meldet sich mit Google an. Mit einem Passwort können Sie sich auch mit Ihrer E-Mail-Adresse anmelden; die Anmeldung mit Google funktioniert weiterhin.',
		signOutNote: 'Beim Speichern werden Sie auf allen Geräten abgemeldet, auf denen Sie angemeldet sind, und hier angemeldet.',
		newPassword: 'Neues Passwort',
		passwordDescription: 'Mindestens 6 Zeichen',
		confirmPassword: 'Neues Passwort bestätigen',
		showPassword: 'Passwort anzeigen oder verbergen',
		submit: 'Neues Passwort speichern',
		submitting: 'Wird gespeichert…',
		doneHeading: 'Ihr Passwort wurde geändert',
		done: 'Alle Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet; hier sind Sie mit dem neuen Passwort angemeldet.',
		dashboard: 'Zu Ihrem Dashboard',
		problemHeading: 'Dieser Link kann nicht verwendet werden',
		newLink: 'Neuen Link anfordern',
	},
	errors: {
		tooManyFromClient_one: 'Aus Ihrem Netzwerk wurden zu viele Links zum Zurücksetzen angefordert. Bitte versuchen Sie es in {{count}} Minute erneut.',
		tooManyFromClient_other: 'Aus Ihrem Netzwerk wurden zu viele Links zum Zurücksetzen angefordert. Bitte versuchen Sie es in {{count}} Minuten erneut.',
		tooManyForAddress_one: 'Für diese Adresse wurden in der letzten Stunde zu viele Links zum Zurücksetzen angefordert. Bitte versuchen Sie es in {{count}} Minute erneut.',
		tooManyForAddress_other: 'Für diese Adresse wurden in der letzten Stunde zu viele Links zum Zurücksetzen angefordert. Bitte versuchen Sie es in {{count}} Minuten erneut.',
		invalid: 'Dieser Link zum Zurücksetzen ist nicht gültig. Jeder neue Link ersetzt die älteren: Öffnen Sie die neueste E-Mail oder fordern Sie einen neuen Link an.',
		expired: 'Dieser Link zum Zurücksetzen ist abgelaufen: Ein Link funktioniert 30 Minuten lang. Bitte fordern Sie einen neuen an.',
		used: 'Dieser Link zum Zurücksetzen wurde bereits verwendet. Wenn Sie Ihr Passwort noch ändern möchten, fordern Sie einen neuen Link an.',
	},
}

export default passwordReset
