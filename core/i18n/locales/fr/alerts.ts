import { type Shape } from '../../shape.ts'
import type en from '../en/alerts.ts'
import { vocabulary } from '../../../vocabulary.ts'

const alerts: Shape<typeof en> = {
	errors: {
		notFound: 'Abonnement introuvable',
		notKeepable: 'Cette alerte ne peut plus être conservée : sa période payée est terminée.',
		notEditable: 'Cette alerte ne peut plus être modifiée.',
		pauseAndPriceChangeTitle: 'Garder ou abandonner le changement de prix ?',
		pauseAndPriceChange: 'Vous mettez cette alerte en pause tout en changeant son prix. Choisissez de garder ce changement de prix pour la reprise ou de l’abandonner.',
		priceChangeChoice: 'Choisissez de garder ou d’abandonner le changement de prix.',
		pauseUnpaid: 'Une alerte peut être mise en pause une fois son premier paiement effectué.',
		createFailed: "Échec de la création de l'abonnement",
		updateFailed: "Échec de la mise à jour de l'abonnement",
		cancelFailed: "Échec de l'annulation de l'abonnement. Veuillez réessayer.",
		loginRequired: 'Vous devez être connecté pour créer un abonnement',
		full: 'Nous sommes complets pour le moment. Inscrivez-vous sur la liste d’attente, nous vous écrirons dès qu’une place se libère.',
		siteUnavailable: 'Choisissez parmi les sites proposés.',
		siteBusy_1min: '{{site}} ne peut pas vérifier une alerte de plus à cette fréquence pour l’instant sans ralentir les alertes qu’il sert déjà. Le plus rapide possible maintenant : chaque minute.',
		siteBusy_5min: '{{site}} ne peut pas vérifier une alerte de plus à cette fréquence pour l’instant sans ralentir les alertes qu’il sert déjà. Le plus rapide possible maintenant : toutes les 5 minutes.',
		siteBusy_15min: '{{site}} ne peut pas vérifier une alerte de plus à cette fréquence pour l’instant sans ralentir les alertes qu’il sert déjà. Le plus rapide possible maintenant : toutes les 15 minutes.',
		siteBusy_30min: '{{site}} ne peut pas vérifier une alerte de plus à cette fréquence pour l’instant sans ralentir les alertes qu’il sert déjà. Le plus rapide possible maintenant : toutes les 30 minutes.',
		siteBusy_hourly: '{{site}} ne peut pas vérifier une alerte de plus à cette fréquence pour l’instant sans ralentir les alertes qu’il sert déjà. Le plus rapide possible maintenant : toutes les heures.',
		siteFull: '{{site}} ne peut pas accepter une alerte de plus pour l’instant sans ralentir les alertes qu’il sert déjà. Choisissez un autre site ou réessayez plus tard.',
		brandUnknown: 'Choisissez une marque dans la liste.',
		modelNotInBrand: 'Choisissez un modèle de {{brand}}.',
		status: 'Choisissez active ou en pause.',
		badForm: 'Le formulaire n’a pas pu être lu. Veuillez réessayer.',
		loadFailed: "Échec du chargement de l'abonnement",
		loadFailedText: 'Une erreur s’est produite lors du chargement de cette alerte. Veuillez réessayer.',
	},
	edit: {
		meta: {
			title: 'Modifier l’alerte | CarWatch',
			description: 'Modifiez ce que surveille votre alerte, la fréquence des vérifications et où elle vous prévient.',
		},
		title: 'Modifier l’alerte',
		subtitle: '{{alert}} : modifiez ce qu’elle surveille, la fréquence des vérifications et où elle vous prévient.',
		back: 'Retour à mes alertes',
		notFoundText: 'Cette alerte n’existe pas ou appartient à un autre compte.',
		sections: {
			websites: 'Sites et fréquence',
			car: 'Voiture',
			telegram: 'Telegram',
		},
		status: 'Statut',
		statusDescription:
			'La mise en pause arrête aussitôt les vérifications et suspend la facturation. Tant que l’alerte est en pause, ses autres réglages ne peuvent pas être modifiés.',
		statuses: { active: vocabulary.fr.statuses.active, paused: vocabulary.fr.statuses.paused },
		pausedNote: 'L’alerte est en pause. Passez-la en Active pour modifier ses réglages.',
		currentPrice: 'Prix actuel : {{price}}/mois',
		pendingChange: 'Une modification à {{price}}/mois attend votre prochaine période de facturation ; le formulaire l’affiche. D’ici là, l’alerte garde ses sites et sa fréquence actuels ; vos autres modifications s’appliquent déjà.',
		priceRule: 'Un changement de sites ou de fréquence qui modifie le prix s’applique à partir de la prochaine période de facturation, une fois celle-ci payée. Toute autre modification s’applique aussitôt.',
		priceChoice: {
			legend: 'Si vous mettez en pause : votre modification à {{price}}/mois',
			description: 'Vos autres modifications s’appliquent aussitôt dans les deux cas.',
			keep: 'La garder : le nouveau prix s’applique à partir de la première période de facturation que vous payez après la reprise.',
			drop: 'L’abandonner : l’alerte garde ses sites et sa fréquence actuels, à {{price}}/mois.',
		},
		unpaidRule: 'Cette alerte n’a pas encore été payée : chaque modification s’applique aussitôt.',
		submit: 'Enregistrer les modifications',
		submitting: 'Enregistrement…',
	},
	cancel: {
		meta: {
			title: 'Annuler l’alerte | CarWatch',
			description: 'Annulez l’une de vos alertes voiture.',
		},
		title: 'Annuler l’alerte pour {{alert}} ?',
		endsNow: 'L’alerte s’arrête aussitôt et plus rien ne vous est facturé pour elle.',
		runsUntil:
			'Vous avez payé jusqu’au {{date}} : l’alerte continue de vous envoyer des annonces jusque-là, puis prend fin. Elle ne sera pas renouvelée.',
		confirm: 'Oui, annuler l’alerte',
		keep: 'Garder l’alerte',
		busy: 'Annulation…',
		already: 'Cette alerte est déjà annulée.',
	},
	muted: {
		title: 'Modèles masqués',
		hint: 'Masqués depuis un message Telegram : plus aucun message sur ces modèles pour cette alerte.',
		unmute: 'Réafficher',
		unmuteLabel: 'Réafficher {{model}}',
		badForm: 'Choisissez un modèle masqué de cette alerte.',
	},
	keep: {
		title: 'Vous changez d’avis ?',
		text: 'Cette alerte est annulée, mais sa période payée est toujours en cours. Vous pouvez la conserver.',
		explanation: 'Cette alerte est annulée et fonctionne jusqu’au {{date}}. Conservez-la, et elle continue puis se renouvelle à cette date comme avant.',
		submit: 'Conserver mon alerte',
		busy: 'Conservation…',
	},
	/** /alerts/{id}/cars (docs/decisions/052-delivery-that-respects-a-person.md). */
	cars: {
		meta: {
			title: 'Voitures de votre alerte | CarWatch',
			description: 'Les voitures que votre alerte vous a signalées, avec leurs prix et leur position face à des voitures similaires.',
		},
		title: 'Voitures pour votre alerte « {{alert}} »',
		digestIntro: 'Les {{count}} nouveaux résultats trouvés par une vérification ({{time}}), les meilleures affaires d’abord.',
		latestIntro: 'Les voitures que cette alerte vous a signalées, les plus récentes d’abord.',
		empty: 'Cette alerte ne vous a encore signalé aucune voiture.',
		all: 'Toutes les voitures de cette alerte',
	},
}

export default alerts
