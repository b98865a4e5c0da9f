import { type Shape } from '../../shape.ts'
import type en from '../en/auth.ts'

const auth: Shape<typeof en> = {
	errors: {
		required: 'Veuillez remplir tous les champs obligatoires',
		email: 'Veuillez saisir une adresse e-mail valide',
		passwordLength: 'Le mot de passe doit comporter au moins 6 caractères',
		passwordTooLong: 'Le mot de passe doit comporter au plus 200 caractères',
		username: "Le nom d'utilisateur doit comporter de 3 à 20 lettres ou chiffres",
		usernameTaken: "Ce nom d'utilisateur est déjà pris",
		emailTaken: 'Un compte existe déjà avec cette adresse e-mail',
		nameTooLong: 'Les noms doivent comporter au plus 100 caractères',
		passwordsMatch: 'Veuillez vérifier que les mots de passe sont identiques',
		terms: 'Vous devez accepter les conditions et la politique de confidentialité pour continuer',
		captcha: 'La vérification captcha a échoué',
		credentials: 'Échec de la connexion. Veuillez vérifier vos identifiants.',
		rateLimited: 'Trop de tentatives échouées. Veuillez réessayer dans {{minutes}} minutes.',
		codeRequired: "Veuillez saisir le code reçu par e-mail",
		codeFormat: 'Le code comporte 6 chiffres',
		codeInvalid: "Ce code n'est pas valide. Vérifiez-le ou demandez-en un nouveau.",
		codeExpired: 'Ce code a expiré. Veuillez en demander un nouveau.',
		codeLocked: 'Trop de codes erronés. Veuillez en demander un nouveau.',
		resendWait: 'Vous pourrez demander un nouveau code dans {{seconds}} secondes.',
		rateLimitedSeconds_one: 'Trop de tentatives échouées. Veuillez réessayer dans {{count}} seconde.',
		rateLimitedSeconds_other: 'Trop de tentatives échouées. Veuillez réessayer dans {{count}} secondes.',
		tooManyCodes: 'Trop de codes ont été envoyés pour ce compte. Vous pourrez en demander un nouveau dans {{minutes}} minutes.',
		tooManyCodesLater: 'Trop de codes ont été envoyés pour ce compte au cours de la dernière heure. Veuillez réessayer plus tard.',
		tooManySignups: 'Trop d’inscriptions depuis votre réseau. Veuillez réessayer dans {{minutes}} minutes.',
		invalidEmail: 'E-mail invalide',
		sameEmail: 'Même e-mail : la nouvelle adresse est identique à l’actuelle',
		currentPassword: "Le mot de passe actuel n'est pas correct",
		origin: 'Ce formulaire a été envoyé depuis un autre site et a été refusé.',
		originHidden: 'Ce formulaire a été envoyé depuis une page dont le navigateur n’a pas révélé l’adresse ; il a donc été refusé. Ouvrez ce site directement et renvoyez le formulaire.',
		controlCharacters: 'Supprimez les caractères de contrôle invisibles (comme un octet NUL) de ce champ.',
		badRequest: "La requête n'a pas pu être lue. Veuillez réessayer.",
		loginRequired: 'Veuillez vous connecter pour continuer.',
		verifyFirst: "Veuillez d'abord confirmer votre adresse e-mail.",
		jsonRequired: 'Envoyez un corps JSON (en-tête Content-Type application/json).',
		jsonInvalid: "Le corps de la requête n'est pas un JSON valide.",
	},
}

export default auth
