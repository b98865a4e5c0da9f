import { type Language } from '../enums.ts'

/**
 * Texts of the e-mails the product sends, in every language. They live in core (not app/i18n)
 * because the worker sends mail too.
 */
export const mailTexts: Record<
	Language,
	{ verifySubject: string; verifyIntro: string; verifyCode: string; verifyExpiry: string; verifyIgnore: string; signature: string }
> = {
	en: {
		verifySubject: 'Your CarWatch verification code: {code}',
		verifyIntro: 'Hello {name},',
		verifyCode: 'Your verification code is {code}.',
		verifyExpiry: 'It expires in 15 minutes.',
		verifyIgnore: 'If you did not ask for it, you can ignore this e-mail.',
		signature: 'The CarWatch team',
	},
	de: {
		verifySubject: 'Ihr CarWatch-Bestätigungscode: {code}',
		verifyIntro: 'Hallo {name},',
		verifyCode: 'Ihr Bestätigungscode lautet {code}.',
		verifyExpiry: 'Er ist 15 Minuten gültig.',
		verifyIgnore: 'Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
		signature: 'Ihr CarWatch-Team',
	},
	fr: {
		verifySubject: 'Votre code de vérification CarWatch : {code}',
		verifyIntro: 'Bonjour {name},',
		verifyCode: 'Votre code de vérification est {code}.',
		verifyExpiry: 'Il expire dans 15 minutes.',
		verifyIgnore: "Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.",
		signature: "L'équipe CarWatch",
	},
	es: {
		verifySubject: 'Su código de verificación de CarWatch: {code}',
		verifyIntro: 'Hola, {name}:',
		verifyCode: 'Su código de verificación es {code}.',
		verifyExpiry: 'Caduca en 15 minutos.',
		verifyIgnore: 'Si no lo ha solicitado, puede ignorar este correo.',
		signature: 'El equipo de CarWatch',
	},
	it: {
		verifySubject: 'Il tuo codice di verifica CarWatch: {code}',
		verifyIntro: 'Ciao {name},',
		verifyCode: 'Il tuo codice di verifica è {code}.',
		verifyExpiry: 'Scade tra 15 minuti.',
		verifyIgnore: 'Se non lo hai richiesto, puoi ignorare questa e-mail.',
		signature: 'Il team di CarWatch',
	},
}

export function fill(template: string, values: Record<string, string>): string {
	return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}
