import { type Shape } from '../../shape.ts'
import type en from '../en/login.ts'

const login: Shape<typeof en> = {
	meta: {
		title: 'Connexion | CarWatch',
		description: 'Connectez-vous à CarWatch pour gérer vos alertes de voitures d’occasion et vos notifications Telegram.',
	},
	heading: 'Connexion',
	subtitle: 'Bon retour parmi nous. Connectez-vous pour gérer vos alertes.',
	form: {
		email: 'E-mail',
		password: 'Mot de passe',
		captcha: 'Vérification de sécurité',
		captchaNoScript: 'La vérification de sécurité nécessite JavaScript. Veuillez l’activer pour vous connecter.',
		submit: 'Se connecter',
		submitting: 'Connexion en cours…',
	},
	failed: 'Échec de la connexion',
	or: 'ou',
	google: 'Continuer avec Google',
	noAccount: 'Vous n’avez pas encore de compte ?',
	register: 'Créer un compte',
	errors: {
		google: 'La connexion avec Google a échoué. Veuillez réessayer ou vous connecter avec votre e-mail et votre mot de passe.',
	},
	loggedOut: 'Vous avez été déconnecté.',
	forgotPassword: 'Mot de passe oublié ?',
	lockedOutHint: 'Vous ne vous souvenez plus de votre mot de passe ? Choisissez-en un nouveau grâce à un lien par e-mail : l’attente prend fin aussi.',
	lockedOutLink: 'Réinitialiser mon mot de passe',
}

export default login
