import { type Shape } from '../../shape.ts'
import type en from '../en/mail.ts'

const mail: Shape<typeof en> = {
	verify: {
		subject: 'Il tuo codice di verifica CarWatch: {{code}}',
		intro: 'Ciao {{name}},',
		code: 'Il tuo codice di verifica è {{code}}.',
		expiry: 'Scade tra 15 minuti.',
		ignore: 'Se non lo hai richiesto, puoi ignorare questa e-mail.',
	},
	invite: {
		subject: 'Un posto CarWatch è libero per te',
		intro: 'Ciao {{name}},',
		held: 'Si è liberato un posto su CarWatch ed è tuo: te lo teniamo fino a {{expiry}}.',
		action: 'Per prenderlo, registrati o accedi con questo stesso indirizzo e-mail ({{email}}) entro quel momento e imposta qui il tuo avviso:',
		after: "Dopo quel momento il posto passa alla persona successiva della lista d'attesa.",
		ignore: 'Se non ti serve più, puoi ignorare questa e-mail.',
	},
	waitlistConfirm: {
		subject: "Conferma il tuo posto nella lista d'attesa di CarWatch",
		intro: 'Ciao {{name}},',
		body: "Conferma che vuoi entrare nella lista d'attesa di CarWatch con questo indirizzo ({{email}}). Fino ad allora l'iscrizione non occupa alcun posto in fila e non riceve inviti.",
		action: 'Confermalo qui entro il {{expiry}}:',
		ignore: "Se non ti sei iscritto, ignora questa e-mail: l'iscrizione non confermata verrà eliminata.",
	},
	telegramBlocked: {
		subject: 'I tuoi avvisi CarWatch non ti raggiungono più su Telegram',
		intro: 'Ciao {{name}},',
		body: 'Telegram ci ha comunicato che hai bloccato il bot di CarWatch (o hai eliminato la chat con lui), quindi non possiamo più inviarti i nuovi annunci. I tuoi avvisi restano attivi.',
		action: 'Per riceverli di nuovo, apri questo link in Telegram e premi Avvia:',
		dashboard: 'Se hai fermato il bot di proposito, puoi mettere in pausa o disdire i tuoi avvisi dalla tua dashboard: {{url}}',
	},
	paymentFailed: {
		subject: 'CarWatch: il tuo pagamento non è andato a buon fine',
		intro: 'Ciao {{name}},',
		body: 'Non siamo riusciti a incassare il pagamento di questo mese, {{price}}, per il tuo avviso “{{alert}}”. L’avviso continua a funzionare con le impostazioni attuali mentre riproviamo nei prossimi giorni.',
		action: 'Per mantenerlo, aggiungi una carta o scegli un’altra carta predefinita qui; ritentiamo subito il pagamento:',
		after: 'Se il pagamento non riesce neanche all’ultimo tentativo, l’avviso termina e non vengono più fatte ricerche.',
	},
	reset: {
		subject: 'Reimposta la password di CarWatch',
		intro: 'Ciao {{name}},',
		body: 'Qualcuno, speriamo tu, ha chiesto di reimpostare la password dell’account CarWatch di {{email}}.',
		noPassword: 'Il tuo account accede con Google e non ha ancora una password: con questo link puoi impostarne una, e l’accesso con Google continua a funzionare.',
		action: 'Scegli qui una nuova password. Il link funziona una sola volta, fino a {{expiry}} (30 minuti):',
		after: 'Impostando una nuova password esci da tutti i dispositivi su cui hai effettuato l’accesso. Un link più recente sostituisce questo.',
		ignore: 'Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.',
	},
	receipt: {
		subject: 'Ricevuta CarWatch: {{amount}} per il tuo avviso “{{alert}}”',
		intro: 'Ciao {{name}},',
		body: 'Grazie per il pagamento. Ecco la ricevuta per l’avviso “{{alert}}”.',
		amount: 'Importo: {{amount}} ({{currency}})',
		period: 'Periodo: dal {{from}} al {{until}}',
		card: 'Pagato con: {{card}}',
		demo: 'Fatturazione dimostrativa: questo server non accetta pagamenti con carta, quindi non è stato addebitato nulla.',
		renews: 'L’avviso si rinnova il {{date}} per un altro mese, finché non lo disdici. La tua dashboard lo mostra, e lì puoi modificarlo o disdirlo:',
		keep: 'Conserva questa e-mail come ricevuta.',
	},
	cancelled: {
		subject: 'CarWatch: il tuo avviso “{{alert}}” è disdetto',
		intro: 'Ciao {{name}},',
		runsUntil: 'Come hai chiesto, il tuo avviso “{{alert}}” è disdetto. Continua a funzionare fino al {{date}}, la fine del mese pagato, e poi termina. Non si rinnova e non viene addebitato altro.',
		ended: 'Come hai chiesto, il tuo avviso “{{alert}}” è disdetto. È terminato: non vengono più fatte ricerche e non viene addebitato altro.',
		keep: 'Hai cambiato idea? Fino al {{date}}, “{{button}}” nella tua dashboard annulla la disdetta:',
		dashboard: 'La tua dashboard:',
	},
	kept: {
		subject: 'CarWatch: il tuo avviso “{{alert}}” continua',
		intro: 'Ciao {{name}},',
		body: 'Hai mantenuto il tuo avviso “{{alert}}”: la disdetta è annullata e continua a funzionare.',
		renews: 'Si rinnova il {{date}} a {{price}} al mese, finché non lo disdici.',
		renewsCard: 'Si rinnova il {{date}} a {{price}} al mese, addebitati su {{card}}, finché non lo disdici.',
		dashboard: 'La tua dashboard:',
	},
	cards: {
		visa: 'Visa',
		mastercard: 'Mastercard',
		other: 'Carta',
		ending: '{{brand}} che termina con {{last4}}',
	},
	signature: 'Il team di CarWatch',
}

export default mail
