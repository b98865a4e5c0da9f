import { type Shape } from '../../shape.ts'
import type en from '../en/login.ts'

const login: Shape<typeof en> = {
	meta: {
		title: 'Anmelden | CarWatch',
		description: 'Melden Sie sich bei CarWatch an, um Ihre Gebrauchtwagen-Alarme und Telegram-Benachrichtigungen zu verwalten.',
	},
	heading: 'Anmelden',
	subtitle: 'Willkommen zurück. Melden Sie sich an, um Ihre Auto-Alarme zu verwalten.',
	form: {
		email: 'E-Mail',
		password: 'Passwort',
		captcha: 'Sicherheitsprüfung',
		captchaNoScript: 'Die Sicherheitsprüfung benötigt JavaScript. Bitte aktivieren Sie es, um sich anzumelden.',
		submit: 'Anmelden',
		submitting: 'Anmeldung läuft…',
	},
	failed: 'Anmeldung fehlgeschlagen',
	or: 'oder',
	google: 'Weiter mit Google',
	noAccount: 'Noch kein Konto?',
	register: 'Konto erstellen',
	errors: {
		google: 'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuchen Sie es erneut oder melden Sie sich mit E-Mail und Passwort an.',
	},
	loggedOut: 'Sie wurden abgemeldet.',
	forgotPassword: 'Passwort vergessen?',
	lockedOutHint: 'Sie wissen Ihr Passwort nicht mehr? Wählen Sie mit einem Link per E-Mail ein neues: Damit endet auch die Wartezeit.',
	lockedOutLink: 'Passwort zurücksetzen',
}

export default login
