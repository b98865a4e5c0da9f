import type { Translation } from './en.ts'

const fr: Translation = {
	app: {
		name: 'CarWatch',
		tagline: "Alertes voitures d'occasion sur Telegram",
	},
	meta: {
		homeTitle: "CarWatch : alertes voitures d'occasion sur Telegram",
		homeDescription:
			"Dites-nous une fois la voiture que vous cherchez. Nous surveillons les sites d'annonces et vous écrivons sur Telegram dès qu'une annonce correspond.",
		notFoundTitle: '404 Page introuvable',
		errorTitle: 'Une erreur est survenue',
	},
	home: {
		title: 'Trouvez votre prochaine voiture avant tout le monde',
		subtitle:
			"Dites-nous une fois la voiture que vous cherchez. Nous surveillons les sites d'annonces et vous envoyons un message Telegram dès qu'une annonce correspond.",
	},
	errors: {
		notFoundHeading: '404 Page introuvable',
		notFoundText: "Nous n'avons pas trouvé la page demandée.",
		backHome: "Retour à l'accueil",
		unexpectedHeading: 'Une erreur est survenue',
		unexpectedText: "Une erreur inattendue s'est produite. Veuillez réessayer.",
	},
}

export default fr
