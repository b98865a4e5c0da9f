import { type Shape } from '../../shape.ts'
import type en from '../en/careers.ts'

const careers: Shape<typeof en> = {
	meta: {
		title: 'Karriere bei CarWatch',
		description: 'Offene Stellen bei CarWatch und wohin Sie Ihre Bewerbung senden.',
	},
	heading: 'Karriere bei CarWatch',
	positionsHeading: 'Offene Stellen',
	noPositions: 'Derzeit sind keine Stellen offen.',
	posted: 'Veröffentlicht am {{date}}',
	apply: 'Jetzt bewerben',
	applyLabel: 'Jetzt bewerben: {{position}}',
	applySubject: 'Bewerbung: {{position}}',
	openHeading: 'Nicht die passende Stelle dabei?',
	openText:
		'Wir lernen immer gern Menschen kennen, denen wichtig ist, was wir tun. Erzählen Sie uns von sich und davon, wie Sie mithelfen möchten.',
	openButton: 'Initiativbewerbung senden',
	openSubject: 'Initiativbewerbung',
	emailNote: 'Bewerbungen gehen an {{email}}.',
}

export default careers
