import { type Shape } from '../../shape.ts'
import type en from '../en/devNotifications.ts'

const devNotifications: Shape<typeof en> = {
	title: 'Posta in uscita Telegram (sviluppo)',
	description: 'Ogni messaggio Telegram che l’app ha messo in coda, dal più recente, come lo invia il bot. Questa pagina non esiste in produzione.',
	heading: 'Posta in uscita Telegram',
	intro: 'Senza token del bot non viene inviato nulla a Telegram: il worker segna ogni messaggio come inviato a questa pagina. Dal più recente; questa pagina non esiste in produzione.',
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
	kinds: {
		new_listing: 'Nuovo annuncio',
		price_drop: 'Prezzo ribassato',
		site_degraded: 'Sito non leggibile',
		notice: 'Avviso',
	},
	statuses: {
		pending: 'In attesa',
		sent: 'Inviato',
		failed: 'Non riuscito',
	},
}

export default devNotifications
