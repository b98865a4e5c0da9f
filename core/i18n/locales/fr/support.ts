import { type Shape } from '../../shape.ts'
import type en from '../en/support.ts'

const support: Shape<typeof en> = {
	meta: {
		title: 'Assistance | CarWatch',
		description:
			"Obtenir de l'aide sur CarWatch : assistance par e-mail avec réponse sous 24 heures, configuration de Telegram, mises à jour, Facebook Marketplace, résiliation et liste d'attente.",
	},
	heading: 'Assistance',
	intro: 'Une question sur vos alertes, sur Telegram ou sur votre abonnement ? Nous sommes là pour vous aider.',
	email: {
		heading: 'Assistance par e-mail',
		text: 'Écrivez-nous à tout moment. Nous répondons sous 24 heures.',
		label: 'Notre adresse :',
	},
	faq: {
		heading: 'Questions courantes',
		telegram: {
			question: 'Comment configurer les notifications Telegram ?',
			intro: "Notre bot ne peut écrire qu'aux personnes qui l'ont démarré. Connectez-le donc une fois lors de la création de votre alerte :",
			steps: [
				"Commencez à créer une alerte et avancez jusqu'à l'étape des notifications.",
				'Ouvrez notre bot avec le lien affiché, ou scannez le QR code avec votre téléphone.',
				'Dans Telegram, appuyez sur Démarrer.',
				'De retour dans la configuration, confirmez que vous avez démarré le bot et continuez.',
			],
			outro: 'Les alertes arrivent ensuite dans la langue choisie : anglais, allemand, français, espagnol ou italien.',
		},
		updates: {
			question: 'Comment fonctionnent les mises à jour ?',
			answer:
				"Nous vérifions les sites choisis au rythme choisi, de toutes les heures jusqu'à chaque minute. Quand une vérification trouve une nouvelle annonce correspondant à vos critères, notre bot vous envoie un message Telegram avec le prix, le kilométrage, le lieu et un lien vers l'annonce ; plus de cinq à la fois arrivent dans un seul message, les meilleures affaires d'abord. Une modification qui change votre prix s'applique à partir de la période de facturation suivante.",
		},
		facebook: {
			question: 'Comment fonctionnent les annonces Facebook Marketplace ?',
			answer:
				"Pour Facebook Marketplace, vous nous donnez l'adresse d'une recherche : lancez une recherche sur Marketplace avec vos filtres, copiez l'adresse depuis votre navigateur (une adresse facebook.com/marketplace) et collez-la lors de la création de l'alerte. Nous ne lisons que cette page, rien d'autre sur Facebook. La liste ci-dessous indique si Marketplace est déjà surveillé ou encore en cours de connexion.",
		},
		cancel: {
			question: 'Comment résilier ?',
			answer:
				"Allez dans Mes alertes sur votre tableau de bord, résiliez l'alerte que vous voulez arrêter et confirmez. L'alerte continue jusqu'à la fin de la période déjà payée, et vous n'êtes plus prélevé. Vos autres alertes ne sont pas concernées.",
		},
		full: {
			question: 'Que se passe-t-il quand le service est complet ?',
			answer:
				"Nous acceptons au maximum {{capacity}} abonnés. Quand toutes les places sont prises, les nouveaux utilisateurs ne peuvent pas créer d'alerte mais peuvent s'inscrire sur la liste d'attente, et nous vous écrivons par e-mail dès qu'une place se libère.",
			link: "Rejoindre la liste d'attente",
		},
	},
	help: {
		heading: "Besoin d'aide supplémentaire ?",
		text: 'Écrivez à notre équipe sur Telegram à @{{handle}}, ou par e-mail à {{email}}.',
		button: 'Nous écrire sur Telegram',
	},
}

export default support
