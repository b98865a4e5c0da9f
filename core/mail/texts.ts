import { type Language } from '../enums.ts'

/**
 * Texts of the e-mails the product sends, in every language. They live in core (not app/i18n)
 * because the worker sends mail too.
 */
export const mailTexts: Record<
	Language,
	{
		verifySubject: string
		verifyIntro: string
		verifyCode: string
		verifyExpiry: string
		verifyIgnore: string
		inviteSubject: string
		inviteIntro: string
		inviteHeld: string
		inviteAction: string
		inviteAfter: string
		inviteIgnore: string
		signature: string
	}
> = {
	en: {
		verifySubject: 'Your CarWatch verification code: {code}',
		verifyIntro: 'Hello {name},',
		verifyCode: 'Your verification code is {code}.',
		verifyExpiry: 'It expires in 15 minutes.',
		verifyIgnore: 'If you did not ask for it, you can ignore this e-mail.',
		inviteSubject: 'A CarWatch place is free for you',
		inviteIntro: 'Hello {name},',
		inviteHeld: 'A place at CarWatch has opened up and it is yours: we hold it for you until {expiry}.',
		inviteAction: 'To take it, register or log in with this same e-mail address ({email}) before then, and set up your alert here:',
		inviteAfter: 'After that time the place goes to the next person on the waitlist.',
		inviteIgnore: 'If you no longer need it, you can ignore this e-mail.',
		signature: 'The CarWatch team',
	},
	de: {
		verifySubject: 'Ihr CarWatch-Bestätigungscode: {code}',
		verifyIntro: 'Hallo {name},',
		verifyCode: 'Ihr Bestätigungscode lautet {code}.',
		verifyExpiry: 'Er ist 15 Minuten gültig.',
		verifyIgnore: 'Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
		inviteSubject: 'Ein CarWatch-Platz ist für Sie frei',
		inviteIntro: 'Hallo {name},',
		inviteHeld: 'Bei CarWatch ist ein Platz frei geworden, und er gehört Ihnen: Wir halten ihn bis {expiry} für Sie frei.',
		inviteAction: 'Um ihn zu nutzen, registrieren Sie sich bis dahin mit genau dieser E-Mail-Adresse ({email}) oder melden Sie sich damit an, und richten Sie hier Ihren Alarm ein:',
		inviteAfter: 'Danach geht der Platz an die nächste Person auf der Warteliste.',
		inviteIgnore: 'Wenn Sie ihn nicht mehr brauchen, können Sie diese E-Mail ignorieren.',
		signature: 'Ihr CarWatch-Team',
	},
	fr: {
		verifySubject: 'Votre code de vérification CarWatch : {code}',
		verifyIntro: 'Bonjour {name},',
		verifyCode: 'Votre code de vérification est {code}.',
		verifyExpiry: 'Il expire dans 15 minutes.',
		verifyIgnore: "Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.",
		inviteSubject: 'Une place CarWatch est libre pour vous',
		inviteIntro: 'Bonjour {name},',
		inviteHeld: "Une place s'est libérée chez CarWatch et elle est pour vous : nous vous la réservons jusqu'au {expiry}.",
		inviteAction: "Pour la prendre, inscrivez-vous ou connectez-vous avec cette même adresse e-mail ({email}) avant cette date, puis créez votre alerte ici :",
		inviteAfter: "Passé ce délai, la place revient à la personne suivante sur la liste d'attente.",
		inviteIgnore: "Si vous n'en avez plus besoin, vous pouvez ignorer cet e-mail.",
		signature: "L'équipe CarWatch",
	},
	es: {
		verifySubject: 'Su código de verificación de CarWatch: {code}',
		verifyIntro: 'Hola, {name}:',
		verifyCode: 'Su código de verificación es {code}.',
		verifyExpiry: 'Caduca en 15 minutos.',
		verifyIgnore: 'Si no lo ha solicitado, puede ignorar este correo.',
		inviteSubject: 'Tiene una plaza libre en CarWatch',
		inviteIntro: 'Hola, {name}:',
		inviteHeld: 'Se ha liberado una plaza en CarWatch y es para usted: se la reservamos hasta el {expiry}.',
		inviteAction: 'Para ocuparla, regístrese o inicie sesión con esta misma dirección de correo ({email}) antes de esa fecha y configure su alerta aquí:',
		inviteAfter: 'Pasado ese plazo, la plaza pasa a la siguiente persona de la lista de espera.',
		inviteIgnore: 'Si ya no la necesita, puede ignorar este correo.',
		signature: 'El equipo de CarWatch',
	},
	it: {
		verifySubject: 'Il tuo codice di verifica CarWatch: {code}',
		verifyIntro: 'Ciao {name},',
		verifyCode: 'Il tuo codice di verifica è {code}.',
		verifyExpiry: 'Scade tra 15 minuti.',
		verifyIgnore: 'Se non lo hai richiesto, puoi ignorare questa e-mail.',
		inviteSubject: 'Un posto CarWatch è libero per te',
		inviteIntro: 'Ciao {name},',
		inviteHeld: 'Si è liberato un posto su CarWatch ed è tuo: te lo teniamo fino a {expiry}.',
		inviteAction: 'Per prenderlo, registrati o accedi con questo stesso indirizzo e-mail ({email}) entro quel momento e imposta qui il tuo avviso:',
		inviteAfter: "Dopo quel momento il posto passa alla persona successiva della lista d'attesa.",
		inviteIgnore: 'Se non ti serve più, puoi ignorare questa e-mail.',
		signature: 'Il team di CarWatch',
	},
}

export function fill(template: string, values: Record<string, string>): string {
	return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}

const mailLocales: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT' }

/**
 * A moment as a mail states it, in the reader's language: weekday, date and time in UTC, with
 * the zone named, since we do not know where the reader lives.
 */
export function formatMailDate(date: Date, language: Language): string {
	return new Intl.DateTimeFormat(mailLocales[language], {
		weekday: 'long',
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		hour: '2-digit',
		minute: '2-digit',
		timeZone: 'UTC',
		timeZoneName: 'short',
	}).format(date)
}
