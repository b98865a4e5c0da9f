import { type Shape } from '../../shape.ts'
import type en from '../en/devNotifications.ts'

const devNotifications: Shape<typeof en> = {
	title: 'Telegram-Postausgang (Entwicklung)',
	description: 'Jede Telegram-Nachricht, die die App eingereiht hat, die neueste zuerst, so wie der Bot sie sendet. In der Produktion gibt es diese Seite nicht.',
	heading: 'Telegram-Postausgang',
	intro: 'Ohne Bot-Token wird nichts an Telegram gesendet: Der Worker markiert jede Nachricht stattdessen als an diese Seite gesendet. Die neueste zuerst; in der Produktion gibt es diese Seite nicht.',
	empty: 'Es wurde noch keine Telegram-Nachricht eingereiht.',
	to: 'An',
	language: 'Sprache',
	status: 'Status',
	created: 'Eingereiht am',
	sent: 'Gesendet am',
	attempts: 'Versuche',
	error: 'Letzter Fehler',
	photo: 'Foto',
	button: 'Schaltfläche',
	invalid: 'Diese Nutzdaten passen nicht zu ihrer Art: Der Versand markiert sie als fehlgeschlagen.',
	kinds: {
		new_listing: 'Neues Angebot',
		price_drop: 'Preissenkung',
		site_degraded: 'Seite nicht lesbar',
		notice: 'Hinweis',
	},
	statuses: {
		pending: 'Ausstehend',
		sent: 'Gesendet',
		failed: 'Fehlgeschlagen',
	},
}

export default devNotifications
