import { type Shape } from '../../shape.ts'
import type en from '../en/terms.ts'

const terms: Shape<typeof en> = {
	meta: {
		title: 'Nutzungsbedingungen | CarWatch',
		description:
			'Die Bedingungen für die Nutzung von CarWatch: Abonnements, Zahlung, Kündigung, Telegram-Benachrichtigungen, Inserate von Drittanbietern und Cookies.',
	},
	heading: 'Nutzungsbedingungen',
	lastUpdated: 'Zuletzt aktualisiert: 20. November 2026',
	intro:
		'Diese Bedingungen gelten für Ihre Nutzung von CarWatch, einem Dienst, der Gebrauchtwagenbörsen für Sie beobachtet und Ihnen passende Inserate über Telegram schickt. Bitte lesen Sie sie, bevor Sie sich registrieren.',
	contents: 'Inhalt',
	sectionHeading: '{{number}}. {{title}}',
	sections: [
		{
			id: 'acceptance',
			title: 'Annahme der Bedingungen',
			paragraphs: [
				'Mit der Erstellung eines Kontos oder der Nutzung von CarWatch stimmen Sie diesen Bedingungen und unserer Datenschutzerklärung zu. Wenn Sie nicht einverstanden sind, nutzen Sie den Dienst bitte nicht.',
			],
		},
		{
			id: 'service',
			title: 'Der Dienst',
			paragraphs: [
				'CarWatch durchsucht die von Ihnen gewählten Inseratsseiten nach Autos, die zu Ihren Suchkriterien passen (etwa Marke, Modell, Kraftstoff, Preis, Baujahr und Kilometerstand), und schickt Ihnen neue Treffer über unseren Telegram-Bot.',
				'Je nach Tarif laufen die Prüfungen von stündlich bis zu jeder Minute. Ein Inserat kann Sie erst erreichen, nachdem es auf der Website veröffentlicht und bei einer unserer Prüfungen gefunden wurde.',
			],
		},
		{
			id: 'eligibility',
			title: 'Voraussetzungen und Ihr Konto',
			paragraphs: [
				'Sie müssen mindestens 18 Jahre alt sein, um CarWatch zu nutzen.',
				'Sie verpflichten sich, korrekte Kontodaten anzugeben, Ihr Passwort geheim zu halten und uns sofort zu informieren, wenn Sie vermuten, dass jemand anderes Ihr Konto benutzt hat. Sie sind für alles verantwortlich, was in Ihrem Konto geschieht.',
			],
		},
		{
			id: 'subscriptions',
			title: 'Abonnements und Zahlung',
			paragraphs: [
				'CarWatch ist ein monatliches Abonnement. Die Preise gelten in US-Dollar; der Preis jedes Alarms hängt von der Anzahl der Websites und der gewählten Prüfhäufigkeit ab. Der Gesamtbetrag wird Ihnen vor der Zahlung angezeigt.',
				'Sie bezahlen per Karte über unseren Zahlungsdienstleister Stripe. Ihr Abonnement verlängert sich automatisch jeden Monat, und Ihre Karte wird zu Beginn jedes Abrechnungszeitraums belastet, bis Sie kündigen.',
			],
		},
		{
			id: 'cancellation',
			title: 'Kündigung',
			paragraphs: [
				'Sie können ein Abonnement jederzeit kündigen. Mit der Kündigung enden die künftigen Verlängerungen; der Dienst läuft bis zum Ende des bereits bezahlten Abrechnungszeitraums weiter und endet dann.',
				'Diese Bedingungen schränken keine Rechte ein, die Ihnen nach dem Recht Ihres Landes zustehen.',
			],
		},
		{
			id: 'capacity',
			title: 'Begrenzte Plätze und Warteliste',
			paragraphs: [
				'Damit jeder Alarm schnell bleibt, begrenzen wir die Zahl der Abonnenten. Sind alle Plätze vergeben, können sich neue Nutzer auf eine Warteliste setzen lassen. Wird ein Platz frei, laden wir die Person, die am längsten wartet, per E-Mail ein und halten den Platz 48 Stunden lang für sie frei.',
				'Ein Eintrag auf der Warteliste garantiert keinen Platz.',
			],
		},
		{
			id: 'telegram',
			title: 'Telegram-Benachrichtigungen',
			paragraphs: [
				'Benachrichtigungen verschickt unser Telegram-Bot. Sie brauchen ein Telegram-Konto und müssen den Bot selbst starten: Ein Telegram-Bot kann nur Personen schreiben, die ihn gestartet haben.',
				'Telegram wird nicht von uns betrieben. Die Zustellung der Nachrichten hängt von Telegram ab, und für Verzögerungen oder Ausfälle auf dessen Seite sind wir nicht verantwortlich.',
			],
		},
		{
			id: 'listings',
			title: 'Inserate von Drittanbietern',
			paragraphs: [
				'Die Inserate stammen von Websites Dritter, auf die wir keinen Einfluss haben. Wir garantieren weder, dass wir jedes Inserat finden, noch dass Preis, Beschreibung oder andere Angaben eines Inserats stimmen. Inserate können entfernt, geändert werden oder fehlerhaft sein.',
				'Wir sind nicht Partei eines Kaufvertrags. Prüfen Sie Auto, Papiere und Verkäufer immer selbst, bevor Sie bezahlen.',
			],
		},
		{
			id: 'acceptable-use',
			title: 'Zulässige Nutzung',
			paragraphs: ['Wenn Sie CarWatch nutzen, verpflichten Sie sich,'],
			list: [
				'nicht gegen Gesetze oder die Rechte anderer zu verstoßen,',
				'nicht zu versuchen, in fremde Konten oder Systeme einzudringen,',
				'den Dienst nicht zu überlasten, zu stören oder anzugreifen,',
				'den Dienst oder Ihr Konto nicht weiterzuverkaufen oder mit anderen zu teilen.',
			],
		},
		{
			id: 'liability',
			title: 'Verfügbarkeit und Haftung',
			paragraphs: [
				'Wir arbeiten daran, dass CarWatch zuverlässig läuft, können aber nicht versprechen, dass der Dienst immer verfügbar oder fehlerfrei ist. Prüfungen und Benachrichtigungen können sich gelegentlich verzögern oder ausfallen, zum Beispiel wenn eine Inseratsseite oder Telegram nicht erreichbar ist.',
				'Wir können Konten sperren oder schließen, die gegen diese Bedingungen verstoßen. Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden, etwa einen entgangenen Kauf.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookies',
			paragraphs: [
				'CarWatch verwendet keine Werbe-, Tracking- oder Analyse-Cookies.',
				'Wir setzen nur die Cookies, die der Dienst zum Funktionieren braucht:',
			],
			list: [
				'ein Sitzungs-Cookie, das Sie angemeldet hält (Skripte auf der Seite können es nicht lesen);',
				'ein Cookie „language“, das sich Ihre gewählte Sprache merkt;',
				'ein Cookie „theme“, das sich Ihr helles, dunkles oder System-Design merkt;',
				'für zehn Minuten während der Anmeldung mit Google ein Cookie „google_redirect“ mit der Seite, die danach geöffnet wird;',
				'bis zu dreißig Minuten nach dem Öffnen eines Links zum Zurücksetzen des Passworts ein Cookie „password_reset“, das den Schlüssel des Links aus der Adresszeile fernhält;',
				'nur auf den Seiten, auf denen Sie bezahlen oder eine Karte hinzufügen, setzt das Skript von Stripe eigene Cookies von Stripe („__stripe_mid“, „__stripe_sid“), mit denen Stripe Kartenbetrug verhindert.',
			],
		},
		{
			id: 'changes',
			title: 'Änderungen am Dienst und an diesen Bedingungen',
			paragraphs: [
				'Wir können diese Bedingungen oder unsere Preise ändern. Wir informieren Sie mindestens 30 Tage vor Inkrafttreten einer Änderung per E-Mail. Wenn Sie mit einer Änderung nicht einverstanden sind, können Sie kündigen, bevor sie für Sie gilt.',
			],
		},
		{
			id: 'contact',
			title: 'Kontakt',
			paragraphs: [
				'Fragen zu diesen Bedingungen? Schreiben Sie uns an {{email}}. Wir antworten innerhalb von 24 Stunden.',
			],
		},
	],
}

export default terms
