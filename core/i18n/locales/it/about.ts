import { type Shape } from '../../shape.ts'
import type en from '../en/about.ts'

const about: Shape<typeof en> = {
	meta: {
		title: 'Chi siamo | CarWatch',
		description:
			'Perché abbiamo creato CarWatch, in cosa crediamo e il piccolo team dietro gli avvisi per auto usate su Telegram.',
	},
	heading: 'Chi siamo',
	intro: "Aiutiamo chi cerca un'auto usata a vedere per primo l'annuncio giusto, senza ricaricare i siti di annunci tutto il giorno.",
	story: {
		heading: 'La nostra storia',
		paragraphs: [
			"Chi ha comprato un'auto usata conosce la routine: le stesse ricerche su più siti, più volte al giorno, e comunque le occasioni migliori spariscono prima che tu riesca a chiamare. È successo anche a noi, e ci siamo detti che a controllare dovrebbe essere un computer.",
			'Così abbiamo scritto un piccolo programma che eseguiva le nostre ricerche a intervalli regolari e mandava un messaggio Telegram ogni volta che compariva qualcosa di nuovo. Ci ha fatto risparmiare ore, gli amici hanno cominciato a chiedercelo, ed è nato CarWatch.',
			"Oggi CarWatch fa lo stesso per tutti: descrivi l'auto una volta, scegli i siti e il ritmo, e ti scriviamo appena compare un annuncio adatto.",
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
		intro: 'CarWatch è creato e gestito da un piccolo team di fondatori.',
		members: [
			{
				name: 'Marko Petrović',
				role: 'Cofondatore, prodotto e sviluppo',
				bio: "Ha scritto la prima versione di CarWatch per trovare la sua auto. Si occupa del motore degli avvisi e del collegamento con i siti.",
			},
			{
				name: 'Anna Weber',
				role: 'Cofondatrice, operazioni e supporto',
				bio: 'Risponde alle tue e-mail e ai tuoi messaggi Telegram, e trasforma ciò che le raccontano gli abbonati in miglioramenti.',
			},
			{
				name: 'Luca Romano',
				role: 'Ingegnere fondatore',
				bio: 'Lavora al bot Telegram, alle notifiche in cinque lingue e all’affidabilità dei controlli.',
			},
		],
	},
	join: {
		heading: 'Lavora con noi',
		text: 'Siamo un piccolo team e siamo sempre felici di conoscere persone che vogliono aiutare chi compra un’auto.',
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
