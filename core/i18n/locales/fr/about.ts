import { type Shape } from '../../shape.ts'
import type en from '../en/about.ts'

const about: Shape<typeof en> = {
	meta: {
		title: 'À propos | CarWatch',
		description: "Ce que CarWatch fait pour les acheteurs de voitures d'occasion et ce qui compte pour nous.",
	},
	heading: 'À propos de CarWatch',
	intro: "Nous aidons les acheteurs de voitures d'occasion à voir la bonne annonce en premier, sans actualiser les sites d'annonces toute la journée.",
	story: {
		heading: 'Pourquoi CarWatch',
		paragraphs: [
			"Quiconque a déjà acheté une voiture d'occasion connaît la routine : les mêmes recherches sur plusieurs sites, plusieurs fois par jour, et pourtant les bonnes affaires sont parties avant même qu'on appelle. CarWatch fait cette surveillance à votre place.",
			'Vous décrivez la voiture une fois, choisissez les sites et le rythme, et nous vous écrivons sur Telegram dès qu’une annonce correspondante apparaît.',
		],
	},
	mission: {
		heading: 'Nos valeurs',
		items: [
			{
				title: 'Être le premier, pas le plus chanceux',
				text: "Les bonnes voitures d'occasion partent vite. Des vérifications de toutes les heures jusqu'à chaque minute font arriver une nouvelle annonce dans votre Telegram tant qu'elle est encore disponible.",
			},
			{
				title: 'Clair et honnête',
				text: "Un prix mensuel par alerte, en dollars américains, affiché avant le paiement. Résiliable à tout moment ; votre alerte fonctionne jusqu'à la fin de la période payée.",
			},
			{
				title: 'Petits par choix',
				text: "Nous limitons le nombre d'abonnés pour que chaque alerte reste rapide, et nous ne conservons que les données nécessaires au service, sans traceur publicitaire.",
			},
		],
	},
	team: {
		heading: "L'équipe",
	},
	join: {
		heading: 'Nous rejoindre',
		text: 'Consultez les postes ouverts ou envoyez-nous une candidature spontanée.',
		button: 'Voir les postes ouverts',
	},
	more: {
		heading: 'En savoir plus',
		faq: 'Questions fréquentes',
		pricing: 'Tarifs',
		support: 'Contacter le support',
	},
}

export default about
