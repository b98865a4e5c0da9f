import { type Shape } from '../../shape.ts'
import type en from '../en/alerts.ts'
import { vocabulary } from '../../../vocabulary.ts'

const alerts: Shape<typeof en> = {
	errors: {
		notFound: 'Abonnement nicht gefunden',
		notKeepable: 'Dieser Alarm kann nicht mehr behalten werden: Sein bezahlter Zeitraum ist abgelaufen.',
		notEditable: 'Dieser Alarm kann nicht mehr geändert werden.',
		pauseAndPriceChangeTitle: 'Preisänderung behalten oder verwerfen?',
		pauseAndPriceChange: 'Sie pausieren diesen Alarm und ändern zugleich seinen Preis. Wählen Sie, ob die Preisänderung für die Fortsetzung erhalten bleibt oder verworfen wird.',
		priceChangeChoice: 'Wählen Sie, ob die Preisänderung erhalten bleibt oder verworfen wird.',
		pauseUnpaid: 'Ein Alarm kann pausiert werden, sobald seine erste Zahlung eingegangen ist.',
		createFailed: 'Abonnement konnte nicht erstellt werden',
		updateFailed: 'Abonnement konnte nicht aktualisiert werden',
		cancelFailed: 'Abonnement konnte nicht gekündigt werden. Bitte versuchen Sie es erneut.',
		loginRequired: 'Sie müssen angemeldet sein, um ein Abonnement zu erstellen',
		full: 'Wir sind derzeit ausgebucht. Tragen Sie sich in die Warteliste ein, wir schreiben Ihnen, sobald ein Platz frei wird.',
		siteUnavailable: 'Wählen Sie unter den aufgeführten Seiten.',
		siteBusy_1min: '{{site}} kann gerade keinen weiteren Alarm so häufig prüfen, ohne die Alarme zu verlangsamen, die es schon bedient. Am schnellsten geht jetzt: jede Minute.',
		siteBusy_5min: '{{site}} kann gerade keinen weiteren Alarm so häufig prüfen, ohne die Alarme zu verlangsamen, die es schon bedient. Am schnellsten geht jetzt: alle 5 Minuten.',
		siteBusy_15min: '{{site}} kann gerade keinen weiteren Alarm so häufig prüfen, ohne die Alarme zu verlangsamen, die es schon bedient. Am schnellsten geht jetzt: alle 15 Minuten.',
		siteBusy_30min: '{{site}} kann gerade keinen weiteren Alarm so häufig prüfen, ohne die Alarme zu verlangsamen, die es schon bedient. Am schnellsten geht jetzt: alle 30 Minuten.',
		siteBusy_hourly: '{{site}} kann gerade keinen weiteren Alarm so häufig prüfen, ohne die Alarme zu verlangsamen, die es schon bedient. Am schnellsten geht jetzt: stündlich.',
		siteFull: '{{site}} kann gerade keinen weiteren Alarm aufnehmen, ohne die Alarme zu verlangsamen, die es schon bedient. Wählen Sie eine andere Seite oder versuchen Sie es später erneut.',
		brandUnknown: 'Wählen Sie eine Marke aus der Liste.',
		modelNotInBrand: 'Wählen Sie ein Modell von {{brand}}.',
		status: 'Wählen Sie Aktiv oder Pausiert.',
		badForm: 'Das Formular konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
		loadFailed: 'Abonnement konnte nicht geladen werden',
		loadFailedText: 'Beim Laden dieses Alarms ist etwas schiefgegangen. Bitte versuchen Sie es erneut.',
	},
	edit: {
		meta: {
			title: 'Alarm bearbeiten | CarWatch',
			description: 'Ändern Sie, was Ihr Auto-Alarm beobachtet, wie oft er prüft und wohin er meldet.',
		},
		title: 'Alarm bearbeiten',
		subtitle: '{{alert}}: Ändern Sie, was der Alarm beobachtet, wie oft er prüft und wohin er meldet.',
		back: 'Zurück zu meinen Alarmen',
		notFoundText: 'Diesen Alarm gibt es nicht oder er gehört zu einem anderen Konto.',
		sections: {
			websites: 'Websites und Häufigkeit',
			car: 'Auto',
			telegram: 'Telegram',
		},
		status: 'Status',
		statusDescription:
			'Pausieren stoppt die Prüfungen sofort und pausiert die Abrechnung. Solange der Alarm pausiert ist, lassen sich seine übrigen Einstellungen nicht ändern.',
		statuses: { active: vocabulary.de.statuses.active, paused: vocabulary.de.statuses.paused },
		pausedNote: 'Der Alarm ist pausiert. Stellen Sie ihn auf Aktiv, um seine Einstellungen zu ändern.',
		currentPrice: 'Aktueller Preis: {{price}}/Monat',
		pendingChange: 'Eine Änderung auf {{price}}/Monat wartet auf Ihren nächsten Abrechnungszeitraum; das Formular zeigt sie. Bis dahin behält der Alarm seine bisherigen Portale und sein Prüfintervall; Ihre übrigen Änderungen gelten bereits.',
		priceRule: 'Eine Änderung der Portale oder des Prüfintervalls, die den Preis ändert, gilt ab dem nächsten Abrechnungszeitraum, sobald dieser bezahlt ist. Alle anderen Änderungen gelten sofort.',
		priceChoice: {
			legend: 'Beim Pausieren: Ihre Änderung auf {{price}}/Monat',
			description: 'Ihre übrigen Änderungen gelten in beiden Fällen sofort.',
			keep: 'Behalten: Der neue Preis gilt ab dem ersten Abrechnungszeitraum, den Sie nach dem Fortsetzen bezahlen.',
			drop: 'Verwerfen: Der Alarm behält seine bisherigen Portale und sein Prüfintervall zu {{price}}/Monat.',
		},
		unpaidRule: 'Dieser Alarm ist noch nicht bezahlt, daher gilt jede Änderung sofort.',
		submit: 'Änderungen speichern',
		submitting: 'Wird gespeichert…',
	},
	cancel: {
		meta: {
			title: 'Alarm kündigen | CarWatch',
			description: 'Kündigen Sie einen Ihrer Auto-Alarme.',
		},
		title: 'Alarm für {{alert}} kündigen?',
		endsNow: 'Der Alarm endet sofort, und es wird nichts mehr dafür berechnet.',
		runsUntil:
			'Sie haben bis {{date}} bezahlt: Der Alarm meldet bis dahin weiter Treffer und endet dann. Er verlängert sich nicht.',
		confirm: 'Ja, Alarm kündigen',
		keep: 'Alarm behalten',
		busy: 'Wird gekündigt…',
		already: 'Dieser Alarm ist bereits gekündigt.',
	},
	muted: {
		title: 'Stummgeschaltete Modelle',
		hint: 'Aus einer Telegram-Nachricht stummgeschaltet: Zu diesen Modellen erhalten Sie für diesen Alarm keine Nachrichten.',
		unmute: 'Wieder zeigen',
		unmuteLabel: '{{model}} wieder zeigen',
		badForm: 'Wählen Sie ein stummgeschaltetes Modell dieses Alarms.',
	},
	keep: {
		title: 'Doch behalten?',
		text: 'Dieser Alarm ist gekündigt, aber sein bezahlter Zeitraum läuft noch. Sie können ihn behalten.',
		explanation: 'Dieser Alarm ist gekündigt und läuft bis {{date}}. Behalten Sie ihn, läuft er weiter und verlängert sich dann wie bisher.',
		submit: 'Meinen Alarm behalten',
		busy: 'Wird behalten…',
	},
	/** /alerts/{id}/cars (docs/decisions/052-delivery-that-respects-a-person.md). */
	cars: {
		meta: {
			title: 'Autos Ihres Alarms | CarWatch',
			description: 'Die Autos, über die Ihr Alarm Sie informiert hat, mit ihren Preisen und wie sie im Vergleich zu ähnlichen Autos liegen.',
		},
		title: 'Autos für Ihren Alarm „{{alert}}“',
		digestIntro: 'Die {{count}} neuen Treffer einer Prüfung ({{time}}), die besten Preise zuerst.',
		latestIntro: 'Die Autos, über die dieser Alarm Sie informiert hat, die neuesten zuerst.',
		empty: 'Dieser Alarm hat Ihnen noch kein Auto gemeldet.',
		all: 'Alle Autos dieses Alarms',
	},
}

export default alerts
