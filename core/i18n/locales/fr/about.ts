import { type Shape } from '../../shape.ts'
import type en from '../en/about.ts'

const about: Shape<typeof en> = {
	meta: {
		title: 'À propos | CarWatch',
		description:
			"Pourquoi nous avons créé CarWatch, nos valeurs et la petite équipe derrière les alertes voitures d'occasion sur Telegram.",
	},
	heading: 'À propos de CarWatch',
	intro: "Nous aidons les acheteurs de voitures d'occasion à voir la bonne annonce en premier, sans actualiser les sites d'annonces toute la journée.",
	story: {
		heading: 'Notre histoire',
		paragraphs: [
			"Quiconque a déjà acheté une voiture d'occasion connaît la routine : les mêmes recherches sur plusieurs sites, plusieurs fois par jour, et pourtant les bonnes affaires sont parties avant même qu'on appelle. Nous sommes passés par là, et nous nous sommes dit qu'un ordinateur devrait surveiller à notre place.",
			"Nous avons donc écrit un petit programme qui lançait nos recherches à intervalles réguliers et envoyait un message Telegram dès qu'une nouveauté apparaissait. Il nous a fait gagner des heures, des amis l'ont réclamé, et CarWatch est né de là.",
			'Aujourd’hui, CarWatch fait la même chose pour tout le monde : vous décrivez la voiture une fois, choisissez les sites et le rythme, et nous vous écrivons dès qu’une annonce correspondante apparaît.',
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
		intro: 'CarWatch est conçu et géré par une petite équipe fondatrice.',
		members: [
			{
				name: 'Marko Petrović',
				role: 'Cofondateur, produit et développement',
				bio: "A écrit la première version de CarWatch pour trouver sa propre voiture. S'occupe du moteur d'alertes et de la connexion des sites.",
			},
			{
				name: 'Anna Weber',
				role: 'Cofondatrice, opérations et support',
				bio: 'Répond à vos e-mails et à vos messages Telegram, et transforme les retours des abonnés en améliorations.',
			},
			{
				name: 'Luca Romano',
				role: 'Ingénieur fondateur',
				bio: 'Travaille sur le bot Telegram, les notifications en cinq langues et la fiabilité des vérifications.',
			},
		],
	},
	join: {
		heading: 'Nous rejoindre',
		text: "Nous sommes une petite équipe et toujours heureux d'échanger avec des personnes qui veulent aider les acheteurs de voitures.",
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
