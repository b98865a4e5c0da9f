import { type Shape } from '../../shape.ts'
import type en from '../en/terms.ts'

const terms: Shape<typeof en> = {
	meta: {
		title: 'Conditions d’utilisation | CarWatch',
		description:
			'Les conditions d’utilisation de CarWatch : abonnements, paiement, résiliation, notifications Telegram, annonces de sites tiers et cookies.',
	},
	heading: 'Conditions d’utilisation',
	lastUpdated: 'Dernière mise à jour : 20 novembre 2026',
	intro:
		'Ces conditions s’appliquent à votre utilisation de CarWatch, un service qui surveille pour vous les sites d’annonces de voitures d’occasion et vous envoie sur Telegram les annonces qui correspondent à votre recherche. Merci de les lire avant de vous inscrire.',
	contents: 'Sommaire',
	sectionHeading: '{{number}}. {{title}}',
	sections: [
		{
			id: 'acceptance',
			title: 'Acceptation des conditions',
			paragraphs: [
				'En créant un compte ou en utilisant CarWatch, vous acceptez ces conditions ainsi que notre politique de confidentialité. Si vous ne les acceptez pas, veuillez ne pas utiliser le service.',
			],
		},
		{
			id: 'service',
			title: 'Le service',
			paragraphs: [
				'CarWatch consulte les sites d’annonces que vous choisissez pour trouver les voitures qui correspondent à vos critères (marque, modèle, carburant, prix, année, kilométrage, etc.) et vous envoie les nouvelles annonces par notre bot Telegram.',
				'Selon votre formule, les vérifications ont lieu de toutes les heures jusqu’à toutes les minutes. Une annonce ne peut vous parvenir qu’après avoir été publiée sur le site et trouvée lors de l’une de nos vérifications.',
			],
		},
		{
			id: 'eligibility',
			title: 'Conditions d’accès et votre compte',
			paragraphs: [
				'Vous devez avoir au moins 18 ans pour utiliser CarWatch.',
				'Vous vous engagez à fournir des informations exactes, à garder votre mot de passe secret et à nous prévenir immédiatement si vous pensez que quelqu’un d’autre a utilisé votre compte. Vous êtes responsable de ce qui se passe dans votre compte.',
			],
		},
		{
			id: 'subscriptions',
			title: 'Abonnements et paiement',
			paragraphs: [
				'CarWatch est un abonnement mensuel. Les prix sont en dollars américains et le prix de chaque alerte dépend du nombre de sites et de la fréquence de vérification choisis ; le total vous est indiqué avant le paiement.',
				'Le paiement se fait par carte via notre prestataire de paiement, Stripe. Votre abonnement est reconduit automatiquement chaque mois et votre carte est débitée au début de chaque période de facturation jusqu’à votre résiliation.',
			],
		},
		{
			id: 'cancellation',
			title: 'Résiliation',
			paragraphs: [
				'Vous pouvez résilier un abonnement à tout moment. La résiliation met fin aux renouvellements futurs ; le service continue jusqu’à la fin de la période de facturation déjà payée, puis s’arrête.',
				'Rien dans ces conditions ne limite les droits que vous accorde la loi de votre pays.',
			],
		},
		{
			id: 'capacity',
			title: 'Places limitées et liste d’attente',
			paragraphs: [
				'Pour que chaque alerte reste rapide, nous limitons le nombre d’abonnés. Lorsque toutes les places sont prises, les nouveaux utilisateurs peuvent s’inscrire sur une liste d’attente. Quand une place se libère, nous invitons par e-mail la personne qui attend depuis le plus longtemps et lui réservons la place pendant 48 heures.',
				'L’inscription sur la liste d’attente ne garantit pas une place.',
			],
		},
		{
			id: 'telegram',
			title: 'Notifications Telegram',
			paragraphs: [
				'Les notifications sont envoyées par notre bot Telegram. Vous avez besoin d’un compte Telegram et devez démarrer le bot vous-même : un bot Telegram ne peut écrire qu’aux personnes qui l’ont démarré.',
				'Telegram est un service que nous n’exploitons pas. La distribution des messages dépend de Telegram, et nous ne sommes pas responsables des retards ou des pannes de son côté.',
			],
		},
		{
			id: 'listings',
			title: 'Annonces de sites tiers',
			paragraphs: [
				'Les annonces proviennent de sites tiers que nous ne contrôlons pas. Nous ne garantissons ni que nous trouvons toutes les annonces, ni que le prix, la description ou les autres informations d’une annonce sont exacts. Les annonces peuvent être retirées, modifiées ou erronées.',
				'Nous ne sommes partie à aucune vente. Vérifiez toujours vous-même la voiture, ses documents et le vendeur avant de payer.',
			],
		},
		{
			id: 'acceptable-use',
			title: 'Utilisation acceptable',
			paragraphs: ['En utilisant CarWatch, vous vous engagez à ne pas :'],
			list: [
				'enfreindre la loi ou les droits d’autrui ;',
				'tenter d’accéder à des comptes ou à des systèmes qui ne sont pas les vôtres ;',
				'surcharger, perturber ou attaquer le service ;',
				'revendre le service ou partager votre compte avec d’autres personnes.',
			],
		},
		{
			id: 'liability',
			title: 'Disponibilité et responsabilité',
			paragraphs: [
				'Nous faisons en sorte que CarWatch fonctionne bien, mais nous ne pouvons pas promettre qu’il sera toujours disponible ou exempt d’erreurs. Les vérifications et les notifications peuvent parfois être retardées ou manquées, par exemple lorsqu’un site d’annonces ou Telegram est indisponible.',
				'Nous pouvons suspendre ou fermer un compte qui ne respecte pas ces conditions. Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects, comme un achat manqué.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookies',
			paragraphs: [
				'CarWatch n’utilise aucun cookie publicitaire, de suivi ou de mesure d’audience.',
				'Nous déposons uniquement les cookies nécessaires au fonctionnement du service :',
			],
			list: [
				'un cookie de session qui vous garde connecté (les scripts de la page ne peuvent pas le lire) ;',
				'un cookie « language » qui retient la langue que vous avez choisie ;',
				'un cookie « theme » qui retient votre thème clair, sombre ou système ;',
				'pendant dix minutes lors d’une connexion avec Google, un cookie « google_redirect » contenant la page à ouvrir ensuite ;',
				'jusqu’à trente minutes après l’ouverture d’un lien de réinitialisation du mot de passe, un cookie « password_reset » qui retire le jeton du lien de la barre d’adresse ;',
				'uniquement sur les pages où vous payez ou ajoutez une carte, le script de Stripe dépose les propres cookies de Stripe (« __stripe_mid », « __stripe_sid »), qui servent à Stripe à prévenir la fraude à la carte.',
			],
		},
		{
			id: 'changes',
			title: 'Modifications du service et de ces conditions',
			paragraphs: [
				'Nous pouvons modifier ces conditions ou nos prix. Nous vous en informerons par e-mail au moins 30 jours avant l’entrée en vigueur d’une modification. Si vous ne l’acceptez pas, vous pouvez résilier avant qu’elle ne s’applique à vous.',
			],
		},
		{
			id: 'contact',
			title: 'Contact',
			paragraphs: [
				'Une question sur ces conditions ? Écrivez-nous à {{email}}. Nous répondons sous 24 heures.',
			],
		},
	],
}

export default terms
