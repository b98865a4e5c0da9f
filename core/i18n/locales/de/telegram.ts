import { type Shape } from '../../shape.ts'
import type en from '../en/telegram.ts'

const telegram: Shape<typeof en> = {
	newListing: 'Neues Angebot für Ihren Alarm „{{alert}}“',
	priceDrop: 'Preissenkung für Ihren Alarm „{{alert}}“',
	priceOnRequest: 'Preis auf Anfrage',
	openOn: 'Auf {{site}} öffnen',
	openListing: 'Angebot öffnen',
	siteDegraded: '⚠️ Wir können {{site}} für Ihren Alarm „{{alert}}“ gerade nicht lesen: Die Seite blockiert uns oder hat ihre Seiten geändert. Wir versuchen es weiter und melden uns, sobald es wieder geht; Ihre anderen Seiten werden weiter beobachtet.',
	alertLive: '✅ Ihr Alarm „{{alert}}“ läuft auf {{sites}}. Ab jetzt bekommen Sie für jedes neue passende Angebot eine Nachricht.',
	siteRecovered: '✅ {{site}} funktioniert wieder für Ihren Alarm „{{alert}}“.',
	verdictBelow: '{{amount}} unter ähnlichen Autos ({{count}} verglichen)',
	verdictAbove: '{{amount}} über ähnlichen Autos ({{count}} verglichen)',
	verdictAbout: 'Etwa der Preis ähnlicher Autos ({{count}} verglichen)',
	earlierPrice: 'Am {{date}} noch {{price}}',
	alsoOn: 'Auch auf {{site}}',
	alsoOnLess: 'Auch auf {{site}}, {{amount}} günstiger',
	alsoOnMore: 'Auch auf {{site}}, {{amount}} teurer',
	alsoOnSame: 'Auch auf {{site}}, zum gleichen Preis',
	listHeading: 'Ihre Alarme:',
	unknownCommand: 'Das habe ich nicht verstanden.',
	replies: {
		linked: '✅ Verbunden! Dieser Chat erhält jetzt die Alarme Ihres CarWatch-Kontos <b>{{account}}</b>.',
		linkedByUsername: '✅ Über Ihren Telegram-Benutzernamen @{{username}} verbunden: Dieser Chat erhält jetzt die Alarme Ihres CarWatch-Kontos <b>{{account}}</b>.',
		linkInvalid: 'Dieser Link ist nicht gültig. Öffnen Sie den Telegram-Link in Ihrem CarWatch-Dashboard erneut: {{url}}',
		notLinked: 'Hallo! Dieser Chat ist noch mit keinem CarWatch-Konto verbunden. Öffnen Sie den Telegram-Link in Ihrem Dashboard und tippen Sie auf Starten: {{url}}',
		usernameAmbiguous: 'Mehrere CarWatch-Konten verwenden den Telegram-Benutzernamen @{{username}}. Öffnen Sie den Telegram-Link in Ihrem eigenen Dashboard, um diesen Chat zu verbinden: {{url}}',
		alreadyLinked: 'Dieser Chat ist bereits mit Ihrem CarWatch-Konto <b>{{account}}</b> verbunden.',
		help: 'Befehle:\n/list – Ihre Alarme und ihr Status\n/pause – alle laufenden Alarme pausieren\n/resume – pausierte Alarme fortsetzen\n/help – diese Hilfe\n\nAlles Weitere finden Sie in Ihrem Dashboard: {{url}}',
		listEmpty: 'Sie haben noch keine Alarme. Hier legen Sie einen an: {{url}}',
		paused: '⏸ Pausierte Alarme: {{count}}. Bis Sie /resume senden, wird für sie nichts geprüft.',
		nothingToPause: 'Kein laufender Alarm zum Pausieren.',
		resumed: '▶️ Fortgesetzte Alarme: {{count}}. Neue Angebote erreichen Sie hier wieder.',
		nothingToResume: 'Kein pausierter Alarm zum Fortsetzen.',
	},
}

export default telegram
