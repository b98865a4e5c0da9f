import { type Shape } from '../../shape.ts'
import type en from '../en/passwordReset.ts'

const passwordReset: Shape<typeof en> = {
	forgot: {
		meta: {
			title: 'Mot de passe oublié ? | CarWatch',
			description: 'Demandez un lien par e-mail pour choisir un nouveau mot de passe pour votre compte CarWatch.',
		},
		heading: 'Mot de passe oublié ?',
		intro: 'Saisissez l’adresse e-mail de votre compte. Nous vous envoyons un lien pour choisir un nouveau mot de passe ; il ne sert qu’une fois, pendant 30 minutes.',
		email: 'E-mail',
		submit: 'Envoyer le lien',
		submitting: 'Envoi en cours…',
		failed: 'Aucun lien n’a été envoyé',
		sentHeading: 'Consultez votre boîte de réception',
		sent: 'Si un compte utilise {{email}}, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien ne sert qu’une fois, pendant 30 minutes.',
		sentHint: 'Rien reçu après quelques minutes ? Regardez dans vos courriers indésirables et vérifiez l’adresse, ou redemandez un lien : un nouveau lien remplace les précédents.',
		askAgain: 'Redemander un lien',
		backToLogin: 'Retour à la connexion',
	},
	reset: {
		meta: {
			title: 'Choisir un nouveau mot de passe | CarWatch',
			description: 'Choisissez un nouveau mot de passe pour votre compte CarWatch.',
		},
		heading: 'Choisir un nouveau mot de passe',
		forAccount: 'Pour le compte {{email}}.',
		googleOnly: 'Votre compte se connecte avec Google. Avec un mot de passe, vous pourrez aussi vous connecter avec votre adresse e-mail ; la connexion avec Google continue de fonctionner.',
		signOutNote: 'L’enregistrer vous déconnecte de tous les appareils où vous êtes connecté, et vous connecte ici.',
		newPassword: 'Nouveau mot de passe',
		passwordDescription: 'Au moins 6 caractères',
		confirmPassword: 'Confirmer le nouveau mot de passe',
		showPassword: 'Afficher ou masquer le mot de passe',
		submit: 'Enregistrer le nouveau mot de passe',
		submitting: 'Enregistrement…',
		doneHeading: 'Votre mot de passe a été changé',
		done: 'Tous les appareils connectés à votre compte ont été déconnectés ; vous êtes connecté ici avec le nouveau mot de passe.',
		dashboard: 'Aller à votre tableau de bord',
		problemHeading: 'Ce lien ne peut pas être utilisé',
		newLink: 'Demander un nouveau lien',
	},
	errors: {
		tooManyFromClient_one: 'Trop de liens de réinitialisation ont été demandés depuis votre réseau. Veuillez réessayer dans {{count}} minute.',
		tooManyFromClient_other: 'Trop de liens de réinitialisation ont été demandés depuis votre réseau. Veuillez réessayer dans {{count}} minutes.',
		tooManyForAddress_one: 'Trop de liens de réinitialisation ont été demandés pour cette adresse au cours de la dernière heure. Veuillez réessayer dans {{count}} minute.',
		tooManyForAddress_other: 'Trop de liens de réinitialisation ont été demandés pour cette adresse au cours de la dernière heure. Veuillez réessayer dans {{count}} minutes.',
		invalid: 'Ce lien de réinitialisation n’est pas valable. Chaque nouveau lien remplace les précédents : ouvrez l’e-mail le plus récent, ou demandez un nouveau lien.',
		expired: 'Ce lien de réinitialisation a expiré : un lien fonctionne pendant 30 minutes. Veuillez en demander un nouveau.',
		used: 'Ce lien de réinitialisation a déjà été utilisé. Si vous voulez encore changer votre mot de passe, demandez un nouveau lien.',
	},
}

export default passwordReset
