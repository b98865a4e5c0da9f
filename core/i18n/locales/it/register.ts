import { type Shape } from '../../shape.ts'
import type en from '../en/register.ts'

const register: Shape<typeof en> = {
	meta: {
		title: 'Crea il tuo account | CarWatch',
		description:
			'Crea un account CarWatch per impostare avvisi sulle auto usate e ricevere i nuovi annunci su Telegram, controllati fino a ogni minuto.',
	},
	heading: 'Crea il tuo account',
	intro: 'Un solo account per tutti i tuoi avvisi. Inviamo un codice al tuo indirizzo e-mail per confermarlo.',
	form: {
		firstName: 'Nome',
		lastName: 'Cognome',
		username: 'Nome utente',
		usernameDescription: 'Da 3 a 20 lettere o cifre',
		email: 'E-mail',
		password: 'Password',
		passwordDescription: 'Almeno 6 caratteri',
		confirmPassword: 'Conferma password',
		showPassword: 'Mostra o nascondi la password',
		terms: 'Accetto i <terms>termini di servizio</terms> e l’<privacy>informativa sulla privacy</privacy>',
		newTab: '(si apre in una nuova scheda)',
		submit: 'Crea account',
		submitting: 'Creazione del tuo account…',
	},
	or: 'oppure',
	google: 'Registrati con Google',
	haveAccount: 'Hai già un account?',
	login: 'Accedi',
	verify: {
		meta: {
			title: 'Verifica il tuo indirizzo e-mail | CarWatch',
			description:
				'Inserisci il codice di 6 cifre che abbiamo inviato al tuo indirizzo e-mail per completare la creazione del tuo account CarWatch.',
		},
		heading: 'Verifica il tuo indirizzo e-mail',
		sentTo: 'Abbiamo inviato un codice di 6 cifre a <strong>{{email}}</strong>. È valido per 15 minuti.',
		code: 'Codice di verifica',
		codeDescription: 'Le 6 cifre ricevute per e-mail',
		submit: 'Verifica',
		submitting: 'Verifica in corso…',
		resendHeading: 'Nessuna e-mail?',
		resendHint: 'Controlla la cartella spam oppure richiedi un nuovo codice.',
		resend: 'Invia un nuovo codice',
		resending: 'Invio in corso…',
		resent: 'Un nuovo codice è in arrivo a {{email}}.',
		changeHeading: 'Indirizzo sbagliato?',
		newEmail: 'Nuovo indirizzo e-mail',
		change: 'Cambia e-mail',
		changing: 'Modifica in corso…',
		changed: 'E-mail aggiornata: abbiamo inviato un nuovo codice a {{email}}.',
		alreadyVerified: 'Il tuo indirizzo e-mail è già verificato.',
		verified: 'Il tuo indirizzo e-mail è verificato.',
	},
	outbox: {
		title: 'Posta in uscita (sviluppo)',
		description: "Tutte le e-mail scritte dall'app, dalla più recente, e che fine hanno fatto. Questa pagina non esiste in produzione.",
		heading: 'Posta in uscita',
		intro: "Tutte le e-mail scritte dall'app, dalla più recente, e che fine hanno fatto. Questa pagina non esiste in produzione.",
		noSmtp: 'Nessuna SMTP_URL è configurata: le e-mail restano qui e non vengono inviate da nessuna parte.',
		smtp: "Le e-mail partono dal server SMTP indicato in SMTP_URL; un'e-mail che non è stato possibile inviare viene ritentata ogni minuto.",
		empty: 'Non è stata ancora scritta nessuna e-mail.',
		to: 'A: {{address}}',
		created: 'Scritta il: {{at}}',
		states: {
			kept: 'Solo qui',
			waiting: 'In attesa',
			retrying: 'Nuovo tentativo',
			sent: 'Inviata',
			failed: 'Non riuscita',
		},
		details: {
			kept: 'Non inviata: quando è stata scritta non era configurata nessuna SMTP_URL, quindi resta solo in questa posta in uscita.',
			waiting: 'Non ancora inviata: il worker se ne occupa entro un paio di minuti.',
			retrying: 'Il tentativo {{attempts}} di {{max}} non è riuscito: {{error}}. Il worker riprova ogni minuto.',
			sent: 'Inviata il: {{at}}',
			failed: 'Non inviata: tutti i {{attempts}} tentativi sono falliti. Ultimo errore: {{error}}',
		},
	},
}

export default register
