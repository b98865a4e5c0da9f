import { type Shape } from '../../shape.ts'
import type en from '../en/devNotifications.ts'

const devNotifications: Shape<typeof en> = {
	title: 'Posta in uscita Telegram (sviluppo)',
	description: 'Ogni messaggio Telegram che l’app ha messo in coda, dal più recente, come lo invia il bot. Questa pagina non esiste in produzione.',
	heading: 'Posta in uscita Telegram',
	intro: 'Senza token del bot non viene inviato nulla a Telegram: ogni messaggio che il bot consegnerebbe a una chat collegata viene segnato come inviato a questa pagina. I messaggi di un account senza chat collegata restano in attesa, come con il bot vero. Dal più recente; questa pagina non esiste in produzione.',
	empty: 'Nessun messaggio Telegram è stato ancora messo in coda.',
	to: 'A',
	language: 'Lingua',
	status: 'Stato',
	created: 'In coda dal',
	sent: 'Inviato il',
	attempts: 'Tentativi',
	error: 'Ultimo errore',
	photo: 'Foto',
	button: 'Pulsante',
	invalid: 'Questi dati non corrispondono al loro tipo: l’invio li segna come non riusciti.',
	messagesHeading: 'Messaggi',
	chats: {
		heading: 'Chat',
		intro: 'Qui fai la parte dell’utente in Telegram. «Simula /start» invia l’aggiornamento che Telegram invierebbe quando l’utente apre il suo link e preme Avvia, e il bot lo gestisce come uno vero.',
		empty: 'Ancora nessun account.',
		linked: 'Collegato alla chat {{chat}} ({{username}})',
		blocked: 'La chat {{chat}} ha bloccato il bot',
		notLinked: 'Nessuna chat collegata',
		noUsername: 'nessun nome utente',
		waiting_one: '{{count}} messaggio in attesa',
		waiting_other: '{{count}} messaggi in attesa',
	},
	simulate: {
		submit: 'Simula /start',
		busy: 'Invio di /start…',
		done: 'La chat {{chat}} ha inviato /start',
		reply: 'Il bot ha risposto:',
		badForm: 'Scegli un account dall’elenco.',
		botConfigured: 'È impostato un token del bot: le chat si collegano con il bot vero, non vengono simulate qui.',
		unknownUser: 'Questo account non esiste più.',
	},
	kinds: {
		new_listing: 'Nuovo annuncio',
		price_drop: 'Prezzo ribassato',
		site_degraded: 'Sito non leggibile',
		notice: 'Avviso',
		digest: 'Riepilogo del mattino',
	},
	statuses: {
		pending: 'In attesa',
		sent: 'Inviato',
		failed: 'Non riuscito',
		held: 'Trattenuto (ore di silenzio)',
	},
}

export default devNotifications
