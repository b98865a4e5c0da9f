import { type Shape } from '../../shape.ts'
import type en from '../en/mail.ts'

const mail: Shape<typeof en> = {
	verify: {
		subject: 'Ihr CarWatch-Bestätigungscode: {{code}}',
		intro: 'Hallo {{name}},',
		code: 'Ihr Bestätigungscode lautet {{code}}.',
		expiry: 'Er ist 15 Minuten gültig.',
		ignore: 'Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
	},
	invite: {
		subject: 'Ein CarWatch-Platz ist für Sie frei',
		intro: 'Hallo {{name}},',
		held: 'Bei CarWatch ist ein Platz frei geworden, und er gehört Ihnen: Wir halten ihn bis {{expiry}} für Sie frei.',
		action: 'Um ihn zu nutzen, registrieren Sie sich bis dahin mit genau dieser E-Mail-Adresse ({{email}}) oder melden Sie sich damit an, und richten Sie hier Ihren Alarm ein:',
		after: 'Danach geht der Platz an die nächste Person auf der Warteliste.',
		ignore: 'Wenn Sie ihn nicht mehr brauchen, können Sie diese E-Mail ignorieren.',
	},
	waitlistConfirm: {
		subject: 'Bestätigen Sie Ihren Platz auf der CarWatch-Warteliste',
		intro: 'Hallo {{name}},',
		body: 'Bitte bestätigen Sie, dass Sie sich mit dieser Adresse ({{email}}) auf die CarWatch-Warteliste setzen möchten. Bis dahin hält der Eintrag keinen Platz in der Reihe und erhält keine Einladung.',
		action: 'Bestätigen Sie hier vor dem {{expiry}}:',
		ignore: 'Wenn Sie sich nicht eingetragen haben, ignorieren Sie diese E-Mail: Der unbestätigte Eintrag wird gelöscht.',
	},
	telegramBlocked: {
		subject: 'Ihre CarWatch-Alarme erreichen Sie auf Telegram nicht mehr',
		intro: 'Hallo {{name}},',
		body: 'Telegram hat uns mitgeteilt, dass Sie den CarWatch-Bot blockiert (oder den Chat mit ihm gelöscht) haben. Deshalb können wir Ihnen keine neuen Angebote mehr schicken. Ihre Alarme laufen weiter.',
		action: 'Um sie wieder zu erhalten, öffnen Sie diesen Link in Telegram und tippen Sie auf Starten:',
		dashboard: 'Wenn Sie den Bot absichtlich gestoppt haben, können Sie Ihre Alarme in Ihrem Dashboard pausieren oder kündigen: {{url}}',
	},
	paymentFailed: {
		subject: 'CarWatch: Ihre Zahlung ist nicht durchgegangen',
		intro: 'Hallo {{name}},',
		body: 'Wir konnten die Zahlung dieses Monats von {{price}} für Ihren Alarm „{{alert}}“ nicht einziehen. Der Alarm läuft mit seinen bisherigen Einstellungen weiter, während wir es in den nächsten Tagen erneut versuchen.',
		action: 'Um ihn zu behalten, fügen Sie hier eine Karte hinzu oder wählen Sie eine andere Standardkarte; wir versuchen die Zahlung dann sofort erneut:',
		after: 'Scheitert die Zahlung auch beim letzten Versuch, endet der Alarm und es finden keine Prüfungen mehr statt.',
	},
	reset: {
		subject: 'Setzen Sie Ihr CarWatch-Passwort zurück',
		intro: 'Hallo {{name}},',
		body: 'Jemand, hoffentlich Sie, hat angefordert, das Passwort des CarWatch-Kontos für {{email}} zurückzusetzen.',
		noPassword: 'Ihr Konto meldet sich mit Google an und hat noch kein Passwort: Mit diesem Link können Sie eines festlegen, und die Anmeldung mit Google funktioniert weiterhin.',
		action: 'Wählen Sie hier ein neues Passwort. Der Link funktioniert einmal, bis {{expiry}} (30 Minuten):',
		after: 'Mit einem neuen Passwort werden Sie auf allen Geräten abgemeldet, auf denen Sie angemeldet sind. Ein neuerer Link ersetzt diesen.',
		ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
	},
	receipt: {
		subject: 'CarWatch-Beleg: {{amount}} für Ihren Alarm „{{alert}}“',
		intro: 'Hallo {{name}},',
		body: 'Vielen Dank für Ihre Zahlung. Dies ist Ihr Beleg für den Alarm „{{alert}}“.',
		amount: 'Betrag: {{amount}} ({{currency}})',
		period: 'Zeitraum: {{from}} bis {{until}}',
		card: 'Bezahlt mit: {{card}}',
		demo: 'Demo-Abrechnung: Dieser Server nimmt keine Kartenzahlungen an, es wurde also nichts belastet.',
		renews: 'Der Alarm verlängert sich am {{date}} um einen weiteren Monat, bis Sie kündigen. Ihr Dashboard zeigt ihn, dort können Sie ihn ändern oder kündigen:',
		keep: 'Bewahren Sie diese E-Mail als Beleg auf.',
	},
	cancelled: {
		subject: 'CarWatch: Ihr Alarm „{{alert}}“ ist gekündigt',
		intro: 'Hallo {{name}},',
		runsUntil: 'Wie gewünscht ist Ihr Alarm „{{alert}}“ gekündigt. Er läuft bis {{date}} weiter, dem Ende des bezahlten Monats, und endet dann. Er verlängert sich nicht, und es wird nichts mehr berechnet.',
		ended: 'Wie gewünscht ist Ihr Alarm „{{alert}}“ gekündigt. Er ist beendet: Es finden keine Prüfungen mehr statt, und es wird nichts mehr berechnet.',
		keep: 'Anders überlegt? Bis {{date}} macht „{{button}}“ in Ihrem Dashboard die Kündigung rückgängig:',
		dashboard: 'Ihr Dashboard:',
	},
	kept: {
		subject: 'CarWatch: Ihr Alarm „{{alert}}“ läuft weiter',
		intro: 'Hallo {{name}},',
		body: 'Sie haben Ihren Alarm „{{alert}}“ behalten: Die Kündigung ist aufgehoben, und er läuft weiter.',
		renews: 'Er verlängert sich am {{date}} zu {{price}} im Monat, bis Sie kündigen.',
		renewsCard: 'Er verlängert sich am {{date}} zu {{price}} im Monat, abgebucht von {{card}}, bis Sie kündigen.',
		dashboard: 'Ihr Dashboard:',
	},
	cards: {
		visa: 'Visa',
		mastercard: 'Mastercard',
		other: 'Karte',
		ending: '{{brand}} mit Endziffern {{last4}}',
	},
	signature: 'Ihr CarWatch-Team',
}

export default mail
