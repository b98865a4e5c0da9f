import { type Shape } from '../../shape.ts'
import type en from '../en/telegram.ts'

const telegram: Shape<typeof en> = {
	newListing: 'Nouvelle annonce pour votre alerte « {{alert}} »',
	priceDrop: 'Baisse de prix pour votre alerte « {{alert}} »',
	priceOnRequest: 'Prix sur demande',
	openOn: 'Ouvrir sur {{site}}',
	openListing: 'Ouvrir l’annonce',
	siteDegraded: '⚠️ Nous ne pouvons pas lire {{site}} pour votre alerte « {{alert}} » en ce moment : le site nous bloque ou a modifié ses pages. Nous continuons d’essayer et vous prévenons dès que cela fonctionne à nouveau ; vos autres sites restent surveillés.',
	alertLive: '✅ Votre alerte « {{alert}} » est active sur {{sites}}. Désormais, vous recevez un message pour chaque nouvelle annonce correspondante.',
	siteRecovered: '✅ {{site}} fonctionne à nouveau pour votre alerte « {{alert}} ».',
	verdictBelow: '{{amount}} de moins que des voitures similaires ({{count}} comparées)',
	verdictAbove: '{{amount}} de plus que des voitures similaires ({{count}} comparées)',
	verdictAbout: 'À peu près le prix de voitures similaires ({{count}} comparées)',
	earlierPrice: 'Était à {{price}} le {{date}}',
	alsoOn: 'Aussi sur {{site}}',
	alsoOnLess: 'Aussi sur {{site}}, {{amount}} de moins',
	alsoOnMore: 'Aussi sur {{site}}, {{amount}} de plus',
	alsoOnSame: 'Aussi sur {{site}}, au même prix',
	listHeading: 'Vos alertes :',
	unknownCommand: 'Je n’ai pas compris.',
	replies: {
		linked: '✅ Connecté ! Ce chat reçoit désormais les alertes de votre compte CarWatch <b>{{account}}</b>.',
		linkedByUsername: '✅ Connecté grâce à votre nom d’utilisateur Telegram @{{username}} : ce chat reçoit désormais les alertes de votre compte CarWatch <b>{{account}}</b>.',
		linkInvalid: 'Ce lien n’est pas valide. Ouvrez à nouveau le lien Telegram de votre tableau de bord CarWatch : {{url}}',
		notLinked: 'Bonjour ! Ce chat n’est encore relié à aucun compte CarWatch. Ouvrez le lien Telegram de votre tableau de bord et appuyez sur Démarrer : {{url}}',
		usernameAmbiguous: 'Plusieurs comptes CarWatch utilisent le nom d’utilisateur Telegram @{{username}}. Ouvrez le lien Telegram de votre propre tableau de bord pour relier ce chat : {{url}}',
		alreadyLinked: 'Ce chat est déjà relié à votre compte CarWatch <b>{{account}}</b>.',
		help: 'Commandes :\n/list – vos alertes et leur statut\n/pause – mettre en pause toutes les alertes actives\n/resume – reprendre les alertes en pause\n/help – cette aide\n\nTout le reste se trouve sur votre tableau de bord : {{url}}',
		listEmpty: 'Vous n’avez pas encore d’alerte. Créez-en une ici : {{url}}',
		paused: '⏸ Alertes mises en pause : {{count}}. Aucune vérification jusqu’à ce que vous envoyiez /resume.',
		nothingToPause: 'Aucune alerte active à mettre en pause.',
		resumed: '▶️ Alertes reprises : {{count}}. Les nouvelles annonces vous parviennent de nouveau ici.',
		nothingToResume: 'Aucune alerte en pause à reprendre.',
	},
}

export default telegram
