import { type Shape } from '../../shape.ts'
import type en from '../en/home.ts'

const home: Shape<typeof en> = {
	meta: {
		title: 'CarWatch: Gebrauchtwagen-Alarme auf Telegram',
		description:
			'Sagen Sie uns einmal, welches Auto Sie suchen. Wir prüfen die Inserateportale so oft, wie Sie wählen – stündlich bis jede Minute – und schreiben Ihnen auf Telegram zu jedem neuen Treffer.',
	},
	hero: {
		eyebrow: 'Gebrauchtwagen-Alarme auf Telegram',
		title: 'Finden Sie Ihr nächstes Auto vor allen anderen',
		subtitle:
			'Sagen Sie uns einmal, welches Auto Sie suchen. Wir prüfen die Inserateportale so oft, wie Sie wählen – stündlich bis jede Minute – und senden Ihnen zu jedem neuen Treffer eine Telegram-Nachricht: Foto, Preis, Kilometerstand, Standort und Link.',
		primary: 'Meine Alarme einrichten',
		secondary: "So funktioniert's",
		preview: {
			label: 'Das bekommen Sie',
			caption: 'Ein Beispiel-Alarm auf unserem Demo-Markt, beim Laden dieser Seite aus seinen Inseraten berechnet: die Telegram-Nachricht zu seinem neuesten Treffer und der Alarm, wie ihn Ihr Dashboard zeigt.',
			message: 'Die Nachricht auf Telegram',
			card: 'Der Alarm in Ihrem Dashboard',
			botName: 'CarWatch-Bot',
			photoAlt: 'Foto des Inserats',
			none: 'Noch hat kein Auto auf dem Demo-Markt zum Beispiel-Alarm gepasst.',
		},
	},
	features: {
		heading: 'Alles, um der Erste zu sein',
		subtitle: 'Ein Suchprofil, mehrere Portale, eine Nachricht, wenn es darauf ankommt.',
		items: [
			{
				title: 'Mehrere Portale, eine Suche',
				text: 'Beschreiben Sie das Auto einmal, und wir wenden Ihre Kriterien auf jedes gewählte Portal an.',
			},
			{
				title: 'Sofortige Telegram-Nachrichten',
				text: 'Jeder neue Treffer kommt als Telegram-Nachricht mit Foto, Preis, Kilometerstand, Standort und Link zum Inserat.',
			},
			{
				title: 'Genaue Filter',
				text: 'Marke, Modell, Kraftstoff, Preisspanne, Baujahre und maximale Kilometer. Wir prüfen sie bei jedem Inserat erneut.',
			},
			{
				title: 'Sie bestimmen das Tempo',
				text: 'Prüfungen von stündlich bis jede Minute. Je häufiger, desto früher sehen Sie neue Inserate.',
			},
			{
				title: 'Ihre Sprache',
				text: 'Alarme und die ganze Website auf Englisch, Deutsch, Französisch, Spanisch und Italienisch.',
			},
			{
				title: 'Ihr Konto, Ihre Alarme',
				text: 'Pausieren, ändern oder kündigen Sie jeden Alarm jederzeit in Ihrem Dashboard.',
			},
		],
		sitesHeading: 'Portale',
	},
	howItWorks: {
		heading: "So funktioniert's",
		steps: [
			{ title: 'Wünsche angeben', text: 'Marke, Modell, Kraftstoff, Budget, Baujahre und Kilometer sowie die zu beobachtenden Portale.' },
			{ title: 'Telegram verbinden', text: 'Öffnen Sie unseren Bot über den Link oder QR-Code und tippen Sie auf Start. Mehr braucht es nicht.' },
			{ title: 'Benachrichtigt werden', text: 'Wir prüfen die Portale in Ihrem Tempo und schreiben Ihnen, wenn eine Prüfung einen neuen Treffer findet.' },
			{ title: 'Ihr Auto finden', text: 'Öffnen Sie das Inserat direkt aus der Nachricht und melden Sie sich vor allen anderen beim Verkäufer.' },
		],
	},
	pricing: {
		heading: 'Einfache Preise',
		subtitle: 'Ein Monatspreis pro Alarm, in US-Dollar. Jederzeit kündbar.',
		planName: 'Basistarif',
		perMonth: '/Monat',
		included: ['Ein Portal', 'Stündliche Prüfungen', 'Unbegrenzte Filter', 'Telegram-Benachrichtigungen'],
		addOnsHeading: 'Zusatzoptionen',
		extraWebsite: 'Jedes weitere Portal',
		frequency: {
			'30min': 'Prüfung alle 30 Minuten',
			'15min': 'Prüfung alle 15 Minuten',
			'5min': 'Prüfung alle 5 Minuten',
			'1min': 'Prüfung jede Minute',
		},
		addOnPrice: '+{{price}}/Monat',
		note: 'Jeder Alarm ist ein eigenes Monatsabonnement, per Karte bezahlt und automatisch verlängert. Nach einer Kündigung laufen die Alarme bis zum Ende des bezahlten Zeitraums weiter.',
		cta: 'Jetzt starten',
	},
	faq: {
		heading: 'Häufige Fragen',
		items: [
			{
				question: 'Was macht CarWatch?',
				answer:
					'Sie beschreiben den gesuchten Gebrauchtwagen und wählen die Portale. Wir prüfen sie in Ihrem Tempo und senden Ihnen eine Telegram-Nachricht, wenn eine Prüfung ein neues passendes Inserat findet.',
			},
			{
				question: 'Welche Websites beobachten Sie?',
				answer: 'Die Liste unten zeigt, welche Portale jetzt beobachtet werden und welche gerade angebunden werden.',
			},
			{
				question: 'Wie oft werden die Portale geprüft?',
				answer: 'Von stündlich bis jede Minute. Stündliche Prüfungen sind inklusive, schnellere sind eine Zusatzoption.',
			},
			{
				question: 'Was kostet es?',
				answer:
					'{{base}} pro Monat für ein Portal mit stündlicher Prüfung. Jedes weitere Portal kostet {{extraSite}} pro Monat, schnellere Prüfungen ab {{fastest}} pro Monat.',
			},
			{
				question: 'Kann ich jederzeit kündigen?',
				answer:
					'Ja. Kündigen Sie im Dashboard; Ihre Alarme laufen bis zum Ende des bereits bezahlten Zeitraums weiter, danach wird nichts mehr abgebucht.',
			},
			{
				question: 'Warum gibt es eine Warteliste?',
				answer:
					'Wir nehmen nur eine begrenzte Zahl von Abonnenten auf ({{capacity}}), damit jeder Alarm schnell bleibt. Sind alle Plätze vergeben, können Sie sich auf die Warteliste setzen; wir schreiben Ihnen, sobald ein Platz frei wird.',
			},
		],
		contact: 'Noch eine Frage? Schreiben Sie uns an',
	},
	signup: {
		heading: 'Bereit, Ihr Auto zu finden?',
		text: 'Beginnen Sie hier: Wählen Sie die Portale und wie oft wir prüfen. Danach beschreiben Sie das Auto, verbinden Telegram und legen beim Absenden Ihr Konto an.',
		// Signed in: the account exists already.
		textSignedIn: 'Beginnen Sie hier: Wählen Sie die Portale und wie oft wir prüfen. Danach beschreiben Sie das Auto und verbinden Telegram.',
		waitlist: 'Auf die Warteliste',
		fullText: 'Derzeit sind alle Plätze vergeben. Tragen Sie sich in die Warteliste ein, wir schreiben Ihnen, sobald ein Platz frei wird.',
	},
}

export default home
