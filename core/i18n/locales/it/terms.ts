import { type Shape } from '../../shape.ts'
import type en from '../en/terms.ts'

const terms: Shape<typeof en> = {
	meta: {
		title: 'Termini di servizio | CarWatch',
		description:
			'Le condizioni per usare CarWatch: abbonamenti, pagamento, disdetta, notifiche Telegram, annunci di siti terzi e cookie.',
	},
	heading: 'Termini di servizio',
	lastUpdated: 'Ultimo aggiornamento: 20 novembre 2026',
	intro:
		'Questi termini si applicano all’uso di CarWatch, un servizio che tiene d’occhio per te i siti di annunci di auto usate e ti invia su Telegram gli annunci che corrispondono alla tua ricerca. Ti chiediamo di leggerli prima di registrarti.',
	contents: 'Indice',
	sectionHeading: '{{number}}. {{title}}',
	sections: [
		{
			id: 'acceptance',
			title: 'Accettazione dei termini',
			paragraphs: [
				'Creando un account o usando CarWatch accetti questi termini e la nostra informativa sulla privacy. Se non li accetti, non usare il servizio.',
			],
		},
		{
			id: 'service',
			title: 'Il servizio',
			paragraphs: [
				'CarWatch controlla i siti di annunci che scegli alla ricerca di auto che corrispondono ai tuoi criteri (come marca, modello, alimentazione, prezzo, anno e chilometraggio) e ti invia le novità tramite il nostro bot Telegram.',
				'A seconda del piano, i controlli vengono eseguiti da ogni ora fino a ogni minuto. Un annuncio può raggiungerti solo dopo essere stato pubblicato sul sito e trovato da uno dei nostri controlli.',
			],
		},
		{
			id: 'eligibility',
			title: 'Requisiti e il tuo account',
			paragraphs: [
				'Per usare CarWatch devi avere almeno 18 anni.',
				'Ti impegni a fornire dati corretti, a mantenere segreta la tua password e ad avvisarci subito se pensi che qualcun altro abbia usato il tuo account. Sei responsabile di ciò che accade nel tuo account.',
			],
		},
		{
			id: 'subscriptions',
			title: 'Abbonamenti e pagamento',
			paragraphs: [
				'CarWatch è un abbonamento mensile. I prezzi sono in dollari statunitensi e il prezzo di ogni avviso dipende dal numero di siti e dalla frequenza dei controlli che scegli; il totale ti viene mostrato prima del pagamento.',
				'Il pagamento avviene con carta tramite il nostro fornitore di pagamenti, Stripe. L’abbonamento si rinnova automaticamente ogni mese e la carta viene addebitata all’inizio di ogni periodo di fatturazione finché non disdici.',
			],
		},
		{
			id: 'cancellation',
			title: 'Disdetta',
			paragraphs: [
				'Puoi disdire un abbonamento in qualsiasi momento. La disdetta interrompe i rinnovi futuri; il servizio continua fino alla fine del periodo di fatturazione già pagato e poi termina.',
				'Nulla in questi termini limita i diritti che ti riconosce la legge del tuo paese.',
			],
		},
		{
			id: 'capacity',
			title: 'Posti limitati e lista d’attesa',
			paragraphs: [
				'Per mantenere veloce ogni avviso, limitiamo il numero di abbonati. Quando tutti i posti sono occupati, i nuovi utenti possono iscriversi a una lista d’attesa. Quando si libera un posto, invitiamo via e-mail chi aspetta da più tempo e gli riserviamo il posto per 48 ore.',
				'L’iscrizione alla lista d’attesa non garantisce un posto.',
			],
		},
		{
			id: 'telegram',
			title: 'Notifiche Telegram',
			paragraphs: [
				'Le notifiche vengono inviate dal nostro bot Telegram. Ti serve un account Telegram e devi avviare tu il bot: un bot Telegram può scrivere solo a chi lo ha avviato.',
				'Telegram è un servizio che non gestiamo noi. La consegna dei messaggi dipende da Telegram e non siamo responsabili di ritardi o disservizi da parte sua.',
			],
		},
		{
			id: 'listings',
			title: 'Annunci di siti terzi',
			paragraphs: [
				'Gli annunci provengono da siti terzi che non controlliamo. Non garantiamo di trovare tutti gli annunci, né che prezzo, descrizione o altri dati di un annuncio siano corretti. Gli annunci possono essere rimossi, modificati o errati.',
				'Non siamo parte di alcuna compravendita. Controlla sempre di persona l’auto, i suoi documenti e il venditore prima di pagare.',
			],
		},
		{
			id: 'acceptable-use',
			title: 'Uso consentito',
			paragraphs: ['Usando CarWatch ti impegni a non:'],
			list: [
				'violare la legge o i diritti altrui;',
				'tentare di accedere ad account o sistemi che non sono tuoi;',
				'sovraccaricare, disturbare o attaccare il servizio;',
				'rivendere il servizio o condividere il tuo account con altri.',
			],
		},
		{
			id: 'liability',
			title: 'Disponibilità e responsabilità',
			paragraphs: [
				'Facciamo il possibile perché CarWatch funzioni bene, ma non possiamo promettere che sia sempre disponibile o privo di errori. Controlli e notifiche possono talvolta subire ritardi o andare persi, per esempio quando un sito di annunci o Telegram non è raggiungibile.',
				'Possiamo sospendere o chiudere gli account che violano questi termini. Nei limiti consentiti dalla legge, non siamo responsabili di danni indiretti, come un acquisto mancato.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookie',
			paragraphs: [
				'CarWatch non usa cookie pubblicitari, di tracciamento o di analisi.',
				'Usiamo solo i cookie necessari al funzionamento del servizio:',
			],
			list: [
				'un cookie di sessione che ti mantiene connesso (gli script della pagina non possono leggerlo);',
				'un cookie «language» che ricorda la lingua scelta;',
				'un cookie «theme» che ricorda il tuo tema chiaro, scuro o di sistema;',
				'per dieci minuti mentre accedi con Google, un cookie «google_redirect» con la pagina da aprire dopo;',
				'fino a trenta minuti dopo l’apertura di un link per reimpostare la password, un cookie «password_reset» che tiene il token del link fuori dalla barra degli indirizzi;',
				'solo nelle pagine in cui paghi o aggiungi una carta, lo script di Stripe imposta cookie propri di Stripe («__stripe_mid», «__stripe_sid»), che Stripe usa per prevenire le frodi con le carte.',
			],
		},
		{
			id: 'changes',
			title: 'Modifiche al servizio e a questi termini',
			paragraphs: [
				'Possiamo modificare questi termini o i nostri prezzi. Ti avviseremo via e-mail almeno 30 giorni prima che una modifica entri in vigore. Se non sei d’accordo, puoi disdire prima che la modifica si applichi a te.',
			],
		},
		{
			id: 'contact',
			title: 'Contatti',
			paragraphs: [
				'Domande su questi termini? Scrivici a {{email}}. Rispondiamo entro 24 ore.',
			],
		},
	],
}

export default terms
