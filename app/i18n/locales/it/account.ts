import { type Shape } from '../../shape.ts'
import type en from '../en/account.ts'

const account: Shape<typeof en> = {
	meta: {
		title: 'Il mio account | CarWatch',
		description: 'I tuoi avvisi auto, le carte salvate, le impostazioni dell’account e la password.',
	},
	heading: 'Il mio account',
	sidebar: {
		label: 'Menu dell’account',
		memberSince: 'Membro dal {{date}}',
		alertCount: 'Avvisi',
		cardCount: 'Carte salvate',
		subscriptions: 'Abbonamenti',
		paymentMethods: 'Metodi di pagamento',
		settings: 'Impostazioni dell’account',
		password: 'Privacy e sicurezza',
		logout: 'Esci',
	},
	tabs: {
		label: 'Sezioni dell’account',
		alerts: 'Avvisi',
		payments: 'Pagamenti',
	},
	alerts: {
		title: 'I miei avvisi',
		emptyTitle: 'Ancora nessun avviso',
		emptyText:
			'Scegli un’auto, i siti da controllare e ogni quanto farlo: ti scriviamo su Telegram appena compare un annuncio adatto.',
		add: 'Aggiungi un avviso',
		allModels: 'Tutti i modelli',
		perMonth: '{{price}}/mese',
		status: {
			pending_payment: 'In attesa di pagamento',
			active: 'Attivo',
			paused: 'In pausa',
			past_due: 'Pagamento scaduto',
			cancelling: 'In disdetta',
			ended: 'Terminato',
		},
	},
	payments: {
		title: 'Metodi di pagamento',
		emptyTitle: 'Nessuna carta salvata',
		emptyText:
			'La tua carta viene salvata quando paghi il primo avviso. La gestione delle carte arriverà qui insieme alla fatturazione.',
		cardEnding: '{{brand}} che termina con {{last4}}',
		expires: 'Scade il {{month}}/{{year}}',
		default: 'Predefinita',
		brands: {
			visa: 'Visa',
			mastercard: 'Mastercard',
			other: 'Carta',
		},
	},
	settings: {
		title: 'Impostazioni dell’account',
		description: 'Il tuo nome, il nome utente e l’indirizzo e-mail.',
		fullName: 'Nome e cognome',
		fullNameDescription: 'Nome e cognome, ad esempio «Ana Novak».',
		username: 'Nome utente',
		usernameDescription: 'Da 3 a 20 lettere o cifre.',
		email: 'E-mail',
		emailDescription: 'Un nuovo indirizzo si conferma con un codice che gli inviamo.',
		submit: 'Salva le modifiche',
		submitting: 'Salvataggio…',
		success: 'Account aggiornato',
		emailSent: 'Abbiamo inviato un codice a {{email}}. Inseriscilo per confermare il nuovo indirizzo.',
		errors: {
			lastName: 'Inserisci nome e cognome',
		},
	},
	password: {
		title: 'Privacy e sicurezza',
		description: 'Cambia la password. Verrai disconnesso da tutti gli altri dispositivi e browser in cui hai effettuato l’accesso.',
		current: 'Password attuale',
		new: 'Nuova password',
		newDescription: 'Almeno 6 caratteri.',
		confirm: 'Conferma la nuova password',
		submit: 'Aggiorna la password',
		submitting: 'Aggiornamento…',
		success: 'Password aggiornata',
		successText: 'Le altre sessioni sono state disconnesse.',
		googleOnly: 'Accedi con Google, quindi il tuo account non ha una password da cambiare.',
	},
	close: 'Chiudi',
	failed: 'Aggiornamento non riuscito',
	api: {
		verifyFirst: 'Conferma prima il tuo indirizzo e-mail.',
	},
}

export default account
