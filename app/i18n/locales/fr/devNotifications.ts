import { type Shape } from '../../shape.ts'
import type en from '../en/devNotifications.ts'

const devNotifications: Shape<typeof en> = {
	title: 'Boîte d’envoi Telegram (développement)',
	description: 'Chaque message Telegram que l’application a mis en file, du plus récent au plus ancien, tel que le bot l’envoie. Cette page n’existe pas en production.',
	heading: 'Boîte d’envoi Telegram',
	intro: 'Sans jeton de bot, rien n’est envoyé à Telegram : le worker marque chaque message comme envoyé vers cette page. Du plus récent au plus ancien ; cette page n’existe pas en production.',
	empty: 'Aucun message Telegram n’a encore été mis en file.',
	to: 'À',
	language: 'Langue',
	status: 'Statut',
	created: 'Mis en file le',
	sent: 'Envoyé le',
	attempts: 'Tentatives',
	error: 'Dernière erreur',
	photo: 'Photo',
	button: 'Bouton',
	invalid: 'Ces données ne correspondent pas à leur type : l’envoi les marque en échec.',
	kinds: {
		new_listing: 'Nouvelle annonce',
		price_drop: 'Baisse de prix',
		site_degraded: 'Site illisible',
		notice: 'Avis',
	},
	statuses: {
		pending: 'En attente',
		sent: 'Envoyé',
		failed: 'Échec',
	},
}

export default devNotifications
