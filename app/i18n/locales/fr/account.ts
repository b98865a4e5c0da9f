import { type Shape } from '../../shape.ts'
import type en from '../en/account.ts'

const account: Shape<typeof en> = {
	meta: {
		title: 'Mon compte | CarWatch',
		description: 'Vos alertes voiture, vos cartes enregistrées, les paramètres du compte et votre mot de passe.',
	},
	heading: 'Mon compte',
	sidebar: {
		label: 'Menu du compte',
		memberSince: 'Membre depuis le {{date}}',
		alertCount: 'Alertes',
		cardCount: 'Cartes enregistrées',
		subscriptions: 'Abonnements',
		paymentMethods: 'Moyens de paiement',
		settings: 'Paramètres du compte',
		password: 'Confidentialité et sécurité',
		logout: 'Se déconnecter',
	},
	tabs: {
		label: 'Sections du compte',
		alerts: 'Alertes',
		payments: 'Paiements',
	},
	alerts: {
		title: 'Mes alertes',
		emptyTitle: 'Aucune alerte pour le moment',
		emptyText:
			'Choisissez une voiture, les sites à surveiller et la fréquence des vérifications : nous vous écrivons sur Telegram dès qu’une annonce correspond.',
		add: 'Ajouter une alerte',
		allModels: 'Tous les modèles',
		perMonth: '{{price}}/mois',
		status: {
			pending_payment: 'En attente de paiement',
			active: 'Active',
			paused: 'En pause',
			past_due: 'Paiement en retard',
			cancelling: 'Résiliation en cours',
			ended: 'Terminée',
		},
	},
	payments: {
		title: 'Moyens de paiement',
		emptyTitle: 'Aucune carte enregistrée',
		emptyText:
			'Votre carte est enregistrée lorsque vous payez votre première alerte. La gestion des cartes arrivera ici avec la facturation.',
		cardEnding: '{{brand}} se terminant par {{last4}}',
		expires: 'Expire le {{month}}/{{year}}',
		default: 'Par défaut',
		brands: {
			visa: 'Visa',
			mastercard: 'Mastercard',
			other: 'Carte',
		},
	},
	settings: {
		title: 'Paramètres du compte',
		description: 'Votre nom, votre nom d’utilisateur et votre adresse e-mail.',
		fullName: 'Nom complet',
		fullNameDescription: 'Prénom et nom, par exemple « Ana Novak ».',
		username: 'Nom d’utilisateur',
		usernameDescription: 'De 3 à 20 lettres ou chiffres.',
		email: 'E-mail',
		emailDescription: 'Une nouvelle adresse se confirme avec un code que nous lui envoyons.',
		submit: 'Enregistrer les modifications',
		submitting: 'Enregistrement…',
		success: 'Compte mis à jour',
		emailSent: 'Nous avons envoyé un code à {{email}}. Saisissez-le pour confirmer votre nouvelle adresse.',
		errors: {
			lastName: 'Veuillez saisir votre prénom et votre nom',
		},
	},
	password: {
		title: 'Confidentialité et sécurité',
		description: 'Changez votre mot de passe. Vous serez déconnecté partout ailleurs où vous êtes connecté.',
		current: 'Mot de passe actuel',
		new: 'Nouveau mot de passe',
		newDescription: 'Au moins 6 caractères.',
		confirm: 'Confirmer le nouveau mot de passe',
		submit: 'Mettre à jour le mot de passe',
		submitting: 'Mise à jour…',
		success: 'Mot de passe mis à jour',
		successText: 'Vos autres sessions ont été déconnectées.',
		googleOnly: 'Vous vous connectez avec Google : votre compte n’a donc pas de mot de passe à changer.',
	},
	close: 'Fermer',
	failed: 'Échec de la mise à jour',
	api: {
		verifyFirst: 'Veuillez d’abord confirmer votre adresse e-mail.',
	},
}

export default account
