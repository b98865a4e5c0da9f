import { type Shape } from '../../shape.ts'
import type en from '../en/api.ts'

const api: Shape<typeof en> = {
	errors: {
		methodNotAllowed: 'Diese Adresse nimmt keine {{method}}-Anfragen an.',
		objectExpected: 'Senden Sie das Abonnement als JSON-Objekt.',
		invalidValue: 'Dieser Wert ist ungültig.',
		status: 'Der Status muss „active“ (aktiv) oder „paused“ (pausiert) sein.',
		loadFailed: 'Ihre Alarme konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
		pauseAndPriceChange: 'Sie pausieren diesen Alarm und ändern zugleich seinen Preis. Senden Sie priceChange: „keep“, um die Preisänderung für die Fortsetzung zu behalten, oder „drop“, um sie zu verwerfen.',
		priceChange: 'priceChange muss „keep“ (behalten) oder „drop“ (verwerfen) sein.',
	},
}

export default api
