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
		waitlistConfirmSubject: string
		waitlistConfirmIntro: string
		waitlistConfirmBody: string
		waitlistConfirmAction: string
		waitlistConfirmIgnore: string
		telegramBlockedSubject: string
		telegramBlockedIntro: string
		telegramBlockedBody: string
		telegramBlockedAction: string
		telegramBlockedDashboard: string
		paymentFailedSubject: string
		paymentFailedIntro: string
		paymentFailedBody: string
		paymentFailedAction: string
		paymentFailedAfter: string
		resetSubject: string
		resetIntro: string
		resetBody: string
		resetNoPassword: string
		resetAction: string
		resetAfter: string
		resetIgnore: string
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
		waitlistConfirmSubject: 'Confirm your place on the CarWatch waitlist',
		waitlistConfirmIntro: 'Hello {name},',
		waitlistConfirmBody: 'Please confirm that you want to join the CarWatch waitlist with this address ({email}). Until you do, the entry holds no place in line and gets no invitation.',
		waitlistConfirmAction: 'Confirm it here before {expiry}:',
		waitlistConfirmIgnore: 'If you did not sign up, ignore this e-mail: the entry is deleted unconfirmed.',
		telegramBlockedSubject: 'Your CarWatch alerts cannot reach you on Telegram',
		telegramBlockedIntro: 'Hello {name},',
		telegramBlockedBody: 'Telegram told us that you blocked the CarWatch bot (or deleted the chat with it), so we can no longer send you new listings. Your alerts keep running.',
		telegramBlockedAction: 'To receive them again, open this link in Telegram and press Start:',
		telegramBlockedDashboard: 'If you stopped the bot on purpose, you can pause or cancel your alerts on your dashboard: {url}',
		paymentFailedSubject: 'CarWatch: your payment did not go through',
		paymentFailedIntro: 'Hello {name},',
		paymentFailedBody: 'We could not take this month’s payment of {price} for your alert “{alert}”. The alert keeps running with its current settings while your bank and we try again over the next days.',
		paymentFailedAction: 'To keep it, add a card or choose another default card here; we retry the payment at once:',
		paymentFailedAfter: 'If the payment still fails after the last retry, the alert ends and no more checks run for it.',
		resetSubject: 'Reset your CarWatch password',
		resetIntro: 'Hello {name},',
		resetBody: 'Someone, hopefully you, asked to reset the password of the CarWatch account for {email}.',
		resetNoPassword: 'Your account signs in with Google and has no password yet: with this link you can set one, and signing in with Google keeps working.',
		resetAction: 'Choose a new password here. The link works once, until {expiry} (30 minutes):',
		resetAfter: 'Setting a new password signs you out on every device where you are signed in. A newer link replaces this one.',
		resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
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
		waitlistConfirmSubject: 'Bestätigen Sie Ihren Platz auf der CarWatch-Warteliste',
		waitlistConfirmIntro: 'Hallo {name},',
		waitlistConfirmBody: 'Bitte bestätigen Sie, dass Sie sich mit dieser Adresse ({email}) auf die CarWatch-Warteliste setzen möchten. Bis dahin hält der Eintrag keinen Platz in der Reihe und erhält keine Einladung.',
		waitlistConfirmAction: 'Bestätigen Sie hier vor dem {expiry}:',
		waitlistConfirmIgnore: 'Wenn Sie sich nicht eingetragen haben, ignorieren Sie diese E-Mail: Der unbestätigte Eintrag wird gelöscht.',
		telegramBlockedSubject: 'Ihre CarWatch-Alarme erreichen Sie auf Telegram nicht mehr',
		telegramBlockedIntro: 'Hallo {name},',
		telegramBlockedBody: 'Telegram hat uns mitgeteilt, dass Sie den CarWatch-Bot blockiert (oder den Chat mit ihm gelöscht) haben. Deshalb können wir Ihnen keine neuen Angebote mehr schicken. Ihre Alarme laufen weiter.',
		telegramBlockedAction: 'Um sie wieder zu erhalten, öffnen Sie diesen Link in Telegram und tippen Sie auf Starten:',
		telegramBlockedDashboard: 'Wenn Sie den Bot absichtlich gestoppt haben, können Sie Ihre Alarme in Ihrem Dashboard pausieren oder kündigen: {url}',
		paymentFailedSubject: 'CarWatch: Ihre Zahlung ist nicht durchgegangen',
		paymentFailedIntro: 'Hallo {name},',
		paymentFailedBody: 'Wir konnten die Zahlung dieses Monats von {price} für Ihren Alarm „{alert}“ nicht einziehen. Der Alarm läuft mit seinen bisherigen Einstellungen weiter, während wir es in den nächsten Tagen erneut versuchen.',
		paymentFailedAction: 'Um ihn zu behalten, fügen Sie hier eine Karte hinzu oder wählen Sie eine andere Standardkarte; wir versuchen die Zahlung dann sofort erneut:',
		paymentFailedAfter: 'Scheitert die Zahlung auch beim letzten Versuch, endet der Alarm und es finden keine Prüfungen mehr statt.',
		resetSubject: 'Setzen Sie Ihr CarWatch-Passwort zurück',
		resetIntro: 'Hallo {name},',
		resetBody: 'Jemand, hoffentlich Sie, hat angefordert, das Passwort des CarWatch-Kontos für {email} zurückzusetzen.',
		resetNoPassword: 'Ihr Konto meldet sich mit Google an und hat noch kein Passwort: Mit diesem Link können Sie eines festlegen, und die Anmeldung mit Google funktioniert weiterhin.',
		resetAction: 'Wählen Sie hier ein neues Passwort. Der Link funktioniert einmal, bis {expiry} (30 Minuten):',
		resetAfter: 'Mit einem neuen Passwort werden Sie auf allen Geräten abgemeldet, auf denen Sie angemeldet sind. Ein neuerer Link ersetzt diesen.',
		resetIgnore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
		signature: 'Ihr CarWatch-Team',
	},
	fr: {
		verifySubject: 'Votre code de vérification CarWatch : {code}',
		verifyIntro: 'Bonjour {name},',
		verifyCode: 'Votre code de vérification est {code}.',
		verifyExpiry: 'Il expire dans 15 minutes.',
		verifyIgnore: "Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.",
		inviteSubject: 'Une place CarWatch est libre pour vous',
		inviteIntro: 'Bonjour {name},',
		inviteHeld: "Une place s'est libérée chez CarWatch et elle est pour vous : nous vous la réservons jusqu'au {expiry}.",
		inviteAction: "Pour la prendre, inscrivez-vous ou connectez-vous avec cette même adresse e-mail ({email}) avant cette date, puis créez votre alerte ici :",
		inviteAfter: "Passé ce délai, la place revient à la personne suivante sur la liste d'attente.",
		inviteIgnore: "Si vous n'en avez plus besoin, vous pouvez ignorer cet e-mail.",
		waitlistConfirmSubject: "Confirmez votre place sur la liste d'attente CarWatch",
		waitlistConfirmIntro: 'Bonjour {name},',
		waitlistConfirmBody: "Veuillez confirmer que vous souhaitez rejoindre la liste d'attente CarWatch avec cette adresse ({email}). D'ici là, l'inscription ne réserve aucune place et ne reçoit aucune invitation.",
		waitlistConfirmAction: 'Confirmez ici avant le {expiry} :',
		waitlistConfirmIgnore: "Si vous ne vous êtes pas inscrit, ignorez cet e-mail : l'inscription non confirmée sera supprimée.",
		telegramBlockedSubject: 'Vos alertes CarWatch ne vous parviennent plus sur Telegram',
		telegramBlockedIntro: 'Bonjour {name},',
		telegramBlockedBody: "Telegram nous a indiqué que vous avez bloqué le bot CarWatch (ou supprimé la conversation avec lui) : nous ne pouvons donc plus vous envoyer les nouvelles annonces. Vos alertes continuent de fonctionner.",
		telegramBlockedAction: 'Pour les recevoir à nouveau, ouvrez ce lien dans Telegram et appuyez sur Démarrer :',
		telegramBlockedDashboard: "Si vous avez arrêté le bot volontairement, vous pouvez mettre en pause ou résilier vos alertes depuis votre tableau de bord : {url}",
		paymentFailedSubject: 'CarWatch : votre paiement n’a pas abouti',
		paymentFailedIntro: 'Bonjour {name},',
		paymentFailedBody: 'Nous n’avons pas pu encaisser le paiement de ce mois, {price}, pour votre alerte « {alert} ». L’alerte continue de fonctionner avec ses réglages actuels pendant que nous réessayons dans les prochains jours.',
		paymentFailedAction: 'Pour la conserver, ajoutez une carte ou choisissez une autre carte par défaut ici ; nous relançons aussitôt le paiement :',
		paymentFailedAfter: 'Si le paiement échoue encore après la dernière tentative, l’alerte prend fin et plus aucune recherche n’est effectuée.',
		resetSubject: 'Réinitialisez votre mot de passe CarWatch',
		resetIntro: 'Bonjour {name},',
		resetBody: 'Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe du compte CarWatch de {email}.',
		resetNoPassword: 'Votre compte se connecte avec Google et n’a pas encore de mot de passe : ce lien vous permet d’en choisir un, et la connexion avec Google continue de fonctionner.',
		resetAction: 'Choisissez un nouveau mot de passe ici. Le lien ne sert qu’une fois, jusqu’au {expiry} (30 minutes) :',
		resetAfter: 'Choisir un nouveau mot de passe vous déconnecte de tous les appareils où vous êtes connecté. Un lien plus récent remplace celui-ci.',
		resetIgnore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
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
		waitlistConfirmSubject: 'Confirme su lugar en la lista de espera de CarWatch',
		waitlistConfirmIntro: 'Hola {name}:',
		waitlistConfirmBody: 'Confirme que desea unirse a la lista de espera de CarWatch con esta dirección ({email}). Hasta entonces, la inscripción no ocupa ningún lugar en la fila ni recibe invitación.',
		waitlistConfirmAction: 'Confírmelo aquí antes del {expiry}:',
		waitlistConfirmIgnore: 'Si no se ha inscrito, ignore este correo: la inscripción sin confirmar se eliminará.',
		telegramBlockedSubject: 'Sus alertas de CarWatch ya no le llegan por Telegram',
		telegramBlockedIntro: 'Hola, {name}:',
		telegramBlockedBody: 'Telegram nos ha indicado que ha bloqueado el bot de CarWatch (o ha borrado el chat con él), así que ya no podemos enviarle anuncios nuevos. Sus alertas siguen funcionando.',
		telegramBlockedAction: 'Para volver a recibirlas, abra este enlace en Telegram y pulse Iniciar:',
		telegramBlockedDashboard: 'Si ha detenido el bot a propósito, puede pausar o cancelar sus alertas en su panel: {url}',
		paymentFailedSubject: 'CarWatch: su pago no se ha podido realizar',
		paymentFailedIntro: 'Hola, {name}:',
		paymentFailedBody: 'No hemos podido cobrar el pago de este mes, {price}, de su alerta «{alert}». La alerta sigue funcionando con su configuración actual mientras lo volvemos a intentar en los próximos días.',
		paymentFailedAction: 'Para conservarla, añada una tarjeta o elija otra tarjeta predeterminada aquí; reintentaremos el pago en el acto:',
		paymentFailedAfter: 'Si el pago sigue fallando tras el último intento, la alerta finaliza y deja de hacer búsquedas.',
		resetSubject: 'Restablezca su contraseña de CarWatch',
		resetIntro: 'Hola {name}:',
		resetBody: 'Alguien, esperamos que usted, ha pedido restablecer la contraseña de la cuenta de CarWatch de {email}.',
		resetNoPassword: 'Su cuenta inicia sesión con Google y aún no tiene contraseña: con este enlace puede crear una, y el inicio de sesión con Google sigue funcionando.',
		resetAction: 'Elija aquí una contraseña nueva. El enlace funciona una sola vez, hasta el {expiry} (30 minutos):',
		resetAfter: 'Al establecer una contraseña nueva se cierra su sesión en todos los dispositivos en los que la tenga iniciada. Un enlace más reciente sustituye a este.',
		resetIgnore: 'Si no lo ha pedido usted, ignore este correo: su contraseña no cambia.',
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
		waitlistConfirmSubject: "Conferma il tuo posto nella lista d'attesa di CarWatch",
		waitlistConfirmIntro: 'Ciao {name},',
		waitlistConfirmBody: "Conferma che vuoi entrare nella lista d'attesa di CarWatch con questo indirizzo ({email}). Fino ad allora l'iscrizione non occupa alcun posto in fila e non riceve inviti.",
		waitlistConfirmAction: 'Confermalo qui entro il {expiry}:',
		waitlistConfirmIgnore: "Se non ti sei iscritto, ignora questa e-mail: l'iscrizione non confermata verrà eliminata.",
		telegramBlockedSubject: 'I tuoi avvisi CarWatch non ti raggiungono più su Telegram',
		telegramBlockedIntro: 'Ciao {name},',
		telegramBlockedBody: 'Telegram ci ha comunicato che hai bloccato il bot di CarWatch (o hai eliminato la chat con lui), quindi non possiamo più inviarti i nuovi annunci. I tuoi avvisi restano attivi.',
		telegramBlockedAction: 'Per riceverli di nuovo, apri questo link in Telegram e premi Avvia:',
		telegramBlockedDashboard: 'Se hai fermato il bot di proposito, puoi mettere in pausa o disdire i tuoi avvisi dalla tua dashboard: {url}',
		paymentFailedSubject: 'CarWatch: il tuo pagamento non è andato a buon fine',
		paymentFailedIntro: 'Ciao {name},',
		paymentFailedBody: 'Non siamo riusciti a incassare il pagamento di questo mese, {price}, per il tuo avviso “{alert}”. L’avviso continua a funzionare con le impostazioni attuali mentre riproviamo nei prossimi giorni.',
		paymentFailedAction: 'Per mantenerlo, aggiungi una carta o scegli un’altra carta predefinita qui; ritentiamo subito il pagamento:',
		paymentFailedAfter: 'Se il pagamento non riesce neanche all’ultimo tentativo, l’avviso termina e non vengono più fatte ricerche.',
		resetSubject: 'Reimposta la password di CarWatch',
		resetIntro: 'Ciao {name},',
		resetBody: 'Qualcuno, speriamo tu, ha chiesto di reimpostare la password dell’account CarWatch di {email}.',
		resetNoPassword: 'Il tuo account accede con Google e non ha ancora una password: con questo link puoi impostarne una, e l’accesso con Google continua a funzionare.',
		resetAction: 'Scegli qui una nuova password. Il link funziona una sola volta, fino a {expiry} (30 minuti):',
		resetAfter: 'Impostando una nuova password esci da tutti i dispositivi su cui hai effettuato l’accesso. Un link più recente sostituisce questo.',
		resetIgnore: 'Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.',
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
