import { type Shape } from '../../shape.ts'
import type en from '../en/careers.ts'

const careers: Shape<typeof en> = {
	meta: {
		title: 'Karriere bei CarWatch',
		description:
			'Werden Sie Teil eines kleinen Remote-Teams, das Menschen hilft, den richtigen Gebrauchtwagen zu finden. Sehen Sie sich unsere offenen Stellen an oder senden Sie uns eine Initiativbewerbung.',
	},
	heading: 'Karriere bei CarWatch',
	intro:
		'Wir sind ein kleines Team und entwickeln Alarme, mit denen Menschen den richtigen Gebrauchtwagen finden, bevor es andere tun. Wir arbeiten remote, halten Dinge schriftlich fest und legen Wert auf Software, die ehrlich ist und einfach funktioniert. Wenn Sie sich darin wiederfinden, freuen wir uns, von Ihnen zu hören.',
	perksHeading: 'Warum bei uns arbeiten',
	perks: [
		{
			title: 'Flexible Arbeitszeiten',
			text: 'Planen Sie Ihren Arbeitstag rund um Ihr Leben. Wir vereinbaren Ergebnisse und wenige gemeinsame Stunden, nicht, wann Sie am Schreibtisch sitzen.',
		},
		{
			title: 'Remote first',
			text: 'Arbeiten Sie von dort, wo Sie am besten arbeiten. Diskussionen und Entscheidungen finden schriftlich statt, damit niemand etwas verpasst, nur weil er in einer anderen Zeitzone lebt.',
		},
		{
			title: 'Schnelles Wachstum',
			text: 'Unser Produkt ist jung, und es gibt noch viel zu bauen. Sie übernehmen früh echte Verantwortung und wachsen mit dem Unternehmen.',
		},
	],
	positionsHeading: 'Offene Stellen',
	posted: 'Veröffentlicht am {{date}}',
	apply: 'Jetzt bewerben',
	applyLabel: 'Jetzt bewerben: {{position}}',
	applySubject: 'Bewerbung: {{position}}',
	positions: [
		{
			title: 'Full-Stack-Entwickler (m/w/d)',
			type: 'Remote, Vollzeit',
			text: 'Entwickeln Sie die Web-App, die unsere Abonnenten jeden Tag nutzen, von der Alarm-Einrichtung bis zur Abrechnung, mit TypeScript, Remix, React und PostgreSQL.',
		},
		{
			title: 'Data Engineer (m/w/d)',
			type: 'Remote, Vollzeit',
			text: 'Machen Sie aus den Inseratseiten vieler Portale saubere, verlässliche Daten und sorgen Sie dafür, dass wir schnell bemerken, wenn sich eine Seite ändert.',
		},
		{
			title: 'Customer Success Manager (m/w/d)',
			type: 'Remote, Vollzeit',
			text: 'Helfen Sie Abonnenten, ihre Alarme einzurichten und Telegram zu verbinden, beantworten Sie ihre Fragen per E-Mail und tragen Sie das Gelernte ins Team.',
		},
		{
			title: 'UX/UI-Designer (m/w/d)',
			type: 'Remote, Teilzeit',
			text: 'Gestalten Sie klare, barrierefreie Oberflächen für die Alarm-Einrichtung und das Dashboard sowie die Nachrichten, die wir versenden, in fünf Sprachen.',
		},
	],
	openHeading: 'Nicht die passende Stelle dabei?',
	openText:
		'Wir lernen immer gern Menschen kennen, denen wichtig ist, was wir tun. Erzählen Sie uns von sich und davon, wie Sie mithelfen möchten.',
	openButton: 'Initiativbewerbung senden',
	openSubject: 'Initiativbewerbung',
	emailNote: 'Bewerbungen gehen an {{email}}.',
}

export default careers
