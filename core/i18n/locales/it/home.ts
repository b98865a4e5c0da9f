import { type Shape } from '../../shape.ts'
import type en from '../en/home.ts'

const home: Shape<typeof en> = {
	meta: {
		title: 'CarWatch: avvisi auto usate su Telegram',
		description:
			"Dicci una volta l'auto che cerchi. Controlliamo i siti di annunci con la frequenza che scegli, da ogni ora a ogni minuto, e ti scriviamo su Telegram per ogni nuovo annuncio adatto.",
	},
	hero: {
		eyebrow: 'Avvisi auto usate su Telegram',
		title: 'Trova la tua prossima auto prima di tutti',
		subtitle:
			"Dicci una volta l'auto che cerchi. Controlliamo i siti di annunci con la frequenza che scegli, da ogni ora a ogni minuto, e ti mandiamo un messaggio su Telegram per ogni nuovo annuncio adatto: foto, prezzo, chilometri, luogo e link.",
		primary: 'Crea i miei avvisi',
		secondary: 'Come funziona',
		preview: {
			label: 'Cosa ricevi',
			caption: 'Un avviso di esempio sul nostro mercato demo, calcolato dai suoi annunci mentre carichi questa pagina: il messaggio Telegram inviato per l’ultima corrispondenza e l’avviso come lo mostra la tua dashboard.',
			message: 'Il messaggio su Telegram',
			card: 'L’avviso nella tua dashboard',
			botName: 'Bot di CarWatch',
			photoAlt: 'Foto dell’annuncio',
			none: 'Nessuna auto del mercato demo corrisponde ancora all’avviso di esempio.',
		},
	},
	features: {
		heading: 'Tutto per arrivare primo',
		subtitle: 'Un solo insieme di criteri, più siti, un messaggio quando conta.',
		items: [
			{
				title: 'Più siti, una ricerca',
				text: "Descrivi l'auto una volta e applichiamo i tuoi criteri a ogni sito che scegli.",
			},
			{
				title: 'Messaggi Telegram immediati',
				text: "Ogni nuova corrispondenza arriva come messaggio Telegram con foto, prezzo, chilometri, luogo e link all'annuncio.",
			},
			{
				title: 'Filtri precisi',
				text: 'Marca, modello, alimentazione, fascia di prezzo, anni e chilometri massimi, ricontrollati su ogni annuncio.',
			},
			{
				title: 'Scegli tu il ritmo',
				text: 'Controlli da ogni ora fino a ogni minuto. Più sono frequenti, prima vedi i nuovi annunci.',
			},
			{
				title: 'La tua lingua',
				text: 'Avvisi e tutto il sito in inglese, tedesco, francese, spagnolo e italiano.',
			},
			{
				title: 'Il tuo account, i tuoi avvisi',
				text: 'Metti in pausa, modifica o annulla ogni avviso dalla tua dashboard quando vuoi.',
			},
		],
		sitesHeading: 'Siti di annunci',
	},
	howItWorks: {
		heading: 'Come funziona',
		steps: [
			{ title: 'Indica le tue preferenze', text: 'Marca, modello, alimentazione, budget, anni, chilometri e i siti da sorvegliare.' },
			{ title: 'Collega Telegram', text: 'Apri il nostro bot dal link o dal codice QR e premi Avvia. Tutto qui.' },
			{ title: 'Ricevi gli avvisi', text: 'Controlliamo i siti al tuo ritmo e ti scriviamo quando un controllo trova una nuova corrispondenza.' },
			{ title: 'Trova la tua auto', text: "Apri l'annuncio dal messaggio e contatta il venditore prima degli altri." },
		],
	},
	pricing: {
		heading: 'Prezzi semplici',
		subtitle: 'Un prezzo mensile per avviso, in dollari USA. Disdici quando vuoi.',
		planName: 'Piano base',
		perMonth: '/mese',
		included: ['Un sito', 'Controlli ogni ora', 'Filtri illimitati', 'Notifiche Telegram'],
		addOnsHeading: 'Opzioni',
		extraWebsite: 'Ogni sito aggiuntivo',
		frequency: {
			'30min': 'Controlli ogni 30 minuti',
			'15min': 'Controlli ogni 15 minuti',
			'5min': 'Controlli ogni 5 minuti',
			'1min': 'Controlli ogni minuto',
		},
		addOnPrice: '+{{price}}/mese',
		note: "Ogni avviso è un abbonamento mensile a sé, pagato con carta e rinnovato automaticamente. Dopo la disdetta gli avvisi continuano fino alla fine del periodo pagato.",
		cta: 'Inizia ora',
	},
	faq: {
		heading: 'Domande frequenti',
		items: [
			{
				question: 'Che cosa fa CarWatch?',
				answer:
					"Descrivi l'auto usata che vuoi e scegli i siti. Li controlliamo al tuo ritmo e ti mandiamo un messaggio Telegram quando un controllo trova un nuovo annuncio adatto.",
			},
			{
				question: 'Quali siti sorvegliate?',
				answer: "L'elenco qui sotto mostra quali siti sono sorvegliati ora e quali sono in collegamento.",
			},
			{
				question: 'Ogni quanto vengono controllati i siti?',
				answer: 'Da ogni ora fino a ogni minuto. Il controllo orario è incluso; quelli più rapidi sono un’opzione.',
			},
			{
				question: 'Quanto costa?',
				answer:
					'{{base}} al mese per un sito con controllo orario. Ogni sito aggiuntivo costa {{extraSite}} al mese, i controlli più rapidi a partire da {{fastest}} al mese.',
			},
			{
				question: 'Posso disdire in qualsiasi momento?',
				answer:
					'Sì. Disdici dalla dashboard: gli avvisi continuano fino alla fine del periodo già pagato e non ti addebitiamo altro.',
			},
			{
				question: "Perché c'è una lista d'attesa?",
				answer:
					"Accettiamo un numero limitato di abbonati ({{capacity}}) perché ogni avviso resti veloce. Quando i posti sono tutti occupati puoi iscriverti alla lista d'attesa: ti scriveremo appena se ne libera uno.",
			},
		],
		contact: "Un'altra domanda? Scrivici a",
	},
	signup: {
		heading: 'Pronto a trovare la tua auto?',
		text: "Inizia qui: scegli i siti da controllare e ogni quanto. Poi descrivi l'auto, collega Telegram e crea il tuo account all'invio.",
		// Signed in: the account exists already.
		textSignedIn: 'Inizia qui: scegli i siti da controllare e ogni quanto. Poi descrivi l\'auto e collega Telegram.',
		waitlist: "Iscriviti alla lista d'attesa",
		fullText: "Al momento tutti i posti sono occupati. Iscriviti alla lista d'attesa: ti scriveremo appena se ne libera uno.",
	},
}

export default home
