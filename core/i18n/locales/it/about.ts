import { type Shape } from '../../shape.ts'
import type en from '../en/about.ts'

const about: Shape<typeof en> = {
	meta: {
		title: 'Chi siamo | CarWatch',
		description: "Cosa fa CarWatch per chi compra un'auto usata e in cosa crede.",
	},
	heading: 'Chi siamo',
	intro: "Aiutiamo chi cerca un'auto usata a vedere per primo l'annuncio giusto, senza ricaricare i siti di annunci tutto il giorno.",
	story: {
		heading: 'Perché CarWatch',
		paragraphs: [
			"Chi ha comprato un'auto usata conosce la routine: le stesse ricerche su più siti, più volte al giorno, e comunque le occasioni migliori spariscono prima che tu riesca a chiamare. CarWatch fa questo controllo al posto tuo.",
			"Descrivi l'auto una volta, scegli i siti e il ritmo, e ti scriviamo su Telegram appena compare un annuncio adatto.",
		],
	},
	mission: {
		heading: 'In cosa crediamo',
		items: [
			{
				title: 'Arrivare primi, non per fortuna',
				text: "Le buone auto usate si vendono in fretta. I controlli da ogni ora fino a ogni minuto portano un nuovo annuncio sul tuo Telegram mentre è ancora disponibile.",
			},
			{
				title: 'Chiari e corretti',
				text: "Un prezzo mensile per avviso, in dollari statunitensi, che vedi prima di pagare. Disdici quando vuoi: l'avviso resta attivo fino alla fine del periodo pagato.",
			},
			{
				title: 'Piccoli per scelta',
				text: 'Limitiamo il numero di abbonati perché ogni avviso resti veloce, e conserviamo solo i dati che servono al servizio, senza tracker pubblicitari.',
			},
		],
	},
	team: {
		heading: 'Il team',
	},
	join: {
		heading: 'Lavora con noi',
		text: 'Guarda le posizioni aperte o inviaci una candidatura spontanea.',
		button: 'Vedi le posizioni aperte',
	},
	more: {
		heading: 'Scopri di più',
		faq: 'Domande frequenti',
		pricing: 'Prezzi',
		support: 'Contatta il supporto',
	},
}

export default about
