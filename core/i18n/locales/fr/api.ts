import { type Shape } from '../../shape.ts'
import type en from '../en/api.ts'

const api: Shape<typeof en> = {
	errors: {
		methodNotAllowed: 'Cette adresse n’accepte pas les requêtes {{method}}.',
		objectExpected: 'Envoyez l’abonnement sous forme d’objet JSON.',
		invalidValue: 'Cette valeur n’est pas valide.',
		status: 'Le statut doit être « active » (actif) ou « paused » (en pause).',
		loadFailed: 'Vos alertes n’ont pas pu être chargées. Veuillez réessayer.',
		pauseAndPriceChange: 'Vous mettez cette alerte en pause tout en changeant son prix. Envoyez priceChange : « keep » pour garder ce changement de prix pour la reprise, ou « drop » pour l’abandonner.',
		priceChange: 'priceChange doit valoir « keep » (garder) ou « drop » (abandonner).',
	},
}

export default api
