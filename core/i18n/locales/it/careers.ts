import { type Shape } from '../../shape.ts'
import type en from '../en/careers.ts'

const careers: Shape<typeof en> = {
	meta: {
		title: 'Lavora con CarWatch',
		description:
			"Entra in un piccolo team da remoto che aiuta le persone a trovare l'auto usata giusta. Scopri le posizioni aperte o inviaci una candidatura spontanea.",
	},
	heading: 'Lavora con CarWatch',
	intro:
		"Siamo un piccolo team che crea avvisi per aiutare le persone a trovare l'auto usata giusta prima degli altri. Lavoriamo da remoto, mettiamo le cose per iscritto e teniamo a un software onesto che semplicemente funziona. Se ti ci ritrovi, ci farà piacere sentirti.",
	perksHeading: 'Perché lavorare con noi',
	perks: [
		{
			title: 'Orari flessibili',
			text: 'Organizza la tua giornata di lavoro intorno alla tua vita. Ci accordiamo sui risultati e su poche ore in comune, non su quando stai alla scrivania.',
		},
		{
			title: 'Remote first',
			text: 'Lavora da dove rendi al meglio. Discussioni e decisioni avvengono per iscritto, così nessuno resta escluso perché vive in un altro fuso orario.',
		},
		{
			title: 'Crescita rapida',
			text: "Siamo un prodotto giovane e c'è ancora molto da costruire. Ti assumi presto responsabilità vere e cresci insieme all'azienda.",
		},
	],
	positionsHeading: 'Posizioni aperte',
	posted: 'Pubblicato il {{date}}',
	apply: 'Candidati ora',
	applyLabel: 'Candidati ora: {{position}}',
	applySubject: 'Candidatura: {{position}}',
	positions: [
		{
			title: 'Sviluppatore/trice full-stack',
			type: 'Da remoto, tempo pieno',
			text: "Costruisci l'app web che i nostri abbonati usano ogni giorno, dalla creazione degli avvisi alla fatturazione, con TypeScript, Remix, React e PostgreSQL.",
		},
		{
			title: 'Data engineer',
			type: 'Da remoto, tempo pieno',
			text: 'Trasforma le pagine di annunci di tanti siti in dati puliti e affidabili, e fai in modo che ci accorgiamo subito quando un sito cambia.',
		},
		{
			title: 'Customer success manager',
			type: 'Da remoto, tempo pieno',
			text: "Aiuta gli abbonati a creare i loro avvisi e a collegare Telegram, rispondi alle loro domande via e-mail e riporta al team ciò che impari.",
		},
		{
			title: 'Designer UX/UI',
			type: 'Da remoto, part-time',
			text: 'Progetta schermate chiare e accessibili per la creazione degli avvisi e la dashboard, e i messaggi che inviamo, in cinque lingue.',
		},
	],
	openHeading: 'Non trovi il ruolo giusto?',
	openText:
		'Siamo sempre felici di conoscere persone a cui sta a cuore quello che facciamo. Raccontaci di te e di come vorresti contribuire.',
	openButton: 'Invia una candidatura spontanea',
	openSubject: 'Candidatura spontanea',
	emailNote: 'Le candidature vanno inviate a {{email}}.',
}

export default careers
