import { type Shape } from '../../shape.ts'
import type en from '../en/common.ts'

const common: Shape<typeof en> = {
	app: {
		name: 'CarWatch',
		tagline: 'Gebrauchtwagen-Alarme auf Telegram',
	},
	nav: {
		features: 'Funktionen',
		howItWorks: "So funktioniert's",
		pricing: 'Preise',
		getAlerts: 'Alarme einrichten',
		waitlist: 'Warteliste',
		faq: 'FAQ',
		menu: 'Menü',
		mainNavigation: 'Hauptnavigation',
		skipToContent: 'Zum Inhalt springen',
		home: 'CarWatch Startseite',
	},
	user: {
		login: 'Anmelden',
		signUp: 'Registrieren',
		myAlerts: 'Meine Alarme',
		profile: 'Profil',
		settings: 'Einstellungen',
		logout: 'Abmelden',
		account: 'Konto',
	},
	theme: {
		label: 'Design',
		light: 'Hell',
		dark: 'Dunkel',
		system: 'System',
		apply: 'Design übernehmen',
	},
	language: {
		label: 'Sprache',
		apply: 'Sprache wechseln',
	},
	capacity: {
		badge: '{{active}}/{{capacity}} Abonnenten',
		full: 'Maximale Kapazität erreicht! Wir nehmen derzeit keine neuen Abonnements an.',
		available: '{{remaining}} Abonnements verfügbar',
		bannerFullTitle: 'Wir sind ausgebucht',
		bannerFullText:
			'Alle {{capacity}} Plätze sind vergeben. Tragen Sie sich in die Warteliste ein, wir schreiben Ihnen, sobald ein Platz frei wird.',
		bannerFullAction: 'Auf die Warteliste',
		bannerLimitedTitle: 'Nur noch {{remaining}} Plätze frei',
		bannerLimitedText:
			'{{active}} von {{capacity}} Plätzen sind vergeben. Richten Sie Ihre Alarme ein, solange Plätze frei sind.',
		bannerAvailableTitle: '{{remaining}} von {{capacity}} Plätzen frei',
		bannerAvailableText: 'Wir halten die Zahl der Abonnenten klein, damit jeder Alarm schnell bleibt.',
		bannerAction: 'Alarme einrichten',
		percentFull: '{{percent}} % belegt',
	},
	footer: {
		about: 'Gebrauchtwagen-Alarme von den Inserateportalen, direkt auf Telegram.',
		quickLinks: 'Schnellzugriff',
		legal: 'Rechtliches',
		company: 'Unternehmen',
		contact: 'Kontakt',
		terms: 'Nutzungsbedingungen',
		privacy: 'Datenschutzerklärung',
		cookies: 'Cookie-Richtlinie',
		aboutUs: 'Über uns',
		blog: 'Blog',
		careers: 'Karriere',
		support: 'Support',
		email: 'E-Mail',
		telegram: 'Telegram',
		rights: '© {{year}} CarWatch. Alle Rechte vorbehalten.',
	},
	meta: {
		notFoundTitle: '404 Seite nicht gefunden',
		errorTitle: 'Etwas ist schiefgelaufen',
	},
	errors: {
		notFoundHeading: '404 Seite nicht gefunden',
		notFoundText: 'Die gesuchte Seite konnten wir nicht finden.',
		backHome: 'Zur Startseite',
		unexpectedHeading: 'Etwas ist schiefgelaufen',
		unexpectedText: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
		tooLarge: "Die Anfrage ist zu groß. Formulare und API-Aufrufe dürfen höchstens 1 MB umfassen.",
		formRequired: 'Diese Adresse erwartet ein Formular. Bitte senden Sie es über das Formular der Seite und versuchen Sie es erneut.',
		formUnreadable: 'Das Formular konnte nicht gelesen werden. Bitte laden Sie die Seite neu und senden Sie es erneut.',
		controlCharacters: 'Das Formular enthält unsichtbare Steuerzeichen (etwa ein NUL-Byte). Bitte entfernen Sie sie oder geben Sie den Text neu ein und versuchen Sie es erneut.',
	},
	// A label and its value, or a label before a list: French puts a narrow no-break space before the colon.
	labelValue: '{{label}}: {{value}}',
	labelBefore: '{{label}}:',
	sites: {
		watchedNow: 'Jetzt beobachtet',
		coming: 'Wird angebunden',
		note: 'Ein Portal gilt erst als beobachtet, wenn Alarme von dort vollständig funktionieren.',
	},
	scrollToTop: 'Nach oben',
}

export default common
