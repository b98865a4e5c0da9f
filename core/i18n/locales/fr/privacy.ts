import { type Shape } from '../../shape.ts'
import type en from '../en/privacy.ts'

const privacy: Shape<typeof en> = {
	meta: {
		title: 'Politique de confidentialité | CarWatch',
		description:
			'Les données personnelles que CarWatch conserve, pourquoi, qui les traite pour nous, les cookies que nous utilisons et comment exercer vos droits au titre du RGPD.',
	},
	heading: 'Politique de confidentialité',
	lastUpdated: 'Dernière mise à jour : 20 novembre 2026',
	intro:
		'Cette politique explique quelles données personnelles CarWatch conserve lorsque vous utilisez le service, pourquoi nous les conservons et ce que vous pouvez faire à ce sujet. Nous ne gardons que ce dont le service a besoin, et nous ne vendons pas vos données.',
	contents: 'Sommaire',
	sections: [
		{
			id: 'data-we-collect',
			title: 'Les données que nous collectons',
			paragraphs: ['Nous conservons les données suivantes :'],
			list: [
				'Compte : vos nom et prénom, votre nom d’utilisateur, votre adresse e-mail et soit une empreinte (hash) de votre mot de passe (jamais le mot de passe lui-même), soit, si vous vous connectez avec Google, l’identifiant de votre compte Google.',
				'Les codes de vérification de votre adresse e-mail, conservés uniquement sous forme d’empreinte.',
				'Vos critères d’alerte : les voitures que vous cherchez, les sites à surveiller, la fréquence de vérification et la langue des notifications.',
				'Telegram : votre nom d’utilisateur Telegram et l’identifiant de la conversation que notre bot utilise pour vous écrire.',
				'Les annonces déjà envoyées pour chaque alerte, afin que vous ne receviez pas deux fois la même.',
				'Références de paiement : vos identifiants de client et d’abonnement Stripe, ainsi que la marque, les 4 derniers chiffres et la date d’expiration de votre carte.',
				'Liste d’attente : si vous vous y inscrivez, votre nom et votre adresse e-mail.',
			],
		},
		{
			id: 'how-we-use',
			title: 'Comment nous utilisons vos données',
			paragraphs: [
				'Nous utilisons vos données uniquement pour fournir CarWatch : exécuter vos alertes, vous envoyer les annonces correspondantes sur Telegram, vous écrire au sujet de votre compte (codes de vérification, invitations depuis la liste d’attente, annonces de modifications, par exemple), facturer votre abonnement et répondre à vos questions.',
				'Nous traitons ces données parce qu’elles sont nécessaires à l’exécution de notre contrat avec vous. Nous ne les utilisons pas à des fins publicitaires et nous ne les vendons pas.',
			],
		},
		{
			id: 'payments',
			title: 'Paiements',
			paragraphs: [
				'Les paiements par carte sont gérés par Stripe. Nous ne voyons et ne conservons jamais le numéro complet de votre carte. Nous gardons seulement la marque de la carte, ses 4 derniers chiffres et sa date d’expiration, afin de vous montrer quelle carte vous utilisez.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookies',
			paragraphs: [
				'Nous n’utilisons aucun cookie publicitaire, de suivi ou de mesure d’audience. Nous utilisons uniquement les cookies suivants :',
			],
			list: [
				'un cookie de session qui vous garde connecté ; les scripts de la page ne peuvent pas le lire ;',
				'un cookie « language » contenant la langue que vous avez choisie ;',
				'un cookie « theme » contenant votre thème clair, sombre ou système ;',
				'pendant dix minutes lors d’une connexion avec Google, un cookie « google_redirect » contenant la page à ouvrir ensuite ;',
				'jusqu’à trente minutes après l’ouverture d’un lien de réinitialisation du mot de passe, un cookie « password_reset » qui retire le jeton du lien de la barre d’adresse ;',
				'uniquement sur les pages où vous payez ou ajoutez une carte, le script de Stripe dépose les propres cookies de Stripe (« __stripe_mid », « __stripe_sid »), qui servent à Stripe à prévenir la fraude à la carte.',
			],
		},
		{
			id: 'processors',
			title: 'Qui traite des données pour nous',
			paragraphs: [
				'Nous ne partageons des données qu’avec les prestataires qui nous aident à faire fonctionner le service, et seulement dans la mesure où chacun d’eux en a besoin :',
			],
			list: [
				'Stripe, pour les paiements par carte ;',
				'Telegram, qui vous remet les messages de notre bot ;',
				'notre prestataire d’e-mail, qui achemine nos e-mails ;',
				'Fly.io, notre hébergeur, qui fait tourner nos serveurs et notre base de données ;',
				'Sentry, qui reçoit les rapports d’erreurs lorsque ce suivi est activé.',
			],
		},
		{
			id: 'retention',
			title: 'Durée de conservation',
			paragraphs: [
				'Nous conservons vos données tant que vous avez un compte chez nous. Si vous nous demandez de supprimer votre compte, nous supprimons vos données, sauf celles que la loi nous oblige à garder, comme les justificatifs de paiement.',
			],
		},
		{
			id: 'security',
			title: 'Sécurité',
			paragraphs: [
				'Nous conservons les mots de passe et les codes de vérification uniquement sous forme d’empreinte, rendons le cookie de session inaccessible aux scripts et limitons l’accès à vos données à ce dont le service a besoin.',
			],
		},
		{
			id: 'gdpr',
			title: 'Vos droits au titre du RGPD',
			paragraphs: [
				'Si le Règlement général sur la protection des données (RGPD) s’applique à vous, vous disposez des droits suivants :',
			],
			list: [
				'obtenir une copie de vos données (droit d’accès et droit à la portabilité) ;',
				'faire corriger des données inexactes ;',
				'faire supprimer vos données ;',
				'limiter le traitement de vos données ou vous y opposer ;',
				'introduire une réclamation auprès de votre autorité de protection des données.',
			],
		},
		{
			id: 'exercise-rights',
			title: 'Exporter ou supprimer vos données',
			paragraphs: [
				'Pour exporter ou supprimer vos données, ou pour exercer l’un des droits ci-dessus, écrivez à {{email}} depuis l’adresse e-mail de votre compte. Nous répondons sous 24 heures.',
			],
		},
		{
			id: 'age',
			title: 'Âge minimum',
			paragraphs: [
				'CarWatch s’adresse aux personnes âgées de 18 ans ou plus. Nous ne conservons pas sciemment de données sur des personnes plus jeunes.',
			],
		},
		{
			id: 'changes',
			title: 'Modifications de cette politique',
			paragraphs: [
				'Si nous modifions cette politique d’une manière qui vous concerne, nous vous en informerons par e-mail au moins 30 jours avant l’entrée en vigueur de la modification.',
			],
		},
	],
}

export default privacy
