import { type Shape } from '../../shape.ts'
import type en from '../en/faq.ts'

const faq: Shape<typeof en> = {
	meta: {
		title: 'FAQ | CarWatch',
		description:
			'Antworten rund um CarWatch: wie die Gebrauchtwagen-Alarme funktionieren, welche Portale wir beobachten, was es kostet, wie Sie kündigen, die Einrichtung von Telegram und Ihre Daten.',
	},
	heading: 'Häufig gestellte Fragen',
	intro: 'Alles darüber, wie CarWatch funktioniert, was es kostet und wie wir mit Ihren Daten umgehen. Wählen Sie eine Frage, um die Antwort zu sehen.',
	categories: {
		general: 'Allgemein',
		subscription: 'Abonnement',
		technical: 'Technik',
	},
	questions: {
		whatIs: {
			question: 'Was ist CarWatch?',
			answer:
				'CarWatch ist ein Alarmdienst für Gebrauchtwagen. Sie beschreiben das Auto, das Sie suchen, und wählen die Inserateportale, die wir beobachten sollen. Wir prüfen sie für Sie in Ihrem Tempo und schicken Ihnen eine Telegram-Nachricht, wenn eine Prüfung ein passendes Inserat findet – auf Englisch, Deutsch, Französisch, Spanisch oder Italienisch.',
		},
		howItWorks: {
			question: 'Wie funktioniert das?',
			intro: 'Ein Alarm ist in wenigen Minuten eingerichtet:',
			steps: [
				'Beschreiben Sie das Auto: Marke, Modell und Kraftstoff, auf Wunsch auch Preisspanne, Baujahre und maximale Kilometer.',
				'Wählen Sie die Portale und wie oft sie geprüft werden sollen.',
				'Verbinden Sie Telegram, indem Sie unseren Bot über den Link oder QR-Code in der Einrichtung starten.',
				'Bezahlen Sie per Karte, und Ihr Alarm startet. Jeder neue Treffer kommt als Nachricht mit Preis, Kilometerstand, Standort und Link zum Inserat.',
			],
		},
		websites: {
			question: 'Welche Portale beobachten Sie?',
			answer:
				'Die Liste unten kommt direkt aus unserem System: Sie zeigt, welche Portale wir schon beobachten und welche wir gerade anbinden. Bei Facebook Marketplace fügen Sie die Adresse einer Marketplace-Suche ein, und wir lesen nur diese eine Seite.',
		},
		cost: {
			question: 'Was kostet es?',
			answer:
				'Jeder Alarm kostet {{base}} pro Monat. Darin enthalten sind ein Portal, stündliche Prüfungen, unbegrenzte Filter und Telegram-Benachrichtigungen. Jedes weitere Portal kostet {{extraSite}} pro Monat zusätzlich.',
			addOnsIntro: 'Häufigere Prüfungen sind optionale Zusatzleistungen, pro Monat:',
			addOns: {
				'30min': 'Alle 30 Minuten: +{{price}}',
				'15min': 'Alle 15 Minuten: +{{price}}',
				'5min': 'Alle 5 Minuten: +{{price}}',
				'1min': 'Jede Minute: +{{price}}',
			},
			note: 'Die Preise sind in US-Dollar. Sie zahlen monatlich per Karte über Stripe, und das Abonnement verlängert sich jeden Monat automatisch.',
		},
		cancel: {
			question: 'Kann ich jederzeit kündigen?',
			answer:
				'Ja. Kündigen Sie den Alarm jederzeit in Ihrem Dashboard. Ihre Alarme laufen bis zum Ende des bereits bezahlten Zeitraums weiter, und es wird nichts mehr abgebucht.',
		},
		multiple: {
			question: 'Kann ich mehr als einen Alarm haben?',
			answer:
				'Ja. Sie können mit einem Konto mehrere Alarme einrichten, zum Beispiel für zwei verschiedene Modelle. Jeder Alarm ist ein eigenes Monatsabonnement mit eigenen Kriterien, Portalen und Prüfintervallen, sodass Sie einen ändern oder kündigen können, ohne die anderen zu berühren.',
		},
		limit: {
			question: 'Gibt es eine Obergrenze für Abonnenten?',
			answer:
				'Ja. Wir nehmen höchstens {{capacity}} Abonnenten auf, damit die Prüfungen für alle schnell bleiben. Sind alle Plätze vergeben, können Sie sich auf die Warteliste setzen, und wir schreiben Ihnen eine E-Mail, sobald ein Platz frei wird.',
		},
		telegram: {
			question: 'Wie richte ich Telegram ein?',
			answer:
				'Bei der Einrichtung des Alarms zeigen wir einen Link und einen QR-Code zu unserem Telegram-Bot. Öffnen Sie ihn, tippen Sie in Telegram auf Start und bestätigen Sie dann in der Einrichtung, dass Sie den Bot gestartet haben. Dieser Schritt ist nötig, weil ein Telegram-Bot nur Personen schreiben kann, die ihn gestartet haben.',
		},
		frequency: {
			question: 'Wie oft werde ich benachrichtigt?',
			answer:
				'Sie wählen das Prüfintervall für jeden Alarm, von stündlich bis jede Minute. Stündliche Prüfungen sind im Preis enthalten; Prüfungen alle 30, 15 oder 5 Minuten oder jede Minute sind Zusatzleistungen. Die erste Prüfung zeigt Ihnen die neuesten passenden Autos, die schon inseriert sind. Danach schickt Ihnen der Bot eine Nachricht, wenn eine Prüfung ein neues Inserat findet, das zu Ihren Kriterien passt; findet eine Prüfung mehr als fünf, kommen sie in einer Nachricht, die besten Preise zuerst, mit einem Link zu allen.',
		},
		privacy: {
			question: 'Welche Daten speichern Sie über mich?',
			answer:
				'Nur was der Dienst braucht: Ihre Kontodaten, Ihre Suchkriterien, Ihren Telegram-Benutzernamen und Ihre Chat-ID sowie Zahlungsreferenzen. Kartenzahlungen wickelt Stripe ab; wir sehen nie Ihre vollständige Kartennummer und speichern nur Kartenmarke, die letzten 4 Ziffern und das Ablaufdatum. Wir verwenden keine Werbe-Tracker.',
			link: 'Unsere Datenschutzerklärung lesen',
		},
	},
	support: {
		heading: 'Noch eine Frage?',
		text: 'Unser Support antwortet innerhalb von 24 Stunden.',
		button: 'Support kontaktieren',
	},
}

export default faq
