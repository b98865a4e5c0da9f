import { type Shape } from '../../shape.ts'
import type en from '../en/support.ts'

const support: Shape<typeof en> = {
	meta: {
		title: 'Assistenza | CarWatch',
		description:
			"Aiuto per CarWatch: assistenza via e-mail con risposta entro 24 ore, configurazione di Telegram, aggiornamenti, Facebook Marketplace, disdetta e lista d'attesa.",
	},
	heading: 'Assistenza',
	intro: 'Domande sui tuoi avvisi, su Telegram o sul tuo abbonamento? Siamo qui per aiutarti.',
	email: {
		heading: 'Assistenza via e-mail',
		text: 'Scrivici quando vuoi. Rispondiamo entro 24 ore.',
		label: 'Il nostro indirizzo:',
	},
	faq: {
		heading: 'Domande comuni',
		telegram: {
			question: 'Come configuro le notifiche Telegram?',
			intro: 'Il nostro bot può scrivere solo a chi lo ha avviato, quindi collegalo una volta mentre configuri il tuo avviso:',
			steps: [
				'Inizia a configurare un avviso e prosegui fino al passaggio delle notifiche.',
				'Apri il nostro bot con il link mostrato lì, oppure inquadra il codice QR con il telefono.',
				'In Telegram, premi Avvia.',
				'Poi, di nuovo nella configurazione, conferma di aver avviato il bot e continua.',
			],
			outro: 'Gli avvisi arriveranno poi nella lingua scelta: inglese, tedesco, francese, spagnolo o italiano.',
		},
		updates: {
			question: 'Come funzionano gli aggiornamenti?',
			answer:
				"Controlliamo i siti che hai scelto al ritmo che hai scelto, da ogni ora fino a ogni minuto. Quando un controllo trova un nuovo annuncio adatto ai tuoi criteri, il nostro bot ti manda un messaggio Telegram con prezzo, chilometri, luogo e un link all'annuncio; più di cinque alla volta arrivano in un solo messaggio, prima le offerte migliori. Una modifica che cambia il prezzo vale dal periodo di fatturazione successivo.",
		},
		facebook: {
			question: 'Come funzionano gli annunci di Facebook Marketplace?',
			answer:
				"Per Facebook Marketplace ci dai l'indirizzo di una ricerca: cerca su Marketplace con i tuoi filtri, copia l'indirizzo dal browser (un indirizzo facebook.com/marketplace) e incollalo nella configurazione dell'avviso. Leggiamo solo quella pagina e nient'altro su Facebook. L'elenco qui sotto indica se Marketplace è già controllato o ancora in collegamento.",
		},
		cancel: {
			question: 'Come disdico?',
			answer:
				"Vai su I miei avvisi nella tua dashboard, disdici l'avviso che vuoi fermare e conferma. L'avviso resta attivo fino alla fine del periodo già pagato e non ti addebitiamo altro. Gli altri tuoi avvisi non cambiano.",
		},
		full: {
			question: 'Cosa succede quando il servizio è al completo?',
			answer:
				"Accettiamo al massimo {{capacity}} abbonati. Quando tutti i posti sono occupati, i nuovi utenti non possono creare un avviso ma possono iscriversi alla lista d'attesa, e scriviamo loro un'e-mail appena si libera un posto.",
			link: "Iscriviti alla lista d'attesa",
		},
	},
	help: {
		heading: 'Serve ancora aiuto?',
		text: 'Scrivi al nostro supporto su Telegram a @{{handle}} oppure via e-mail a {{email}}.',
		button: 'Scrivici su Telegram',
	},
}

export default support
