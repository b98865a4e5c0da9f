import { type Shape } from '../../shape.ts'
import type en from '../en/alerts.ts'

const alerts: Shape<typeof en> = {
	errors: {
		notFound: 'Abonnement introuvable',
		notEditable: 'Cette alerte a été annulée et ne peut plus être modifiée.',
		pauseAndPriceChangeTitle: "Impossible de modifier l'abonnement",
		pauseAndPriceChange:
			'Vous ne pouvez pas mettre en pause votre abonnement et en changer le prix en même temps. Mettez-le en pause ou changez le prix.',
		pauseUnpaid: 'Une alerte peut être mise en pause une fois son premier paiement effectué.',
		createFailed: "Échec de la création de l'abonnement",
		updateFailed: "Échec de la mise à jour de l'abonnement",
		cancelFailed: "Échec de l'annulation de l'abonnement. Veuillez réessayer.",
		loginRequired: 'Vous devez être connecté pour créer un abonnement',
		full: 'Nous sommes complets pour le moment. Inscrivez-vous sur la liste d’attente, nous vous écrirons dès qu’une place se libère.',
		siteUnavailable: 'Choisissez parmi les sites proposés.',
		brandUnknown: 'Choisissez une marque dans la liste.',
		modelNotInBrand: 'Choisissez un modèle de {{brand}}.',
	},
}

export default alerts
