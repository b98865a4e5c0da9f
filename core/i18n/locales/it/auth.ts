import { type Shape } from '../../shape.ts'
import type en from '../en/auth.ts'

const auth: Shape<typeof en> = {
	errors: {
		required: 'Compila tutti i campi obbligatori',
		email: 'Inserisci un indirizzo e-mail valido',
		passwordLength: 'La password deve contenere almeno 6 caratteri',
		passwordTooLong: 'La password deve contenere al massimo 200 caratteri',
		username: "Il nome utente deve contenere da 3 a 20 lettere o cifre",
		usernameTaken: 'Questo nome utente è già in uso',
		emailTaken: 'Esiste già un account con questa e-mail',
		nameTooLong: 'I nomi devono contenere al massimo 100 caratteri',
		passwordsMatch: 'Assicurati che le password coincidano',
		terms: "Devi accettare i termini e l'informativa sulla privacy per continuare",
		captcha: 'Verifica captcha non riuscita',
		credentials: 'Accesso non riuscito. Controlla le tue credenziali.',
		rateLimited: 'Troppi tentativi falliti. Riprova tra {{minutes}} minuti.',
		codeRequired: "Inserisci il codice ricevuto via e-mail",
		codeFormat: 'Il codice ha 6 cifre',
		codeInvalid: 'Questo codice non è valido. Controllalo o richiedine uno nuovo.',
		codeExpired: 'Questo codice è scaduto. Richiedine uno nuovo.',
		codeLocked: 'Troppi codici errati. Richiedine uno nuovo.',
		resendWait: 'Potrai richiedere un nuovo codice tra {{seconds}} secondi.',
		rateLimitedSeconds_one: 'Troppi tentativi non riusciti. Riprova tra {{count}} secondo.',
		rateLimitedSeconds_other: 'Troppi tentativi non riusciti. Riprova tra {{count}} secondi.',
		tooManyCodes: 'Sono stati inviati troppi codici per questo account. Potrai richiederne uno nuovo tra {{minutes}} minuti.',
		tooManyCodesLater: 'Sono stati inviati troppi codici per questo account nell’ultima ora. Riprova più tardi.',
		tooManySignups: 'Troppe iscrizioni dalla tua rete. Riprova tra {{minutes}} minuti.',
		invalidEmail: 'E-mail non valida',
		sameEmail: "Stessa e-mail: la nuova e-mail è uguale a quella attuale",
		currentPassword: 'La password attuale non è corretta',
		origin: 'Questo modulo è stato inviato da un altro sito ed è stato rifiutato.',
		originHidden: 'Questo modulo è stato inviato da una pagina di cui il browser non ha rivelato l’indirizzo, quindi è stato rifiutato. Apri direttamente questo sito e invia di nuovo il modulo.',
		controlCharacters: 'Rimuovi i caratteri di controllo invisibili (come un byte NUL) da questo campo.',
		badRequest: 'Non è stato possibile leggere la richiesta. Riprova.',
		loginRequired: 'Accedi per continuare.',
		verifyFirst: 'Conferma prima il tuo indirizzo e-mail.',
		jsonRequired: 'Invia un corpo JSON con Content-Type: application/json.',
		jsonInvalid: 'Il corpo della richiesta non è un JSON valido.',
	},
}

export default auth
