import { type Shape } from '../../shape.ts'
import type en from '../en/waitlist.ts'

const waitlist: Shape<typeof en> = {
	meta: {
		title: "Liste d'attente | CarWatch",
		description: "Inscrivez-vous sur la liste d'attente CarWatch : nous vous écrirons dès qu'une place se libère.",
	},
	heading: "Rejoindre la liste d'attente",
	subtitle: "Nous limitons le nombre d'abonnés pour que chaque alerte reste rapide. Laissez vos coordonnées : nous vous écrirons dès qu'une place se libère.",
	box: {
		heading: 'Disponibilité limitée',
		description: "CarWatch sert un nombre limité d'abonnés à la fois.",
		bullets: [
			'Les alertes restent rapides car chaque abonné dispose de sa part de vérifications.',
			"Quand un abonné part, sa place revient à l'inscription la plus ancienne de la liste.",
			'Nous vous envoyons une invitation qui vous réserve la place pendant 48 heures.',
			"L'inscription est gratuite et vous pouvez ignorer l'invitation.",
		],
		active: 'Abonnés actifs',
		available: 'Places disponibles',
		held: 'Places réservées',
		remaining: '{{remaining}} places sur {{capacity}} restent libres.',
		full: 'Les {{capacity}} places sont prises pour le moment.',
		percentFull: '{{percent}} % occupé',
	},
	open: {
		heading: 'Des places sont libres : inutile d’attendre',
		text: '{{remaining}} places sur {{capacity}} sont libres en ce moment. Créez votre alerte et abonnez-vous dès aujourd’hui ; la liste d’attente ne sert que lorsque toutes les places sont prises.',
		action: 'Créer mon alerte',
		formTitle: 'Vous préférez attendre ?',
		formText: 'Vous pouvez tout de même rejoindre la liste d’attente. Tant que des places sont libres, l’invitation arrive par e-mail quelques minutes après la confirmation de votre adresse et vous réserve une place pendant 48 heures.',
	},
	form: {
		title: "Pas de place pour l'instant ?",
		firstName: 'Prénom',
		lastName: 'Nom',
		email: 'E-mail',
		emailDescription: "Nous l'utilisons uniquement pour vous prévenir qu'une place est libre.",
		submit: "Rejoindre la liste d'attente",
		submitting: 'Inscription…',
	},
	errors: {
		controlCharacters: 'Supprimez les caractères de contrôle invisibles (comme un octet NUL) de ce champ.',
		email: 'Veuillez saisir une adresse e-mail valide',
		firstName: 'Le prénom doit comporter au moins 2 caractères',
		lastName: 'Le nom doit comporter au moins 2 caractères',
		failed: "L'inscription sur la liste d'attente a échoué",
	},
	success: {
		title: 'Vous êtes sur la liste !',
		description: "Merci de vous être inscrit sur notre liste d'attente. Nous vous préviendrons dès qu'une place se libère.",
		message: "Surveillez votre boîte mail : l'invitation vous réserve une place pendant 48 heures.",
		home: "Retour à l'accueil",
		confirm: "Nous vous avons envoyé un lien par e-mail : veuillez confirmer votre adresse sous 48 heures. D'ici là, votre inscription ne réserve aucune place.",
	},
	confirmation: {
		meta: { title: 'Confirmez votre adresse | CarWatch' },
		heading: 'Confirmez votre inscription',
		prompt: "Confirmez votre adresse pour prendre votre place sur la liste d'attente.",
		submit: 'Confirmer mon adresse',
		submitting: 'Confirmation…',
		done: "Votre adresse est confirmée et vous êtes sur la liste d'attente. Nous vous écrirons dès qu'une place se libère.",
		invalid: "Ce lien n'est pas valide ou a expiré. Veuillez vous inscrire à nouveau sur la liste d'attente.",
		join: "Rejoindre la liste d'attente",
	},
	check: {
		meta: {
			title: 'Disponibilité | CarWatch',
			description: 'Combien de places CarWatch sont prises et combien restent libres.',
		},
		heading: 'Vérifier la disponibilité',
		subtitle: "Voyez si vous pouvez créer vos alertes tout de suite ou s'il vaut mieux rejoindre la liste d'attente.",
		open: 'Des places sont libres : vous pouvez créer vos alertes maintenant.',
		setup: 'Créer une alerte',
		closedSubscriber: 'Toutes les places sont prises, et l’une d’elles est la vôtre : vous pouvez ajouter des alertes à tout moment.',
		closed: "Toutes les places sont prises : rejoignez la liste d'attente, nous vous écrirons.",
		join: "Rejoindre la liste d'attente",
		unavailable: 'La disponibilité ne peut pas être affichée pour le moment. Réessayez dans un instant.',
	},
}

export default waitlist
