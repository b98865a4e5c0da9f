import { type Shape } from '../../shape.ts'
import type en from '../en/waitlist.ts'

const waitlist: Shape<typeof en> = {
	meta: {
		title: "Lista d'attesa | CarWatch",
		description: "Iscriviti alla lista d'attesa di CarWatch: ti scriveremo appena si libera un posto.",
	},
	heading: "Iscriviti alla lista d'attesa",
	subtitle: 'Teniamo basso il numero di abbonati perché ogni avviso resti veloce. Lasciaci i tuoi dati e ti scriveremo appena si libera un posto.',
	box: {
		heading: 'Disponibilità limitata',
		description: 'CarWatch serve un numero limitato di abbonati alla volta.',
		bullets: [
			'Gli avvisi restano veloci perché ogni abbonato ha la sua parte di controlli.',
			"Quando un abbonato se ne va, il posto passa all'iscrizione più vecchia della lista.",
			'Ti mandiamo un invito che ti tiene il posto per 48 ore.',
			"L'iscrizione è gratuita e puoi ignorare l'invito.",
		],
		active: 'Abbonati attivi',
		available: 'Posti disponibili',
		held: 'Posti riservati',
		remaining: 'Restano {{remaining}} posti su {{capacity}}.',
		full: 'Al momento tutti i {{capacity}} posti sono occupati.',
		percentFull: '{{percent}}% occupato',
	},
	open: {
		heading: 'Ci sono posti liberi: non serve aspettare',
		text: 'In questo momento sono liberi {{remaining}} posti su {{capacity}}. Crea il tuo avviso e abbonati oggi stesso; la lista d’attesa serve solo quando tutti i posti sono occupati.',
		action: 'Crea il mio avviso',
		formTitle: 'Preferisci che ti scriviamo più tardi?',
		formText: 'Puoi comunque iscriverti alla lista d’attesa. Finché ci sono posti liberi, l’invito arriva per e-mail pochi minuti dopo la conferma del tuo indirizzo e ti riserva un posto per 48 ore.',
	},
	form: {
		title: 'Non puoi iscriverti ora?',
		firstName: 'Nome',
		lastName: 'Cognome',
		email: 'E-mail',
		emailDescription: 'La usiamo solo per avvisarti quando si libera un posto.',
		submit: "Iscriviti alla lista d'attesa",
		submitting: 'Iscrizione…',
	},
	errors: {
		controlCharacters: 'Rimuovi i caratteri di controllo invisibili (come un byte NUL) da questo campo.',
		email: 'Inserisci un indirizzo e-mail valido',
		firstName: 'Il nome deve contenere almeno 2 caratteri',
		lastName: 'Il cognome deve contenere almeno 2 caratteri',
		failed: "Iscrizione alla lista d'attesa non riuscita",
	},
	success: {
		title: 'Sei in lista!',
		description: "Grazie per esserti iscritto alla nostra lista d'attesa. Ti avviseremo quando si libera un posto.",
		message: "Tieni d'occhio la posta: l'invito ti tiene un posto per 48 ore.",
		home: 'Torna alla home page',
		confirm: 'Ti abbiamo inviato un link per e-mail: conferma il tuo indirizzo entro 48 ore. Fino ad allora la tua iscrizione non occupa alcun posto in fila.',
	},
	confirmation: {
		meta: { title: 'Conferma il tuo indirizzo | CarWatch' },
		heading: 'Conferma la tua iscrizione',
		prompt: "Conferma il tuo indirizzo per prendere il tuo posto nella lista d'attesa.",
		submit: 'Conferma il mio indirizzo',
		submitting: 'Conferma in corso…',
		done: "Il tuo indirizzo è confermato e sei nella lista d'attesa. Ti scriveremo quando si libera un posto.",
		invalid: "Questo link non è valido o è scaduto. Iscriviti di nuovo alla lista d'attesa.",
		join: "Entra nella lista d'attesa",
	},
	check: {
		meta: {
			title: 'Disponibilità | CarWatch',
			description: 'Quanti posti di CarWatch sono occupati e quanti ne restano.',
		},
		heading: 'Verifica disponibilità',
		subtitle: "Scopri se puoi creare subito i tuoi avvisi o se conviene iscriverti alla lista d'attesa.",
		open: 'Ci sono posti liberi: puoi creare i tuoi avvisi ora.',
		setup: 'Crea avvisi',
		closedSubscriber: 'Tutti i posti sono occupati e uno è tuo: puoi aggiungere avvisi in qualsiasi momento.',
		closed: "Tutti i posti sono occupati: iscriviti alla lista d'attesa e ti scriveremo.",
		join: "Iscriviti alla lista d'attesa",
		unavailable: 'Al momento la disponibilità non può essere mostrata. Riprova tra poco.',
	},
}

export default waitlist
