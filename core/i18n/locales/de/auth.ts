import { type Shape } from '../../shape.ts'
import type en from '../en/auth.ts'

const auth: Shape<typeof en> = {
	errors: {
		required: 'Bitte füllen Sie alle Pflichtfelder aus',
		email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
		passwordLength: 'Das Passwort muss mindestens 6 Zeichen lang sein',
		passwordTooLong: 'Das Passwort darf höchstens 200 Zeichen lang sein',
		username: 'Der Benutzername muss aus 3 bis 20 Buchstaben oder Ziffern bestehen',
		usernameTaken: 'Dieser Benutzername ist bereits vergeben',
		emailTaken: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto',
		nameTooLong: 'Namen dürfen höchstens 100 Zeichen lang sein',
		passwordsMatch: 'Bitte achten Sie darauf, dass die Passwörter übereinstimmen',
		terms: 'Sie müssen die Nutzungsbedingungen und die Datenschutzerklärung akzeptieren, um fortzufahren',
		captcha: 'Captcha-Prüfung fehlgeschlagen',
		credentials: 'Anmeldung fehlgeschlagen. Bitte prüfen Sie Ihre Zugangsdaten.',
		rateLimited: 'Zu viele Fehlversuche. Bitte versuchen Sie es in {{minutes}} Minuten erneut.',
		codeRequired: 'Bitte geben Sie den Code aus der E-Mail ein',
		codeFormat: 'Der Code hat 6 Ziffern',
		codeInvalid: 'Dieser Code ist ungültig. Bitte prüfen Sie ihn oder fordern Sie einen neuen an.',
		codeExpired: 'Dieser Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
		codeLocked: 'Zu viele falsche Codes. Bitte fordern Sie einen neuen an.',
		resendWait: 'Einen neuen Code können Sie in {{seconds}} Sekunden anfordern.',
		rateLimitedSeconds_one: 'Zu viele fehlgeschlagene Versuche. Bitte versuchen Sie es in {{count}} Sekunde erneut.',
		rateLimitedSeconds_other: 'Zu viele fehlgeschlagene Versuche. Bitte versuchen Sie es in {{count}} Sekunden erneut.',
		tooManyCodes: 'Für dieses Konto wurden zu viele Codes gesendet. Sie können in {{minutes}} Minuten einen neuen anfordern.',
		tooManyCodesLater: 'Für dieses Konto wurden in der letzten Stunde zu viele Codes gesendet. Bitte versuchen Sie es später erneut.',
		tooManySignups: 'Zu viele Anmeldungen aus Ihrem Netzwerk. Bitte versuchen Sie es in {{minutes}} Minuten erneut.',
		invalidEmail: 'Ungültige E-Mail-Adresse',
		sameEmail: 'Gleiche E-Mail: Die neue E-Mail-Adresse entspricht der aktuellen',
		currentPassword: 'Das aktuelle Passwort ist nicht korrekt',
		origin: 'Dieses Formular wurde von einer anderen Website gesendet und abgelehnt.',
		originHidden: 'Dieses Formular wurde von einer Seite gesendet, deren Adresse der Browser nicht preisgegeben hat, und wurde daher abgelehnt. Öffnen Sie diese Website direkt und senden Sie das Formular erneut.',
		controlCharacters: 'Entfernen Sie die unsichtbaren Steuerzeichen (etwa ein NUL-Byte) aus diesem Feld.',
		badRequest: 'Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
		loginRequired: 'Bitte melden Sie sich an, um fortzufahren.',
		verifyFirst: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
		jsonRequired: 'Bitte senden Sie einen JSON-Body mit Content-Type: application/json.',
		jsonInvalid: 'Der Body der Anfrage ist kein gültiges JSON.',
	},
}

export default auth
