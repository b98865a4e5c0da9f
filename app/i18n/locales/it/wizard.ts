import { type Shape } from '../../shape.ts'
import type en from '../en/wizard.ts'

const wizard: Shape<typeof en> = {
	errors: {
		websites: 'Seleziona almeno un sito',
		facebookUrlRequired: "L'URL di Facebook Marketplace è obbligatorio se selezioni Facebook",
		facebookUrlInvalid:
			"Incolla l'indirizzo di una ricerca di Facebook Marketplace: inizia con https://www.facebook.com/marketplace/",
		frequency: 'Scegli ogni quanto controlliamo',
		brand: 'La marca è obbligatoria',
		model: 'Il modello è obbligatorio',
		fuel: "L'alimentazione è obbligatoria",
		priceMin: 'Il prezzo minimo deve essere un numero',
		priceMax: 'Il prezzo massimo deve essere un numero',
		priceRange: 'Il prezzo minimo non può superare il prezzo massimo',
		yearMin: "L'anno minimo deve essere un anno valido",
		yearMax: "L'anno massimo deve essere un anno valido",
		yearRange: 'Il primo anno non può essere successivo all’ultimo',
		maxKilometers: 'I chilometri massimi devono essere un numero',
		telegramUsername: 'Il nome utente Telegram è obbligatorio',
		telegramUsernameFormat: 'Un nome utente Telegram ha da 5 a 32 lettere, cifre o trattini bassi, senza la @',
		language: 'La lingua delle notifiche è obbligatoria',
		contactBot:
			'Contatto con il bot richiesto: avvia una chat con il nostro bot Telegram e inviagli un messaggio per ricevere gli avvisi',
		terms: 'Devi accettare i termini e le condizioni',
	},
}

export default wizard
