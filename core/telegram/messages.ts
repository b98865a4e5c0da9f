import { type Language, type SubscriptionStatus, type UpdateFrequency } from '../enums.ts'
import { type ListingPayload, type Notification } from '../notifications/payloads.ts'
import { collatorFor } from '../collation.ts'
import { formatAmount } from '../money.ts'
import { siteIds, siteName, sites } from '../sites.ts'
import { vocabulary } from '../vocabulary.ts'

/**
 * Everything the bot writes, in the five languages, as Telegram HTML (parse_mode HTML). Every
 * value that comes from outside (listing titles, locations, alert names, usernames) goes
 * through `escapeTelegramHtml`; only the tags written here are markup. The worker sends what
 * this renders; the development page /dev/notifications shows the same.
 */

/** Telegram's limits, counted after entity parsing (what the reader sees). */
export const captionLimit = 1024
export const textLimit = 4096

type Texts = {
	newListing: string
	priceDrop: string
	priceOnRequest: string
	openOn: string
	openListing: string
	siteDegraded: string
	alertLive: string
	siteRecovered: string
	linked: string
	linkedByUsername: string
	linkInvalid: string
	notLinked: string
	usernameAmbiguous: string
	alreadyLinked: string
	help: string
	listHeading: string
	listEmpty: string
	allModels: string
	paused: string
	nothingToPause: string
	resumed: string
	nothingToResume: string
	unknownCommand: string
}

/** Every template in every language (exported for the typography test). */
export const telegramTexts: Record<Language, Texts> = {
	en: {
		newListing: 'New listing for your alert “{alert}”',
		priceDrop: 'Price drop for your alert “{alert}”',
		priceOnRequest: 'Price on request',
		openOn: 'Open on {site}',
		openListing: 'Open the listing',
		siteDegraded:
			'⚠️ We cannot read {site} for your alert “{alert}” at the moment: the site is blocking us or has changed its pages. We keep trying and tell you as soon as it works again; your other sites are still watched.',
		alertLive: '✅ Your alert “{alert}” is live on {sites}. From now on you get a message for every new matching listing.',
		siteRecovered: '✅ {site} works again for your alert “{alert}”.',
		linked: '✅ Connected! This chat now receives the alerts of your CarWatch account <b>{account}</b>.',
		linkedByUsername: '✅ Connected through your Telegram username @{username}: this chat now receives the alerts of your CarWatch account <b>{account}</b>.',
		linkInvalid: 'This link is not valid. Open the Telegram link on your CarWatch dashboard again: {url}',
		notLinked: 'Hello! This chat is not connected to a CarWatch account yet. Open the Telegram link on your dashboard and press Start: {url}',
		usernameAmbiguous: 'More than one CarWatch account uses the Telegram username @{username}. Open the Telegram link on your own dashboard to connect this chat: {url}',
		alreadyLinked: 'This chat is already connected to your CarWatch account <b>{account}</b>.',
		help: 'Commands:\n/list – your alerts and their status\n/pause – pause every running alert\n/resume – resume your paused alerts\n/help – this help\n\nEverything else is on your dashboard: {url}',
		listHeading: 'Your alerts:',
		listEmpty: 'You have no alerts yet. Create one here: {url}',
		allModels: 'all models',
		paused: '⏸ Alerts paused: {count}. No checks run for them until you send /resume.',
		nothingToPause: 'No running alert to pause.',
		resumed: '▶️ Alerts resumed: {count}. New listings reach you here again.',
		nothingToResume: 'No paused alert to resume.',
		unknownCommand: 'I did not understand that.',
	},
	de: {
		newListing: 'Neues Angebot für Ihren Alarm „{alert}“',
		priceDrop: 'Preissenkung für Ihren Alarm „{alert}“',
		priceOnRequest: 'Preis auf Anfrage',
		openOn: 'Auf {site} öffnen',
		openListing: 'Angebot öffnen',
		siteDegraded:
			'⚠️ Wir können {site} für Ihren Alarm „{alert}“ gerade nicht lesen: Die Seite blockiert uns oder hat ihre Seiten geändert. Wir versuchen es weiter und melden uns, sobald es wieder geht; Ihre anderen Seiten werden weiter beobachtet.',
		alertLive: '✅ Ihr Alarm „{alert}“ läuft auf {sites}. Ab jetzt bekommen Sie für jedes neue passende Angebot eine Nachricht.',
		siteRecovered: '✅ {site} funktioniert wieder für Ihren Alarm „{alert}“.',
		linked: '✅ Verbunden! Dieser Chat erhält jetzt die Alarme Ihres CarWatch-Kontos <b>{account}</b>.',
		linkedByUsername: '✅ Über Ihren Telegram-Benutzernamen @{username} verbunden: Dieser Chat erhält jetzt die Alarme Ihres CarWatch-Kontos <b>{account}</b>.',
		linkInvalid: 'Dieser Link ist nicht gültig. Öffnen Sie den Telegram-Link in Ihrem CarWatch-Dashboard erneut: {url}',
		notLinked: 'Hallo! Dieser Chat ist noch mit keinem CarWatch-Konto verbunden. Öffnen Sie den Telegram-Link in Ihrem Dashboard und tippen Sie auf Starten: {url}',
		usernameAmbiguous: 'Mehrere CarWatch-Konten verwenden den Telegram-Benutzernamen @{username}. Öffnen Sie den Telegram-Link in Ihrem eigenen Dashboard, um diesen Chat zu verbinden: {url}',
		alreadyLinked: 'Dieser Chat ist bereits mit Ihrem CarWatch-Konto <b>{account}</b> verbunden.',
		help: 'Befehle:\n/list – Ihre Alarme und ihr Status\n/pause – alle laufenden Alarme pausieren\n/resume – pausierte Alarme fortsetzen\n/help – diese Hilfe\n\nAlles Weitere finden Sie in Ihrem Dashboard: {url}',
		listHeading: 'Ihre Alarme:',
		listEmpty: 'Sie haben noch keine Alarme. Hier legen Sie einen an: {url}',
		allModels: 'alle Modelle',
		paused: '⏸ Pausierte Alarme: {count}. Bis Sie /resume senden, wird für sie nichts geprüft.',
		nothingToPause: 'Kein laufender Alarm zum Pausieren.',
		resumed: '▶️ Fortgesetzte Alarme: {count}. Neue Angebote erreichen Sie hier wieder.',
		nothingToResume: 'Kein pausierter Alarm zum Fortsetzen.',
		unknownCommand: 'Das habe ich nicht verstanden.',
	},
	fr: {
		newListing: 'Nouvelle annonce pour votre alerte « {alert} »',
		priceDrop: 'Baisse de prix pour votre alerte « {alert} »',
		priceOnRequest: 'Prix sur demande',
		openOn: 'Ouvrir sur {site}',
		openListing: 'Ouvrir l’annonce',
		siteDegraded:
			'⚠️ Nous ne pouvons pas lire {site} pour votre alerte « {alert} » en ce moment : le site nous bloque ou a modifié ses pages. Nous continuons d’essayer et vous prévenons dès que cela fonctionne à nouveau ; vos autres sites restent surveillés.',
		alertLive: '✅ Votre alerte « {alert} » est active sur {sites}. Désormais, vous recevez un message pour chaque nouvelle annonce correspondante.',
		siteRecovered: '✅ {site} fonctionne à nouveau pour votre alerte « {alert} ».',
		linked: '✅ Connecté ! Ce chat reçoit désormais les alertes de votre compte CarWatch <b>{account}</b>.',
		linkedByUsername: '✅ Connecté grâce à votre nom d’utilisateur Telegram @{username} : ce chat reçoit désormais les alertes de votre compte CarWatch <b>{account}</b>.',
		linkInvalid: 'Ce lien n’est pas valide. Ouvrez à nouveau le lien Telegram de votre tableau de bord CarWatch : {url}',
		notLinked: 'Bonjour ! Ce chat n’est encore relié à aucun compte CarWatch. Ouvrez le lien Telegram de votre tableau de bord et appuyez sur Démarrer : {url}',
		usernameAmbiguous: 'Plusieurs comptes CarWatch utilisent le nom d’utilisateur Telegram @{username}. Ouvrez le lien Telegram de votre propre tableau de bord pour relier ce chat : {url}',
		alreadyLinked: 'Ce chat est déjà relié à votre compte CarWatch <b>{account}</b>.',
		help: 'Commandes :\n/list – vos alertes et leur statut\n/pause – mettre en pause toutes les alertes actives\n/resume – reprendre les alertes en pause\n/help – cette aide\n\nTout le reste se trouve sur votre tableau de bord : {url}',
		listHeading: 'Vos alertes :',
		listEmpty: 'Vous n’avez pas encore d’alerte. Créez-en une ici : {url}',
		allModels: 'tous les modèles',
		paused: '⏸ Alertes mises en pause : {count}. Aucune vérification jusqu’à ce que vous envoyiez /resume.',
		nothingToPause: 'Aucune alerte active à mettre en pause.',
		resumed: '▶️ Alertes reprises : {count}. Les nouvelles annonces vous parviennent de nouveau ici.',
		nothingToResume: 'Aucune alerte en pause à reprendre.',
		unknownCommand: 'Je n’ai pas compris.',
	},
	es: {
		newListing: 'Nuevo anuncio para su alerta «{alert}»',
		priceDrop: 'Bajada de precio para su alerta «{alert}»',
		priceOnRequest: 'Precio a consultar',
		openOn: 'Abrir en {site}',
		openListing: 'Abrir el anuncio',
		siteDegraded:
			'⚠️ Ahora mismo no podemos leer {site} para su alerta «{alert}»: el sitio nos bloquea o ha cambiado sus páginas. Seguimos intentándolo y le avisamos en cuanto vuelva a funcionar; los demás sitios de su alerta se siguen vigilando.',
		alertLive: '✅ Su alerta «{alert}» ya funciona en {sites}. A partir de ahora le enviamos un mensaje por cada anuncio nuevo que encaje.',
		siteRecovered: '✅ {site} vuelve a funcionar para su alerta «{alert}».',
		linked: '✅ ¡Conectado! Este chat recibe ahora las alertas de su cuenta de CarWatch <b>{account}</b>.',
		linkedByUsername: '✅ Conectado mediante su nombre de usuario de Telegram @{username}: este chat recibe ahora las alertas de su cuenta de CarWatch <b>{account}</b>.',
		linkInvalid: 'Este enlace no es válido. Vuelva a abrir el enlace de Telegram de su panel de CarWatch: {url}',
		notLinked: '¡Hola! Este chat aún no está conectado a ninguna cuenta de CarWatch. Abra el enlace de Telegram de su panel y pulse Iniciar: {url}',
		usernameAmbiguous: 'Varias cuentas de CarWatch usan el nombre de usuario de Telegram @{username}. Abra el enlace de Telegram de su propio panel para conectar este chat: {url}',
		alreadyLinked: 'Este chat ya está conectado a su cuenta de CarWatch <b>{account}</b>.',
		help: 'Comandos:\n/list – sus alertas y el estado de cada una\n/pause – pausar todas las alertas activas\n/resume – reanudar las alertas en pausa\n/help – esta ayuda\n\nTodo lo demás está en su panel: {url}',
		listHeading: 'Sus alertas:',
		listEmpty: 'Todavía no tiene alertas. Cree una aquí: {url}',
		allModels: 'todos los modelos',
		paused: '⏸ Alertas en pausa: {count}. No se comprueban hasta que envíe /resume.',
		nothingToPause: 'No hay ninguna alerta activa que pausar.',
		resumed: '▶️ Alertas reanudadas: {count}. Los anuncios nuevos vuelven a llegarle aquí.',
		nothingToResume: 'No hay ninguna alerta en pausa que reanudar.',
		unknownCommand: 'No lo he entendido.',
	},
	it: {
		newListing: 'Nuovo annuncio per il tuo avviso «{alert}»',
		priceDrop: 'Prezzo ribassato per il tuo avviso «{alert}»',
		priceOnRequest: 'Prezzo su richiesta',
		openOn: 'Apri su {site}',
		openListing: 'Apri l’annuncio',
		siteDegraded:
			'⚠️ Al momento non riusciamo a leggere {site} per il tuo avviso «{alert}»: il sito ci blocca o ha cambiato le sue pagine. Continuiamo a provare e ti avvisiamo appena funziona di nuovo; gli altri siti restano sotto controllo.',
		alertLive: '✅ Il tuo avviso «{alert}» è attivo su {sites}. Da ora ricevi un messaggio per ogni nuovo annuncio corrispondente.',
		siteRecovered: '✅ {site} funziona di nuovo per il tuo avviso «{alert}».',
		linked: '✅ Collegato! Questa chat ora riceve gli avvisi del tuo account CarWatch <b>{account}</b>.',
		linkedByUsername: '✅ Collegato tramite il tuo nome utente Telegram @{username}: questa chat ora riceve gli avvisi del tuo account CarWatch <b>{account}</b>.',
		linkInvalid: 'Questo link non è valido. Apri di nuovo il link Telegram dalla tua dashboard CarWatch: {url}',
		notLinked: 'Ciao! Questa chat non è ancora collegata a nessun account CarWatch. Apri il link Telegram dalla tua dashboard e premi Avvia: {url}',
		usernameAmbiguous: 'Più account CarWatch usano il nome utente Telegram @{username}. Apri il link Telegram dalla tua dashboard per collegare questa chat: {url}',
		alreadyLinked: 'Questa chat è già collegata al tuo account CarWatch <b>{account}</b>.',
		help: 'Comandi:\n/list – i tuoi avvisi e il loro stato\n/pause – metti in pausa tutti gli avvisi attivi\n/resume – riattiva gli avvisi in pausa\n/help – questo aiuto\n\nTutto il resto è nella tua dashboard: {url}',
		listHeading: 'I tuoi avvisi:',
		listEmpty: 'Non hai ancora avvisi. Creane uno qui: {url}',
		allModels: 'tutti i modelli',
		paused: '⏸ Avvisi in pausa: {count}. Nessun controllo finché non invii /resume.',
		nothingToPause: 'Nessun avviso attivo da mettere in pausa.',
		resumed: '▶️ Avvisi riattivati: {count}. I nuovi annunci ti arrivano di nuovo qui.',
		nothingToResume: 'Nessun avviso in pausa da riattivare.',
		unknownCommand: 'Non ho capito.',
	},
}
const texts = telegramTexts

/** Escapes text for Telegram's HTML parse mode (the four entities it knows). */
export function escapeTelegramHtml(value: string): string {
	return value.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!)
}

/** What the reader sees of a Telegram HTML text: tags dropped, entities decoded. */
export function visibleText(html: string): string {
	return html
		.replace(/<[^>]*>/g, '')
		.replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name]!)
}

/** `{name}` placeholders of a template; values are escaped, the template is trusted markup. */
function fillHtml(template: string, values: Record<string, string | number>): string {
	return escapeTemplate(template).replace(/\{(\w+)\}/g, (match, key: string) =>
		key in values ? escapeTelegramHtml(String(values[key])) : match,
	)
}

/** A template is ours, but may contain `&` or quotes as text; only its own <b> tags are markup. */
function escapeTemplate(template: string): string {
	return escapeTelegramHtml(template).replace(/&lt;(\/?)b&gt;/g, '<$1b>')
}

/** Cuts a value to `max` characters (never inside a surrogate pair), marking the cut. */
function clip(value: string, max: number): string {
	const chars = Array.from(value.trim())
	return chars.length <= max ? chars.join('') : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`
}

/** The URL when it is an absolute http(s) URL, else null: nothing else becomes a link or a photo. */
export function httpUrl(value: string | null | undefined): string | null {
	if (!value) return null
	try {
		const url = new URL(value)
		return url.protocol === 'http:' || url.protocol === 'https:' ? value : null
	} catch {
		return null
	}
}


const siteIdByName = new Map<string, (typeof siteIds)[number]>(siteIds.map((id) => [sites[id].name, id]))

/**
 * Payloads keep a site's registry name (they are stored before anyone reads them); the reader
 * sees it in their language, which changes only the demo market's (the marketplaces keep theirs).
 */
function readerSiteName(name: string, language: Language): string {
	const id = siteIdByName.get(name)
	return id ? siteName(id, language) : name
}

export type RenderedMessage = {
	/** Telegram HTML: the caption when `photoUrl` is set, else the message text. */
	html: string
	/** An http(s) image: sent with sendPhoto (the caption limit applies), else sendMessage. */
	photoUrl: string | null
	/** A link button under the message. */
	button: { text: string; url: string } | null
}

function listingMessage(kind: 'new_listing' | 'price_drop', listing: ListingPayload, language: Language): RenderedMessage {
	const t = texts[language]
	const url = httpUrl(listing.url)
	const photoUrl = httpUrl(listing.imageUrl)
	const limit = photoUrl ? captionLimit : textLimit
	const heading = kind === 'price_drop' ? t.priceDrop : t.newListing
	const money = (amount: number) => formatAmount(amount, listing.currency, language)
	// The alert's price range is in euros: a foreign price is followed by what it was matched as.
	const inEuros =
		listing.priceEur != null && listing.currency !== null && listing.currency.trim().toUpperCase() !== 'EUR'
			? ` ≈ ${escapeTelegramHtml(formatAmount(listing.priceEur, 'EUR', language))}`
			: ''
	const priceLine =
		listing.price === null
			? `💰 ${escapeTelegramHtml(t.priceOnRequest)}`
			: kind === 'price_drop' && listing.previousPrice != null && listing.previousPrice > listing.price
				? `📉 <s>${escapeTelegramHtml(money(listing.previousPrice))}</s> → <b>${escapeTelegramHtml(money(listing.price))}</b>${inEuros} (−${escapeTelegramHtml(money(listing.previousPrice - listing.price))})`
				: `💰 <b>${escapeTelegramHtml(money(listing.price))}</b>${inEuros}`
	const details = [
		listing.year !== null ? `📅 ${listing.year}` : null,
		listing.km !== null ? `🛣 ${new Intl.NumberFormat(language).format(listing.km)} km` : null,
		listing.fuel ? `⛽ ${vocabulary[language].fuels[listing.fuel]}` : null,
	].filter((part): part is string => part !== null)

	const build = (room: number) => {
		const site = clip(readerSiteName(listing.siteName, language), 40)
		return [
			`🚗 ${fillHtml(`<b>${heading}</b>`, { alert: clip(listing.alertLabel, Math.min(80, room)) })}`,
			`<b>${escapeTelegramHtml(clip(listing.title, room))}</b>`,
			priceLine,
			details.length > 0 ? escapeTelegramHtml(details.join(' · ')) : null,
			listing.location ? `📍 ${escapeTelegramHtml(clip(listing.location, Math.min(120, room)))}` : null,
			url ? `🔗 <a href="${escapeTelegramHtml(url)}">${fillHtml(t.openOn, { site })}</a>` : `🔗 ${escapeTelegramHtml(site)}`,
		]
			.filter((line): line is string => line !== null)
			.join('\n')
	}
	// Long titles are cut until the text fits Telegram's limit (1,024 for a caption).
	let room = 250
	let html = build(room)
	while (visibleText(html).length > limit && room > 10) {
		room = Math.floor(room * 0.8)
		html = build(room)
	}
	return { html, photoUrl, button: url ? { text: t.openListing, url } : null }
}

/** The Telegram message of an outbox row, in the row's language. */
export function renderNotification(notification: Notification, language: Language): RenderedMessage {
	const t = texts[language]
	switch (notification.kind) {
		case 'new_listing':
		case 'price_drop':
			return listingMessage(notification.kind, notification.payload, language)
		case 'site_degraded':
			return {
				html: fillHtml(t.siteDegraded, { site: clip(readerSiteName(notification.payload.siteName, language), 60), alert: clip(notification.payload.alertLabel, 100) }),
				photoUrl: null,
				button: null,
			}
		case 'notice': {
			const notice = notification.payload
			const html =
				notice.key === 'alertLive'
					? fillHtml(t.alertLive, {
							alert: clip(notice.alertLabel, 100),
							sites: clip(notice.siteNames.map((name) => readerSiteName(name, language)).join(', '), 300),
						})
					: fillHtml(t.siteRecovered, { site: clip(readerSiteName(notice.siteName, language), 60), alert: clip(notice.alertLabel, 100) })
			return { html, photoUrl: null, button: null }
		}
	}
}

// Bot replies (core/telegram/updates.ts).

export type ReplyKey =
	| 'linked'
	| 'linkedByUsername'
	| 'linkInvalid'
	| 'notLinked'
	| 'usernameAmbiguous'
	| 'alreadyLinked'
	| 'help'
	| 'listEmpty'
	| 'paused'
	| 'nothingToPause'
	| 'resumed'
	| 'nothingToResume'

/** A reply of the bot as Telegram HTML; values are escaped. */
export function botReply(language: Language, key: ReplyKey, values: Record<string, string | number> = {}): string {
	return fillHtml(texts[language][key], values)
}

/** "I did not understand that." followed by the help. */
export function unknownCommandReply(language: Language, values: { url: string }): string {
	return `${escapeTelegramHtml(texts[language].unknownCommand)}\n\n${botReply(language, 'help', values)}`
}

export type AlertSummary = {
	brandName: string
	/** null: every model of the brand. */
	modelName: string | null
	status: SubscriptionStatus
	siteNames: string[]
	frequency: UpdateFrequency
}

/** The answer to /list: one line per alert with its status, sites and check frequency. */
export function alertListReply(language: Language, alerts: AlertSummary[]): string {
	const t = texts[language]
	const lines = alerts.map((alert) => {
		const label = `${alert.brandName} ${alert.modelName ?? t.allModels}`
		const names = alert.siteNames.map((name) => readerSiteName(name, language)).sort(collatorFor(language).compare)
		const rest = [names.join(', '), vocabulary[language].frequencies[alert.frequency]].filter(Boolean).join(' · ')
		return `• <b>${escapeTelegramHtml(clip(label, 80))}</b> — ${escapeTelegramHtml(vocabulary[language].statuses[alert.status])}\n   ${escapeTelegramHtml(rest)}`
	})
	// Dozens of alerts would not fit one message: as many lines as fit, then "…" (the dashboard lists them all).
	let html = escapeTelegramHtml(t.listHeading)
	for (const [index, line] of lines.entries()) {
		const more = index < lines.length - 1 ? '\n…' : ''
		if (visibleText(`${html}\n${line}${more}`).length > textLimit) return `${html}\n…`
		html = `${html}\n${line}`
	}
	return html
}
