import { type Shape } from '../../shape.ts'
import type en from '../en/register.ts'

const register: Shape<typeof en> = {
	meta: {
		title: 'Créer votre compte | CarWatch',
		description:
			"Créez un compte CarWatch pour configurer des alertes de voitures d'occasion et recevoir les nouvelles annonces sur Telegram en quelques minutes.",
	},
	heading: 'Créer votre compte',
	intro: 'Un seul compte pour toutes vos alertes. Nous envoyons un code à votre adresse e-mail pour la confirmer.',
	form: {
		firstName: 'Prénom',
		lastName: 'Nom',
		username: "Nom d'utilisateur",
		usernameDescription: '3 à 20 lettres ou chiffres',
		email: 'E-mail',
		password: 'Mot de passe',
		passwordDescription: 'Au moins 6 caractères',
		confirmPassword: 'Confirmer le mot de passe',
		showPassword: 'Afficher ou masquer le mot de passe',
		terms: "J'accepte les <terms>conditions d'utilisation</terms> et la <privacy>politique de confidentialité</privacy>",
		newTab: "(s'ouvre dans un nouvel onglet)",
		submit: 'Créer mon compte',
		submitting: 'Création de votre compte…',
	},
	or: 'ou',
	google: "S'inscrire avec Google",
	haveAccount: 'Vous avez déjà un compte ?',
	login: 'Se connecter',
	verify: {
		meta: {
			title: 'Confirmer votre adresse e-mail | CarWatch',
			description:
				'Saisissez le code à 6 chiffres envoyé à votre adresse e-mail pour terminer la création de votre compte CarWatch.',
		},
		heading: 'Confirmer votre adresse e-mail',
		sentTo: 'Nous avons envoyé un code à 6 chiffres à <strong>{{email}}</strong>. Il est valable 15 minutes.',
		code: 'Code de vérification',
		codeDescription: "Les 6 chiffres reçus par e-mail",
		submit: 'Vérifier',
		submitting: 'Vérification…',
		resendHeading: "Pas d'e-mail ?",
		resendHint: 'Vérifiez vos courriers indésirables ou demandez un nouveau code.',
		resend: 'Envoyer un nouveau code',
		resending: 'Envoi…',
		resent: 'Un nouveau code est en route vers {{email}}.',
		changeHeading: 'Mauvaise adresse ?',
		newEmail: 'Nouvelle adresse e-mail',
		change: "Changer d'adresse e-mail",
		changing: 'Modification…',
		changed: 'E-mail mis à jour : nous avons envoyé un nouveau code à {{email}}.',
		alreadyVerified: 'Votre adresse e-mail est déjà confirmée.',
		verified: 'Votre adresse e-mail est confirmée.',
	},
	outbox: {
		title: "Boîte d'envoi (développement)",
		description:
			"Tous les e-mails écrits par l'application, du plus récent au plus ancien. Cette page n'existe pas en production.",
		heading: "Boîte d'envoi",
		intro: "Tous les e-mails écrits par l'application, du plus récent au plus ancien. Cette page n'existe pas en production.",
		empty: "Aucun e-mail n'a encore été écrit.",
		to: 'À',
		status: 'État',
		created: 'Écrit le',
	},
}

export default register
