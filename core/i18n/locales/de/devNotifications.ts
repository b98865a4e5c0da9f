import { type Shape } from '../../shape.ts'
import type en from '../en/devNotifications.ts'

const devNotifications: Shape<typeof en> = {
	title: 'Telegram-Postausgang (Entwicklung)',
	description: 'Jede Telegram-Nachricht, die die App eingereiht hat, die neueste zuerst, so wie der Bot sie sendet. In der Produktion gibt es diese Seite nicht.',
	heading: 'Telegram-Postausgang',
	intro: 'Ohne Bot-Token wird nichts an Telegram gesendet: Jede Nachricht, die der Bot an einen verbundenen Chat zustellen würde, wird stattdessen als an diese Seite gesendet markiert. Nachrichten für ein Konto ohne verbundenen Chat warten, wie sie es beim echten Bot täten. Die neueste zuerst; in der Produktion gibt es diese Seite nicht.',
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
	messagesHeading: 'Nachrichten',
	chats: {
		heading: 'Chats',
		intro: 'Hier spielen Sie den Nutzer in Telegram. „/start simulieren“ sendet das Update, das Telegram sendet, wenn der Nutzer seinen Link öffnet und auf Start tippt, und der Bot verarbeitet es wie ein echtes.',
		empty: 'Noch kein Konto.',
		linked: 'Verbunden mit Chat {{chat}} ({{username}})',
		blocked: 'Chat {{chat}} hat den Bot blockiert',
		notLinked: 'Kein Chat verbunden',
		noUsername: 'kein Benutzername',
		waiting_one: '{{count}} Nachricht wartet',
		waiting_other: '{{count}} Nachrichten warten',
	},
	simulate: {
		submit: '/start simulieren',
		busy: '/start wird gesendet…',
		done: 'Chat {{chat}} hat /start gesendet',
		reply: 'Der Bot hat geantwortet:',
		badForm: 'Wählen Sie ein Konto aus der Liste.',
		botConfigured: 'Ein Bot-Token ist gesetzt: Chats werden über den echten Bot verbunden, nicht hier simuliert.',
		unknownUser: 'Dieses Konto gibt es nicht mehr.',
	},
	kinds: {
		new_listing: 'Neues Angebot',
		price_drop: 'Preissenkung',
		site_degraded: 'Seite nicht lesbar',
		notice: 'Hinweis',
		digest: 'Morgenübersicht',
	},
	statuses: {
		pending: 'Ausstehend',
		sent: 'Gesendet',
		failed: 'Fehlgeschlagen',
		held: 'Zurückgehalten (Ruhezeit)',
	},
}

export default devNotifications
