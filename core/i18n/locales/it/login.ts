import { type Shape } from '../../shape.ts'
import type en from '../en/login.ts'

const login: Shape<typeof en> = {
	meta: {
		title: 'Accedi | CarWatch',
		description: 'Accedi a CarWatch per gestire i tuoi avvisi per auto usate e le notifiche Telegram.',
	},
	heading: 'Accedi',
	subtitle: 'Bentornato. Accedi per gestire i tuoi avvisi.',
	form: {
		email: 'E-mail',
		password: 'Password',
		captcha: 'Controllo di sicurezza',
		captchaNoScript: 'Il controllo di sicurezza richiede JavaScript. Attivalo per accedere.',
		submit: 'Accedi',
		submitting: 'Accesso in corso…',
	},
	failed: 'Accesso non riuscito',
	or: 'oppure',
	google: 'Continua con Google',
	noAccount: 'Non hai ancora un account?',
	register: 'Crea un account',
	errors: {
		google: 'L’accesso con Google non è riuscito. Riprova o accedi con e-mail e password.',
	},
	loggedOut: 'Sei stato disconnesso.',
	forgotPassword: 'Password dimenticata?',
	lockedOutHint: 'Non ricordi la password? Scegline una nuova con un link via e-mail: così finisce anche l’attesa.',
	lockedOutLink: 'Reimposta la password',
}

export default login
