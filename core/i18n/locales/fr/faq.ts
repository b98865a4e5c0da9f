import { type Shape } from '../../shape.ts'
import type en from '../en/faq.ts'

const faq: Shape<typeof en> = {
	meta: {
		title: 'FAQ | CarWatch',
		description:
			"Réponses sur CarWatch : le fonctionnement des alertes voitures d'occasion, les sites surveillés, le prix, la résiliation, la configuration de Telegram et vos données.",
	},
	heading: 'Questions fréquentes',
	intro: 'Tout sur le fonctionnement de CarWatch, son prix et la façon dont nous traitons vos données. Choisissez une question pour afficher la réponse.',
	categories: {
		general: 'Général',
		subscription: 'Abonnement',
		technical: 'Technique',
	},
	questions: {
		whatIs: {
			question: "Qu'est-ce que CarWatch ?",
			answer:
				"CarWatch est un service d'alertes pour voitures d'occasion. Vous décrivez la voiture que vous cherchez et choisissez les sites d'annonces à surveiller. Nous les vérifions pour vous à votre rythme et vous envoyons un message Telegram quand une vérification trouve une annonce correspondante, en anglais, allemand, français, espagnol ou italien.",
		},
		howItWorks: {
			question: 'Comment ça marche ?',
			intro: 'Créer une alerte prend quelques minutes :',
			steps: [
				'Décrivez la voiture : marque, modèle et carburant, et si vous le souhaitez une fourchette de prix, une plage d’années et un kilométrage maximum.',
				'Choisissez les sites à surveiller et la fréquence des vérifications.',
				'Connectez Telegram en démarrant notre bot depuis le lien ou le QR code affiché pendant la configuration.',
				"Payez par carte et votre alerte démarre. Chaque nouvelle annonce correspondante arrive sous forme de message avec le prix, le kilométrage, le lieu et un lien vers l'annonce.",
			],
		},
		websites: {
			question: 'Quels sites surveillez-vous ?',
			answer:
				"La liste ci-dessous provient directement de notre système : elle indique les sites surveillés aujourd'hui et ceux que nous sommes en train de connecter. Pour Facebook Marketplace, vous collez l'adresse d'une recherche Marketplace, et nous ne lisons que cette page.",
		},
		cost: {
			question: 'Combien ça coûte ?',
			answer:
				'Chaque alerte coûte {{base}} par mois. Ce prix comprend un site, une vérification toutes les heures, des filtres illimités et les notifications Telegram. Chaque site supplémentaire ajoute {{extraSite}} par mois.',
			addOnsIntro: 'Des vérifications plus fréquentes sont proposées en option, par mois :',
			addOns: {
				'30min': 'Toutes les 30 minutes : +{{price}}',
				'15min': 'Toutes les 15 minutes : +{{price}}',
				'5min': 'Toutes les 5 minutes : +{{price}}',
				'1min': 'Chaque minute : +{{price}}',
			},
			note: "Les prix sont en dollars américains. Vous payez chaque mois par carte via Stripe, et l'abonnement se renouvelle automatiquement tous les mois.",
		},
		cancel: {
			question: 'Puis-je résilier à tout moment ?',
			answer:
				"Oui. Résiliez l'alerte depuis votre tableau de bord quand vous le souhaitez. Vos alertes continuent jusqu'à la fin de la période déjà payée, et vous n'êtes plus prélevé.",
		},
		multiple: {
			question: 'Puis-je avoir plusieurs alertes ?',
			answer:
				"Oui. Vous pouvez créer plusieurs alertes avec un seul compte, par exemple pour deux modèles différents. Chaque alerte est un abonnement mensuel distinct, avec ses propres critères, sites et fréquence de vérification : vous pouvez en modifier ou en résilier une sans toucher aux autres.",
		},
		limit: {
			question: "Le nombre d'abonnés est-il limité ?",
			answer:
				"Oui. Nous acceptons au maximum {{capacity}} abonnés pour que les vérifications restent rapides pour tous. Quand toutes les places sont prises, vous pouvez vous inscrire sur la liste d'attente, et nous vous écrivons par e-mail dès qu'une place se libère.",
		},
		telegram: {
			question: 'Comment configurer Telegram ?',
			answer:
				"Pendant la création de l'alerte, nous affichons un lien et un QR code vers notre bot Telegram. Ouvrez-le, appuyez sur Démarrer dans Telegram, puis confirmez dans la configuration que vous avez démarré le bot. Cette étape est nécessaire, car un bot Telegram ne peut écrire qu'aux personnes qui l'ont démarré.",
		},
		frequency: {
			question: 'À quelle fréquence serai-je averti ?',
			answer:
				"Vous choisissez la fréquence de vérification de chaque alerte, de toutes les heures jusqu'à chaque minute. La vérification horaire est comprise dans le prix ; les vérifications toutes les 30, 15 ou 5 minutes ou chaque minute sont en option. La première vérification vous montre les voitures correspondantes les plus récentes déjà en ligne. Ensuite, chaque fois qu'une vérification trouve une nouvelle annonce correspondant à vos critères, le bot vous envoie un message ; quand une vérification en trouve plus de cinq, elles arrivent dans un seul message, les meilleures affaires d'abord, avec un lien vers toutes.",
		},
		privacy: {
			question: 'Quelles données conservez-vous à mon sujet ?',
			answer:
				"Uniquement ce dont le service a besoin : les données de votre compte, les critères de vos alertes, votre nom d'utilisateur et votre identifiant de chat Telegram, ainsi que des références de paiement. Les paiements par carte sont traités par Stripe ; nous ne voyons jamais votre numéro de carte complet et ne conservons que la marque de la carte, les 4 derniers chiffres et la date d'expiration. Nous n'utilisons aucun traceur publicitaire.",
			link: 'Lire notre politique de confidentialité',
		},
	},
	support: {
		heading: 'Une autre question ?',
		text: 'Notre équipe support répond sous 24 heures.',
		button: 'Contacter le support',
	},
}

export default faq
