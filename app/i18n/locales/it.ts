import type { Translation } from './en.ts'

const it: Translation = {
	app: {
		name: 'CarWatch',
		tagline: 'Avvisi auto usate su Telegram',
	},
	meta: {
		homeTitle: 'CarWatch: avvisi auto usate su Telegram',
		homeDescription:
			"Dicci una volta l'auto che cerchi. Sorvegliamo i siti di annunci e ti scriviamo su Telegram appena compare un annuncio adatto.",
		notFoundTitle: '404 Pagina non trovata',
		errorTitle: 'Qualcosa è andato storto',
	},
	home: {
		title: 'Trova la tua prossima auto prima di tutti',
		subtitle:
			"Dicci una volta l'auto che cerchi. Sorvegliamo i siti di annunci e ti mandiamo un messaggio su Telegram appena compare un annuncio adatto.",
	},
	errors: {
		notFoundHeading: '404 Pagina non trovata',
		notFoundText: 'Non abbiamo trovato la pagina richiesta.',
		backHome: 'Torna alla home page',
		unexpectedHeading: 'Qualcosa è andato storto',
		unexpectedText: 'Si è verificato un errore imprevisto. Riprova.',
	},
}

export default it
