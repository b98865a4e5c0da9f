import { type Shape } from '../../shape.ts'
import type en from '../en/devNotifications.ts'

const devNotifications: Shape<typeof en> = {
	title: 'Boîte d’envoi Telegram (développement)',
	description: 'Chaque message Telegram que l’application a mis en file, du plus récent au plus ancien, tel que le bot l’envoie. Cette page n’existe pas en production.',
	heading: 'Boîte d’envoi Telegram',
	intro: 'Sans jeton de bot, rien n’est envoyé à Telegram : chaque message que le bot remettrait à un chat relié est marqué comme envoyé vers cette page. Les messages d’un compte sans chat relié attendent, comme avec le vrai bot. Du plus récent au plus ancien ; cette page n’existe pas en production.',
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
	messagesHeading: 'Messages',
	chats: {
		heading: 'Chats',
		intro: 'Ici, vous jouez l’utilisateur dans Telegram. « Simuler /start » envoie la mise à jour que Telegram enverrait quand l’utilisateur ouvre son lien et appuie sur Démarrer, et le bot la traite comme une vraie.',
		empty: 'Aucun compte pour l’instant.',
		linked: 'Relié au chat {{chat}} ({{username}})',
		blocked: 'Le chat {{chat}} a bloqué le bot',
		notLinked: 'Aucun chat relié',
		noUsername: 'pas de nom d’utilisateur',
		waiting_one: '{{count}} message en attente',
		waiting_other: '{{count}} messages en attente',
	},
	simulate: {
		submit: 'Simuler /start',
		busy: 'Envoi de /start…',
		done: 'Le chat {{chat}} a envoyé /start',
		reply: 'Réponse du bot :',
		badForm: 'Choisissez un compte dans la liste.',
		botConfigured: 'Un jeton de bot est défini : les chats sont reliés par le vrai bot, pas simulés ici.',
		unknownUser: 'Ce compte n’existe plus.',
	},
	kinds: {
		new_listing: 'Nouvelle annonce',
		price_drop: 'Baisse de prix',
		site_degraded: 'Site illisible',
		notice: 'Avis',
		digest: 'Résumé du matin',
	},
	statuses: {
		pending: 'En attente',
		sent: 'Envoyé',
		failed: 'Échec',
		held: 'Retenu (heures calmes)',
	},
}

export default devNotifications
