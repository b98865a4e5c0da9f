import { type Shape } from '../../shape.ts'
import type en from '../en/home.ts'

const home: Shape<typeof en> = {
	meta: {
		title: "CarWatch : alertes voitures d'occasion sur Telegram",
		description:
			"Dites-nous une fois la voiture que vous cherchez. Nous vérifions les sites d'annonces aussi souvent que vous le choisissez, de toutes les heures à chaque minute, et vous écrivons sur Telegram pour chaque nouvelle annonce correspondante.",
	},
	hero: {
		eyebrow: "Alertes voitures d'occasion sur Telegram",
		title: 'Trouvez votre prochaine voiture avant tout le monde',
		subtitle:
			"Dites-nous une fois la voiture que vous cherchez. Nous vérifions les sites d'annonces aussi souvent que vous le choisissez, de toutes les heures à chaque minute, et vous envoyons un message Telegram pour chaque nouvelle annonce correspondante : photo, prix, kilométrage, lieu et lien.",
		primary: 'Créer mes alertes',
		secondary: 'Comment ça marche',
		preview: {
			label: 'Ce que vous recevez',
			caption: 'Une alerte d’exemple sur notre marché de démonstration, calculée à partir de ses annonces au chargement de cette page\u202f: le message Telegram envoyé pour sa dernière correspondance, et l’alerte telle que votre tableau de bord l’affiche.',
			message: 'Le message sur Telegram',
			card: 'L’alerte dans votre tableau de bord',
			botName: 'Bot CarWatch',
			photoAlt: 'Photo de l’annonce',
			none: 'Aucune voiture du marché de démonstration ne correspond encore à l’alerte d’exemple.',
		},
	},
	features: {
		heading: 'Tout pour être le premier',
		subtitle: 'Un seul jeu de critères, plusieurs sites, un message au bon moment.',
		items: [
			{
				title: 'Plusieurs sites, une recherche',
				text: 'Décrivez la voiture une fois : nous appliquons vos critères à chaque site choisi.',
			},
			{
				title: 'Messages Telegram instantanés',
				text: "Chaque nouvelle annonce arrive en message Telegram avec photo, prix, kilométrage, lieu et lien vers l'annonce.",
			},
			{
				title: 'Filtres précis',
				text: 'Marque, modèle, carburant, fourchette de prix, années et kilométrage maximal, vérifiés à nouveau sur chaque annonce.',
			},
			{
				title: 'Vous choisissez le rythme',
				text: "Vérifications de toutes les heures jusqu'à chaque minute. Plus c'est fréquent, plus vous voyez tôt les nouvelles annonces.",
			},
			{
				title: 'Votre langue',
				text: 'Les alertes et tout le site en anglais, allemand, français, espagnol et italien.',
			},
			{
				title: 'Votre compte, vos alertes',
				text: 'Mettez en pause, modifiez ou résiliez chaque alerte depuis votre tableau de bord, quand vous le voulez.',
			},
		],
		sitesHeading: "Sites d'annonces",
	},
	howItWorks: {
		heading: 'Comment ça marche',
		steps: [
			{ title: 'Indiquez vos critères', text: 'Marque, modèle, carburant, budget, années, kilométrage et les sites à surveiller.' },
			{ title: 'Connectez Telegram', text: 'Ouvrez notre bot depuis le lien ou le QR code et appuyez sur Démarrer. C’est tout.' },
			{ title: 'Recevez les alertes', text: 'Nous vérifions les sites à votre rythme et vous écrivons quand une vérification trouve une nouvelle annonce correspondante.' },
			{ title: 'Trouvez votre voiture', text: "Ouvrez l'annonce depuis le message et contactez le vendeur avant les autres." },
		],
	},
	pricing: {
		heading: 'Des tarifs simples',
		subtitle: 'Un prix mensuel par alerte, en dollars américains. Résiliable à tout moment.',
		planName: 'Formule de base',
		perMonth: '/mois',
		included: ['Un site', 'Vérification toutes les heures', 'Filtres illimités', 'Notifications Telegram'],
		addOnsHeading: 'Options',
		extraWebsite: 'Chaque site supplémentaire',
		frequency: {
			'30min': 'Vérification toutes les 30 minutes',
			'15min': 'Vérification toutes les 15 minutes',
			'5min': 'Vérification toutes les 5 minutes',
			'1min': 'Vérification chaque minute',
		},
		addOnPrice: '+{{price}}/mois',
		note: "Chaque alerte est un abonnement mensuel distinct, payé par carte et renouvelé automatiquement. Après résiliation, les alertes continuent jusqu'à la fin de la période payée.",
		cta: 'Commencer',
	},
	faq: {
		heading: 'Questions fréquentes',
		items: [
			{
				question: 'Que fait CarWatch ?',
				answer:
					"Vous décrivez la voiture d'occasion souhaitée et choisissez les sites. Nous les vérifions à votre rythme et vous envoyons un message Telegram quand une vérification trouve une nouvelle annonce correspondante.",
			},
			{
				question: 'Quels sites surveillez-vous ?',
				answer: 'La liste ci-dessous indique les sites surveillés aujourd’hui et ceux en cours de connexion.',
			},
			{
				question: 'À quelle fréquence les sites sont-ils vérifiés ?',
				answer:
					"De toutes les heures jusqu'à chaque minute. La vérification horaire est incluse ; les vérifications plus rapides sont en option.",
			},
			{
				question: 'Combien ça coûte ?',
				answer:
					'{{base}} par mois pour un site vérifié toutes les heures. Chaque site supplémentaire ajoute {{extraSite}} par mois, et les vérifications plus rapides à partir de {{fastest}} par mois.',
			},
			{
				question: 'Puis-je résilier à tout moment ?',
				answer:
					"Oui. Résiliez depuis votre tableau de bord : vos alertes continuent jusqu'à la fin de la période déjà payée, et vous n'êtes plus prélevé.",
			},
			{
				question: "Pourquoi une liste d'attente ?",
				answer:
					"Nous acceptons un nombre limité d'abonnés ({{capacity}}) pour que chaque alerte reste rapide. Quand toutes les places sont prises, inscrivez-vous sur la liste d'attente : nous vous écrirons dès qu'une place se libère.",
			},
		],
		contact: 'Une autre question ? Écrivez-nous à',
	},
	signup: {
		heading: 'Prêt à trouver votre voiture ?',
		text: "Commencez ici : choisissez les sites à surveiller et la fréquence. Décrivez ensuite la voiture, connectez Telegram et créez votre compte à l'envoi.",
		// Signed in: the account exists already.
		textSignedIn: 'Commencez ici : choisissez les sites à surveiller et la fréquence. Décrivez ensuite la voiture et connectez Telegram.',
		waitlist: "Rejoindre la liste d'attente",
		fullText: "Toutes les places sont prises pour le moment. Inscrivez-vous sur la liste d'attente : nous vous écrirons dès qu'une place se libère.",
	},
}

export default home
