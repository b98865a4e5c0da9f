import { type Shape } from '../../shape.ts'
import type en from '../en/passwordReset.ts'

const passwordReset: Shape<typeof en> = {
	forgot: {
		meta: {
			title: 'Password dimenticata? | CarWatch',
			description: 'Chiedi un link via e-mail per scegliere una nuova password per il tuo account CarWatch.',
		},
		heading: 'Password dimenticata?',
		intro: 'Inserisci l’indirizzo e-mail del tuo account. Ti mandiamo un link per scegliere una nuova password; funziona una sola volta, per 30 minuti.',
		email: 'E-mail',
		submit: 'Mandami il link',
		submitting: 'Invio in corso…',
		failed: 'Nessun link è stato inviato',
		sentHeading: 'Controlla la tua casella di posta',
		sent: 'Se un account usa {{email}}, gli abbiamo mandato un link per scegliere una nuova password. Il link funziona una sola volta, per 30 minuti.',
		sentHint: 'Non è arrivato nulla dopo qualche minuto? Guarda nella cartella spam e controlla l’indirizzo, oppure chiedilo di nuovo: un nuovo link sostituisce quelli precedenti.',
		askAgain: 'Chiedilo di nuovo',
		backToLogin: 'Torna all’accesso',
	},
	reset: {
		meta: {
			title: 'Scegli una nuova password | CarWatch',
			description: 'Scegli una nuova password per il tuo account CarWatch.',
		},
		heading: 'Scegli una nuova password',
		forAccount: 'Per l’account {{email}}.',
		googleOnly: 'Il tuo account accede con Google. Con una password potrai accedere anche con il tuo indirizzo e-mail; l’accesso con Google continua a funzionare.',
		signOutNote: 'Salvandola esci da tutti i dispositivi su cui hai effettuato l’accesso, e accedi qui.',
		newPassword: 'Nuova password',
		passwordDescription: 'Almeno 6 caratteri',
		confirmPassword: 'Conferma la nuova password',
		showPassword: 'Mostra o nascondi la password',
		submit: 'Salva la nuova password',
		submitting: 'Salvataggio…',
		doneHeading: 'La tua password è stata cambiata',
		done: 'Tutti i dispositivi collegati al tuo account sono stati disconnessi; qui hai effettuato l’accesso con la nuova password.',
		dashboard: 'Vai alla tua dashboard',
		problemHeading: 'Questo link non si può usare',
		newLink: 'Chiedi un nuovo link',
	},
	errors: {
		tooManyFromClient_one: 'Dalla tua rete sono stati chiesti troppi link di reimpostazione. Riprova tra {{count}} minuto.',
		tooManyFromClient_other: 'Dalla tua rete sono stati chiesti troppi link di reimpostazione. Riprova tra {{count}} minuti.',
		tooManyForAddress_one: 'Per questo indirizzo sono stati chiesti troppi link di reimpostazione nell’ultima ora. Riprova tra {{count}} minuto.',
		tooManyForAddress_other: 'Per questo indirizzo sono stati chiesti troppi link di reimpostazione nell’ultima ora. Riprova tra {{count}} minuti.',
		invalid: 'Questo link di reimpostazione non è valido. Ogni nuovo link sostituisce i precedenti: apri l’e-mail più recente o chiedi un nuovo link.',
		expired: 'Questo link di reimpostazione è scaduto: un link funziona per 30 minuti. Chiedine uno nuovo.',
		used: 'Questo link di reimpostazione è già stato usato. Se vuoi ancora cambiare la password, chiedi un nuovo link.',
	},
}

export default passwordReset
