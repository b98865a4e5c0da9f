import { type Shape } from '../../shape.ts'
import type en from '../en/api.ts'

const api: Shape<typeof en> = {
	errors: {
		methodNotAllowed: 'Cette adresse n’accepte pas les requêtes {{method}}.',
		objectExpected: 'Envoyez l’abonnement sous forme d’objet JSON.',
		invalidValue: 'Cette valeur n’est pas valide.',
		status: 'Le statut doit être « active » (actif) ou « paused » (en pause).',
		loadFailed: 'Vos alertes n’ont pas pu être chargées. Veuillez réessayer.',
	},
}

export default api
