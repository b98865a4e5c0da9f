import { type Shape } from '../../shape.ts'
import type en from '../en/faq.ts'

const faq: Shape<typeof en> = {
	meta: {
		title: 'Domande frequenti | CarWatch',
		description:
			'Risposte su CarWatch: come funzionano gli avvisi per auto usate, quali siti controlliamo, quanto costa, come disdire, la configurazione di Telegram e i tuoi dati.',
	},
	heading: 'Domande frequenti',
	intro: 'Tutto su come funziona CarWatch, quanto costa e come trattiamo i tuoi dati. Scegli una domanda per vedere la risposta.',
	categories: {
		general: 'Generale',
		subscription: 'Abbonamento',
		technical: 'Aspetti tecnici',
	},
	questions: {
		whatIs: {
			question: "Che cos'è CarWatch?",
			answer:
				"CarWatch è un servizio di avvisi per auto usate. Descrivi l'auto che cerchi e scegli i siti di annunci da controllare. Noi li controlliamo per te al tuo ritmo e ti mandiamo un messaggio Telegram quando un controllo trova un annuncio adatto, in inglese, tedesco, francese, spagnolo o italiano.",
		},
		howItWorks: {
			question: 'Come funziona?',
			intro: 'Creare un avviso richiede pochi minuti:',
			steps: [
				"Descrivi l'auto: marca, modello e alimentazione e, se vuoi, una fascia di prezzo, un intervallo di anni e un chilometraggio massimo.",
				'Scegli i siti da controllare e ogni quanto controllarli.',
				'Collega Telegram avviando il nostro bot dal link o dal codice QR mostrato durante la configurazione.',
				"Paga con carta e il tuo avviso parte. Ogni nuovo annuncio adatto arriva come messaggio con prezzo, chilometri, luogo e un link all'annuncio.",
			],
		},
		websites: {
			question: 'Quali siti controllate?',
			answer:
				"L'elenco qui sotto arriva direttamente dal nostro sistema: mostra quali siti controlliamo già e quali stiamo collegando. Per Facebook Marketplace incolli l'indirizzo di una ricerca su Marketplace e noi leggiamo solo quella pagina.",
		},
		cost: {
			question: 'Quanto costa?',
			answer:
				'Ogni avviso costa {{base}} al mese. Il prezzo comprende un sito, controlli ogni ora, filtri illimitati e notifiche Telegram. Ogni sito in più aggiunge {{extraSite}} al mese.',
			addOnsIntro: 'I controlli più frequenti sono opzioni facoltative, al mese:',
			addOns: {
				'30min': 'Ogni 30 minuti: +{{price}}',
				'15min': 'Ogni 15 minuti: +{{price}}',
				'5min': 'Ogni 5 minuti: +{{price}}',
				'1min': 'Ogni minuto: +{{price}}',
			},
			note: "I prezzi sono in dollari statunitensi. Paghi ogni mese con carta tramite Stripe e l'abbonamento si rinnova automaticamente ogni mese.",
		},
		cancel: {
			question: 'Posso disdire in qualsiasi momento?',
			answer:
				"Sì. Disdici l'avviso dalla tua dashboard quando vuoi. Gli avvisi continuano ad arrivare fino alla fine del periodo già pagato e non ti addebitiamo altro.",
		},
		multiple: {
			question: 'Posso avere più di un avviso?',
			answer:
				'Sì. Puoi creare più avvisi con un solo account, ad esempio per due modelli diversi. Ogni avviso è un abbonamento mensile a sé, con i propri criteri, siti e frequenza di controllo, così puoi modificarne o disdirne uno senza toccare gli altri.',
		},
		limit: {
			question: 'Esiste un limite di abbonati?',
			answer:
				"Sì. Accettiamo al massimo {{capacity}} abbonati, così i controlli restano veloci per tutti. Quando tutti i posti sono occupati puoi iscriverti alla lista d'attesa e ti scriviamo un'e-mail appena si libera un posto.",
		},
		telegram: {
			question: 'Come configuro Telegram?',
			answer:
				"Durante la configurazione dell'avviso mostriamo un link e un codice QR del nostro bot Telegram. Aprilo, premi Avvia in Telegram e poi conferma nella configurazione di aver avviato il bot. Questo passaggio serve perché un bot Telegram può scrivere solo a chi lo ha avviato.",
		},
		frequency: {
			question: 'Ogni quanto riceverò notifiche?',
			answer:
				"Scegli tu la frequenza di controllo di ogni avviso, da ogni ora fino a ogni minuto. I controlli ogni ora sono inclusi nel prezzo; i controlli ogni 30, 15 o 5 minuti o ogni minuto sono opzioni a pagamento. Il primo controllo ti mostra le auto adatte pubblicate più di recente. Poi, ogni volta che un controllo trova un nuovo annuncio adatto ai tuoi criteri, il bot ti manda un messaggio; quando un controllo ne trova più di cinque, arrivano in un solo messaggio, prima le offerte migliori, con un link a tutti.",
		},
		privacy: {
			question: 'Quali dati conservate su di me?',
			answer:
				"Solo ciò che serve al servizio: i dati del tuo account, i criteri dei tuoi avvisi, il tuo nome utente e l'ID della chat Telegram e i riferimenti di pagamento. I pagamenti con carta sono gestiti da Stripe: non vediamo mai il numero completo della carta e conserviamo solo il circuito, le ultime 4 cifre e la scadenza. Non usiamo tracker pubblicitari.",
			link: 'Leggi la nostra informativa sulla privacy',
		},
	},
	support: {
		heading: 'Hai ancora una domanda?',
		text: 'Il nostro supporto risponde entro 24 ore.',
		button: 'Contatta il supporto',
	},
}

export default faq
