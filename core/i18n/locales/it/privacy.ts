import { type Shape } from '../../shape.ts'
import type en from '../en/privacy.ts'

const privacy: Shape<typeof en> = {
	meta: {
		title: 'Informativa sulla privacy | CarWatch',
		description:
			'Quali dati personali conserva CarWatch, perché, chi li tratta per nostro conto, quali cookie usiamo e come esercitare i tuoi diritti ai sensi del GDPR.',
	},
	heading: 'Informativa sulla privacy',
	lastUpdated: 'Ultimo aggiornamento: 20 novembre 2026',
	intro:
		'Questa informativa spiega quali dati personali conserva CarWatch quando usi il servizio, perché li conserviamo e cosa puoi fare al riguardo. Conserviamo solo ciò che serve al servizio e non vendiamo i tuoi dati.',
	contents: 'Indice',
	sections: [
		{
			id: 'data-we-collect',
			title: 'Quali dati raccogliamo',
			paragraphs: ['Conserviamo i seguenti dati:'],
			list: [
				'Account: nome e cognome, nome utente, indirizzo e-mail e un hash della tua password (mai la password stessa) oppure, se accedi con Google, l’ID del tuo account Google.',
				'I codici di verifica del tuo indirizzo e-mail, conservati solo come hash.',
				'I criteri dei tuoi avvisi: le auto che cerchi, i siti da monitorare, la frequenza dei controlli e la lingua delle notifiche.',
				'Telegram: il tuo nome utente Telegram e l’ID della chat che il nostro bot usa per scriverti.',
				'Gli annunci che ti abbiamo già inviato per ogni avviso, così non ricevi due volte lo stesso annuncio.',
				'Riferimenti di pagamento: i tuoi ID cliente e abbonamento Stripe, oltre al circuito, alle ultime 4 cifre e alla data di scadenza della tua carta.',
				'Lista d’attesa: se ti iscrivi, il tuo nome e il tuo indirizzo e-mail.',
			],
		},
		{
			id: 'how-we-use',
			title: 'Come usiamo i tuoi dati',
			paragraphs: [
				'Usiamo i tuoi dati solo per fornire CarWatch: eseguire i tuoi avvisi, inviarti su Telegram gli annunci corrispondenti, scriverti via e-mail riguardo al tuo account (per esempio codici di verifica, inviti dalla lista d’attesa e comunicazioni sulle modifiche), addebitare il tuo abbonamento e rispondere alle tue domande.',
				'Trattiamo questi dati perché ci servono per eseguire il contratto con te. Non li usiamo per pubblicità e non li vendiamo.',
			],
		},
		{
			id: 'payments',
			title: 'Pagamenti',
			paragraphs: [
				'I pagamenti con carta sono gestiti da Stripe. Non vediamo né conserviamo mai il numero completo della tua carta. Conserviamo solo il circuito, le ultime 4 cifre e la data di scadenza, per mostrarti quale carta stai usando.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookie',
			paragraphs: [
				'Non usiamo cookie pubblicitari, di tracciamento o di analisi. Usiamo solo questi cookie:',
			],
			list: [
				'un cookie di sessione che ti mantiene connesso; gli script della pagina non possono leggerlo;',
				'un cookie «language» con la lingua che hai scelto;',
				'un cookie «theme» con il tuo tema chiaro, scuro o di sistema;',
				'per dieci minuti mentre accedi con Google, un cookie «google_redirect» con la pagina da aprire dopo;',
				'fino a trenta minuti dopo l’apertura di un link per reimpostare la password, un cookie «password_reset» che tiene il token del link fuori dalla barra degli indirizzi;',
				'solo nelle pagine in cui paghi o aggiungi una carta, lo script di Stripe imposta cookie propri di Stripe («__stripe_mid», «__stripe_sid»), che Stripe usa per prevenire le frodi con le carte.',
			],
		},
		{
			id: 'processors',
			title: 'Chi tratta i dati per nostro conto',
			paragraphs: [
				'Condividiamo i dati solo con i fornitori che ci aiutano a far funzionare il servizio, e solo nella misura in cui ciascuno ne ha bisogno:',
			],
			list: [
				'Stripe, per i pagamenti con carta;',
				'Telegram, che ti consegna i messaggi del nostro bot;',
				'il nostro fornitore di posta elettronica, che recapita le nostre e-mail;',
				'Fly.io, il nostro fornitore di hosting, su cui funzionano i nostri server e il nostro database;',
				'Sentry, che riceve le segnalazioni di errore quando questa funzione è attiva.',
			],
		},
		{
			id: 'retention',
			title: 'Per quanto tempo conserviamo i dati',
			paragraphs: [
				'Conserviamo i tuoi dati finché hai un account presso di noi. Se ci chiedi di eliminare il tuo account, eliminiamo i tuoi dati, tranne quelli che la legge ci obbliga a conservare, come le registrazioni dei pagamenti.',
			],
		},
		{
			id: 'security',
			title: 'Sicurezza',
			paragraphs: [
				'Conserviamo password e codici di verifica solo come hash, rendiamo il cookie di sessione inaccessibile agli script e limitiamo l’accesso ai tuoi dati a ciò che serve al servizio.',
			],
		},
		{
			id: 'gdpr',
			title: 'I tuoi diritti ai sensi del GDPR',
			paragraphs: [
				'Se ti si applica il Regolamento generale sulla protezione dei dati (GDPR), hai i seguenti diritti:',
			],
			list: [
				'ottenere una copia dei tuoi dati (accesso e portabilità);',
				'far correggere i dati errati;',
				'far cancellare i tuoi dati;',
				'limitare il trattamento dei tuoi dati o opporti a esso;',
				'presentare reclamo alla tua autorità per la protezione dei dati.',
			],
		},
		{
			id: 'exercise-rights',
			title: 'Esportare o cancellare i tuoi dati',
			paragraphs: [
				'Per esportare o cancellare i tuoi dati, o per esercitare uno qualsiasi dei diritti indicati sopra, scrivi a {{email}} dall’indirizzo e-mail del tuo account. Rispondiamo entro 24 ore.',
			],
		},
		{
			id: 'age',
			title: 'Età minima',
			paragraphs: [
				'CarWatch è rivolto a persone di almeno 18 anni. Non conserviamo consapevolmente dati di persone più giovani.',
			],
		},
		{
			id: 'changes',
			title: 'Modifiche a questa informativa',
			paragraphs: [
				'Se modifichiamo questa informativa in un modo che ti riguarda, ti avviseremo via e-mail almeno 30 giorni prima che la modifica entri in vigore.',
			],
		},
	],
}

export default privacy
