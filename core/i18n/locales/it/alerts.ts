import { type Shape } from '../../shape.ts'
import type en from '../en/alerts.ts'
import { vocabulary } from '../../../vocabulary.ts'

const alerts: Shape<typeof en> = {
	errors: {
		notFound: 'Abbonamento non trovato',
		notKeepable: 'Questo avviso non può più essere mantenuto: il periodo pagato è terminato.',
		notEditable: 'Questo avviso non può più essere modificato.',
		pauseAndPriceChangeTitle: 'Mantenere o annullare la modifica del prezzo?',
		pauseAndPriceChange: 'Stai mettendo in pausa questo avviso e cambiandone il prezzo. Scegli se mantenere la modifica del prezzo per quando lo riattivi o se annullarla.',
		priceChangeChoice: 'Scegli se mantenere o annullare la modifica del prezzo.',
		pauseUnpaid: 'Un avviso può essere messo in pausa dopo che il primo pagamento è andato a buon fine.',
		createFailed: "Impossibile creare l'abbonamento",
		updateFailed: "Impossibile aggiornare l'abbonamento",
		cancelFailed: "Impossibile annullare l'abbonamento. Riprova.",
		loginRequired: 'Devi aver effettuato l’accesso per creare un abbonamento',
		full: 'Al momento siamo al completo. Iscriviti alla lista d’attesa e ti scriveremo quando si libera un posto.',
		siteUnavailable: 'Scegli tra i siti elencati.',
		siteBusy_1min: '{{site}} non può controllare un altro avviso così spesso in questo momento senza rallentare gli avvisi che già serve. Il più veloce possibile ora è ogni minuto.',
		siteBusy_5min: '{{site}} non può controllare un altro avviso così spesso in questo momento senza rallentare gli avvisi che già serve. Il più veloce possibile ora è ogni 5 minuti.',
		siteBusy_15min: '{{site}} non può controllare un altro avviso così spesso in questo momento senza rallentare gli avvisi che già serve. Il più veloce possibile ora è ogni 15 minuti.',
		siteBusy_30min: '{{site}} non può controllare un altro avviso così spesso in questo momento senza rallentare gli avvisi che già serve. Il più veloce possibile ora è ogni 30 minuti.',
		siteBusy_hourly: '{{site}} non può controllare un altro avviso così spesso in questo momento senza rallentare gli avvisi che già serve. Il più veloce possibile ora è ogni ora.',
		siteFull: '{{site}} non può accettare un altro avviso in questo momento senza rallentare gli avvisi che già serve. Scegli un altro sito o riprova più tardi.',
		brandUnknown: 'Scegli una marca dall’elenco.',
		modelNotInBrand: 'Scegli un modello di {{brand}}.',
		status: 'Scegli attivo o in pausa.',
		badForm: 'Impossibile leggere il modulo. Riprova.',
		loadFailed: "Impossibile caricare l'abbonamento",
		loadFailedText: 'Qualcosa è andato storto durante il caricamento di questo avviso. Riprova.',
	},
	edit: {
		meta: {
			title: 'Modifica avviso | CarWatch',
			description: 'Cambia cosa controlla il tuo avviso, ogni quanto controlla e dove ti scrive.',
		},
		title: 'Modifica avviso',
		subtitle: '{{alert}}: cambia cosa controlla, ogni quanto controlla e dove ti scrive.',
		back: 'Torna ai miei avvisi',
		notFoundText: 'Questo avviso non esiste o appartiene a un altro account.',
		sections: {
			websites: 'Siti e frequenza',
			car: 'Auto',
			telegram: 'Telegram',
		},
		status: 'Stato',
		statusDescription:
			'La pausa ferma subito i controlli e sospende la fatturazione. Finché l’avviso è in pausa, le altre impostazioni non si possono cambiare.',
		statuses: { active: vocabulary.it.statuses.active, paused: vocabulary.it.statuses.paused },
		pausedNote: 'L’avviso è in pausa. Impostalo su Attivo per cambiarne le impostazioni.',
		currentPrice: 'Prezzo attuale: {{price}}/mese',
		pendingChange: 'Una modifica a {{price}}/mese attende il tuo prossimo periodo di fatturazione; il modulo la mostra. Fino ad allora l’avviso mantiene i siti e la frequenza attuali; le altre modifiche valgono già.',
		priceRule: 'Una modifica dei siti o della frequenza che cambia il prezzo vale dal prossimo periodo di fatturazione, una volta pagato. Ogni altra modifica vale subito.',
		priceChoice: {
			legend: 'Se metti in pausa: la tua modifica a {{price}}/mese',
			description: 'Le altre modifiche valgono subito in entrambi i casi.',
			keep: 'Mantienila: il nuovo prezzo vale dal primo periodo di fatturazione che paghi dopo la riattivazione.',
			drop: 'Annullala: l’avviso mantiene i siti e la frequenza attuali, a {{price}}/mese.',
		},
		unpaidRule: 'Questo avviso non è ancora stato pagato, quindi ogni modifica vale subito.',
		submit: 'Salva modifiche',
		submitting: 'Salvataggio…',
	},
	cancel: {
		meta: {
			title: 'Annulla avviso | CarWatch',
			description: 'Annulla uno dei tuoi avvisi auto.',
		},
		title: 'Annullare l’avviso per {{alert}}?',
		endsNow: 'L’avviso si ferma subito e non ti viene addebitato più nulla.',
		runsUntil:
			'Hai pagato fino al {{date}}: l’avviso continua a inviarti annunci fino ad allora, poi termina. Non verrà rinnovato.',
		confirm: 'Sì, annulla avviso',
		keep: 'Mantieni avviso',
		busy: 'Annullamento…',
		already: 'Questo avviso è già annullato.',
	},
	muted: {
		title: 'Modelli silenziati',
		hint: 'Silenziati da un messaggio Telegram: nessun messaggio su questi modelli per questo avviso.',
		unmute: 'Mostra di nuovo',
		unmuteLabel: 'Mostra di nuovo {{model}}',
		badForm: 'Scegli un modello silenziato di questo avviso.',
	},
	keep: {
		title: 'Hai cambiato idea?',
		text: 'Questo avviso è annullato, ma il periodo pagato è ancora in corso. Puoi mantenerlo.',
		explanation: 'Questo avviso è annullato e resta attivo fino al {{date}}. Se lo mantieni, continua e poi si rinnova come prima.',
		submit: 'Mantieni il mio avviso',
		busy: 'Mantenimento…',
	},
	/** /alerts/{id}/cars (docs/decisions/052-delivery-that-respects-a-person.md). */
	cars: {
		meta: {
			title: 'Auto del tuo avviso | CarWatch',
			description: 'Le auto che il tuo avviso ti ha segnalato, con i prezzi e il confronto con auto simili.',
		},
		title: 'Auto per il tuo avviso «{{alert}}»',
		digestIntro: 'I {{count}} nuovi risultati trovati da un controllo ({{time}}), prima le offerte migliori.',
		latestIntro: 'Le auto che questo avviso ti ha segnalato, prima le più recenti.',
		empty: 'Questo avviso non ti ha ancora segnalato nessuna auto.',
		all: 'Tutte le auto di questo avviso',
	},
}

export default alerts
