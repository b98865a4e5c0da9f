import { type Shape } from '../../shape.ts'
import type en from '../en/common.ts'

const common: Shape<typeof en> = {
	app: {
		name: 'CarWatch',
		tagline: 'Avvisi auto usate su Telegram',
	},
	nav: {
		features: 'Funzionalità',
		howItWorks: 'Come funziona',
		pricing: 'Prezzi',
		getAlerts: 'Crea avvisi',
		waitlist: "Lista d'attesa",
		faq: 'FAQ',
		menu: 'Menu',
		mainNavigation: 'Navigazione principale',
		skipToContent: 'Vai al contenuto',
		home: 'Home di CarWatch',
	},
	user: {
		login: 'Accedi',
		signUp: 'Registrati',
		myAlerts: 'I miei avvisi',
		profile: 'Profilo',
		settings: 'Impostazioni',
		logout: 'Esci',
		account: 'Account',
	},
	theme: {
		label: 'Tema',
		light: 'Chiaro',
		dark: 'Scuro',
		system: 'Sistema',
		apply: 'Applica tema',
	},
	language: {
		label: 'Lingua',
		apply: 'Cambia lingua',
	},
	capacity: {
		badge: '{{active}}/{{capacity}} abbonati',
		full: 'Capacità massima raggiunta! Al momento non accettiamo nuovi abbonamenti.',
		available: '{{remaining}} abbonamenti disponibili',
		bannerFullTitle: 'Siamo al completo',
		bannerFullText:
			"Tutti i {{capacity}} posti sono occupati. Iscriviti alla lista d'attesa: ti scriveremo appena si libera un posto.",
		bannerFullAction: "Iscriviti alla lista d'attesa",
		bannerLimitedTitle: 'Solo {{remaining}} posti rimasti',
		bannerLimitedText:
			'{{active}} posti su {{capacity}} sono occupati. Crea i tuoi avvisi finché ci sono posti.',
		bannerAvailableTitle: '{{remaining}} posti disponibili su {{capacity}}',
		bannerAvailableText: 'Teniamo basso il numero di abbonati perché ogni avviso resti veloce.',
		bannerAction: 'Crea avvisi',
		percentFull: '{{percent}}% occupato',
	},
	footer: {
		about: 'Avvisi auto usate dai siti di annunci, direttamente su Telegram.',
		quickLinks: 'Link rapidi',
		legal: 'Note legali',
		company: 'Azienda',
		contact: 'Contatti',
		terms: 'Termini di servizio',
		privacy: 'Informativa sulla privacy',
		cookies: 'Informativa sui cookie',
		aboutUs: 'Chi siamo',
		blog: 'Blog',
		careers: 'Lavora con noi',
		support: 'Assistenza',
		email: 'E-mail',
		telegram: 'Telegram',
		rights: '© {{year}} CarWatch. Tutti i diritti riservati.',
	},
	meta: {
		notFoundTitle: '404 Pagina non trovata',
		errorTitle: 'Qualcosa è andato storto',
	},
	errors: {
		notFoundHeading: '404 Pagina non trovata',
		notFoundText: 'Non abbiamo trovato la pagina richiesta.',
		backHome: 'Torna alla home page',
		unexpectedHeading: 'Qualcosa è andato storto',
		unexpectedText: 'Si è verificato un errore imprevisto. Riprova.',
		tooLarge: "La richiesta è troppo grande. Moduli e chiamate API accettano al massimo 1 MB.",
		formRequired: 'Questo indirizzo accetta un modulo. Invialo dal modulo della pagina e riprova.',
		formUnreadable: 'Impossibile leggere il modulo. Ricarica la pagina e invialo di nuovo.',
		controlCharacters: 'Il modulo contiene caratteri di controllo invisibili (come un byte NUL). Rimuovili o riscrivi il testo, poi riprova.',
	},
	// A label and its value, or a label before a list: French puts a narrow no-break space before the colon.
	labelValue: '{{label}}: {{value}}',
	labelBefore: '{{label}}:',
	sites: {
		watchedNow: 'Sorvegliati ora',
		coming: 'In collegamento',
		note: "Un sito risulta sorvegliato solo quando i suoi avvisi funzionano dall'inizio alla fine.",
	},
	scrollToTop: 'Torna su',
}

export default common
