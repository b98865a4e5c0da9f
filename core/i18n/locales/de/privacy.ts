import { type Shape } from '../../shape.ts'
import type en from '../en/privacy.ts'

const privacy: Shape<typeof en> = {
	meta: {
		title: 'Datenschutzerklärung | CarWatch',
		description:
			'Welche personenbezogenen Daten CarWatch speichert, warum, wer sie für uns verarbeitet, welche Cookies wir verwenden und wie Sie Ihre Rechte nach der DSGVO wahrnehmen.',
	},
	heading: 'Datenschutzerklärung',
	lastUpdated: 'Zuletzt aktualisiert: 20. November 2026',
	intro:
		'Diese Erklärung beschreibt, welche personenbezogenen Daten CarWatch speichert, wenn Sie den Dienst nutzen, warum wir sie speichern und was Sie dagegen tun können. Wir speichern nur, was der Dienst braucht, und wir verkaufen Ihre Daten nicht.',
	contents: 'Inhalt',
	sections: [
		{
			id: 'data-we-collect',
			title: 'Welche Daten wir speichern',
			paragraphs: ['Wir speichern folgende Daten:'],
			list: [
				'Konto: Ihren Vor- und Nachnamen, Benutzernamen, Ihre E-Mail-Adresse und entweder einen Hash Ihres Passworts (nie das Passwort selbst) oder, wenn Sie sich mit Google anmelden, Ihre Google-Konto-ID.',
				'Codes zur Bestätigung Ihrer E-Mail-Adresse, nur als Hash gespeichert.',
				'Ihre Suchkriterien: die gesuchten Autos, die zu beobachtenden Websites, die Prüfhäufigkeit und die Sprache der Benachrichtigungen.',
				'Telegram: Ihren Telegram-Benutzernamen und die Chat-ID, über die unser Bot Ihnen schreibt.',
				'Die Inserate, die wir Ihnen zu jedem Alarm bereits geschickt haben, damit Sie kein Inserat doppelt bekommen.',
				'Zahlungsreferenzen: Ihre Stripe-Kunden- und Abonnement-IDs sowie Marke, die letzten 4 Ziffern und das Ablaufdatum Ihrer Karte.',
				'Warteliste: wenn Sie sich auf die Warteliste setzen, Ihren Namen und Ihre E-Mail-Adresse.',
			],
		},
		{
			id: 'how-we-use',
			title: 'Wofür wir Ihre Daten verwenden',
			paragraphs: [
				'Wir verwenden Ihre Daten nur, um CarWatch zu betreiben: um Ihre Alarme auszuführen, Ihnen passende Inserate über Telegram zu schicken, Ihnen E-Mails zu Ihrem Konto zu senden (etwa Bestätigungscodes, Einladungen von der Warteliste und Hinweise auf Änderungen), Ihr Abonnement abzurechnen und Ihre Fragen zu beantworten.',
				'Wir verarbeiten diese Daten, weil wir sie zur Erfüllung unseres Vertrags mit Ihnen benötigen. Wir nutzen sie nicht für Werbung und verkaufen sie nicht.',
			],
		},
		{
			id: 'payments',
			title: 'Zahlungen',
			paragraphs: [
				'Kartenzahlungen wickelt Stripe ab. Wir sehen und speichern Ihre vollständige Kartennummer nie. Wir speichern nur die Kartenmarke, die letzten 4 Ziffern und das Ablaufdatum, um Ihnen anzuzeigen, welche Karte Sie verwenden.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookies',
			paragraphs: [
				'Wir verwenden keine Werbe-, Tracking- oder Analyse-Cookies, sondern nur diese Cookies:',
			],
			list: [
				'ein Sitzungs-Cookie, das Sie angemeldet hält; Skripte auf der Seite können es nicht lesen;',
				'ein Cookie „language“ mit der von Ihnen gewählten Sprache;',
				'ein Cookie „theme“ mit Ihrem hellen, dunklen oder System-Design;',
				'für zehn Minuten während der Anmeldung mit Google ein Cookie „google_redirect“ mit der Seite, die danach geöffnet wird;',
				'bis zu dreißig Minuten nach dem Öffnen eines Links zum Zurücksetzen des Passworts ein Cookie „password_reset“, das den Schlüssel des Links aus der Adresszeile fernhält;',
				'nur auf den Seiten, auf denen Sie bezahlen oder eine Karte hinzufügen, setzt das Skript von Stripe eigene Cookies von Stripe („__stripe_mid“, „__stripe_sid“), mit denen Stripe Kartenbetrug verhindert.',
			],
		},
		{
			id: 'processors',
			title: 'Wer Daten für uns verarbeitet',
			paragraphs: [
				'Wir geben Daten nur an die Anbieter weiter, die uns beim Betrieb des Dienstes helfen, und nur so weit, wie der jeweilige Anbieter sie braucht:',
			],
			list: [
				'Stripe für Kartenzahlungen;',
				'Telegram, das die Nachrichten unseres Bots an Sie zustellt;',
				'unseren E-Mail-Anbieter, der unsere E-Mails zustellt;',
				'Fly.io, unseren Hosting-Anbieter, der unsere Server und unsere Datenbank betreibt;',
				'Sentry, das Fehlerberichte erhält, wenn die Fehlerberichterstattung eingeschaltet ist.',
			],
		},
		{
			id: 'retention',
			title: 'Wie lange wir Daten speichern',
			paragraphs: [
				'Wir speichern Ihre Daten, solange Sie ein Konto bei uns haben. Wenn Sie uns bitten, Ihr Konto zu löschen, löschen wir Ihre Daten, außer denen, die wir gesetzlich aufbewahren müssen, etwa Zahlungsbelege.',
			],
		},
		{
			id: 'security',
			title: 'Sicherheit',
			paragraphs: [
				'Wir speichern Passwörter und Bestätigungscodes nur als Hash, halten das Sitzungs-Cookie von Skripten fern und beschränken den Zugriff auf Ihre Daten auf das, was der Dienst braucht.',
			],
		},
		{
			id: 'gdpr',
			title: 'Ihre Rechte nach der DSGVO',
			paragraphs: [
				'Wenn die Datenschutz-Grundverordnung (DSGVO) für Sie gilt, haben Sie folgende Rechte:',
			],
			list: [
				'eine Kopie Ihrer Daten zu erhalten (Auskunft und Datenübertragbarkeit);',
				'falsche Daten berichtigen zu lassen;',
				'Ihre Daten löschen zu lassen;',
				'die Verarbeitung Ihrer Daten einschränken zu lassen oder ihr zu widersprechen;',
				'sich bei Ihrer Datenschutz-Aufsichtsbehörde zu beschweren.',
			],
		},
		{
			id: 'exercise-rights',
			title: 'Ihre Daten exportieren oder löschen',
			paragraphs: [
				'Um Ihre Daten zu exportieren oder zu löschen oder eines der oben genannten Rechte auszuüben, schreiben Sie von der E-Mail-Adresse Ihres Kontos an {{email}}. Wir antworten innerhalb von 24 Stunden.',
			],
		},
		{
			id: 'age',
			title: 'Mindestalter',
			paragraphs: [
				'CarWatch richtet sich an Personen ab 18 Jahren. Wir speichern nicht wissentlich Daten über jüngere Personen.',
			],
		},
		{
			id: 'changes',
			title: 'Änderungen dieser Erklärung',
			paragraphs: [
				'Wenn wir diese Erklärung so ändern, dass es Sie betrifft, informieren wir Sie mindestens 30 Tage vor Inkrafttreten der Änderung per E-Mail.',
			],
		},
	],
}

export default privacy
