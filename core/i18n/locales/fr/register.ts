import { type Shape } from '../../shape.ts'
import type en from '../en/register.ts'

const register: Shape<typeof en> = {
	meta: {
		title: 'Créer votre compte | CarWatch',
		description:
			"Créez un compte CarWatch pour configurer des alertes de voitures d'occasion et recevoir les nouvelles annonces sur Telegram, vérifiées jusqu'à chaque minute.",
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
			"Tous les e-mails écrits par l'application, du plus récent au plus ancien, et ce qu'il en est advenu. Cette page n'existe pas en production.",
		heading: "Boîte d'envoi",
		intro: "Tous les e-mails écrits par l'application, du plus récent au plus ancien, et ce qu'il en est advenu. Cette page n'existe pas en production.",
		noSmtp: "Aucune SMTP_URL n'est configurée\u202f: les e-mails restent ici et ne sont envoyés nulle part.",
		smtp: "Les e-mails partent par le serveur SMTP de SMTP_URL\u202f; un e-mail qui n'a pas pu partir est réessayé chaque minute.",
		empty: "Aucun e-mail n'a encore été écrit.",
		to: 'À\u202f: {{address}}',
		created: 'Écrit le\u202f: {{at}}',
		states: {
			kept: 'Gardé ici',
			waiting: 'En attente',
			retrying: 'Nouvel essai',
			sent: 'Envoyé',
			failed: 'Échec',
		},
		details: {
			kept: "Non envoyé\u202f: aucune SMTP_URL n'était configurée quand il a été écrit, il reste donc uniquement dans cette boîte d'envoi.",
			waiting: "Pas encore envoyé\u202f: le worker s'en occupe d'ici une à deux minutes.",
			retrying: "L'essai {{attempts}} sur {{max}} a échoué\u202f: {{error}}. Le worker réessaie chaque minute.",
			sent: 'Envoyé le\u202f: {{at}}',
			failed: 'Non envoyé\u202f: les {{attempts}} essais ont tous échoué. Dernière erreur\u202f: {{error}}',
		},
	},
}

export default register
