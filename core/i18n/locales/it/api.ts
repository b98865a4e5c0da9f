import { type Shape } from '../../shape.ts'
import type en from '../en/api.ts'

const api: Shape<typeof en> = {
	errors: {
		methodNotAllowed: 'Questo indirizzo non accetta richieste {{method}}.',
		objectExpected: 'Invia l’abbonamento come oggetto JSON.',
		invalidValue: 'Questo valore non è valido.',
		status: 'Lo stato deve essere «active» (attivo) o «paused» (in pausa).',
		loadFailed: 'Non è stato possibile caricare i tuoi avvisi. Riprova.',
		pauseAndPriceChange: 'Stai mettendo in pausa questo avviso e cambiandone il prezzo. Invia priceChange: «keep» per mantenere la modifica del prezzo per quando lo riattivi, oppure «drop» per annullarla.',
		priceChange: 'priceChange deve essere «keep» (mantenere) o «drop» (annullare).',
	},
}

export default api
