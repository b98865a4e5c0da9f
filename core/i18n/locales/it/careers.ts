import { type Shape } from '../../shape.ts'
import type en from '../en/careers.ts'

const careers: Shape<typeof en> = {
	meta: {
		title: 'Lavora con CarWatch',
		description: 'Le posizioni aperte in CarWatch e dove inviare la candidatura.',
	},
	heading: 'Lavora con CarWatch',
	positionsHeading: 'Posizioni aperte',
	noPositions: 'Al momento non ci sono posizioni aperte.',
	posted: 'Pubblicato il {{date}}',
	apply: 'Candidati ora',
	applyLabel: 'Candidati ora: {{position}}',
	applySubject: 'Candidatura: {{position}}',
	openHeading: 'Non trovi il ruolo giusto?',
	openText:
		'Siamo sempre felici di conoscere persone a cui sta a cuore quello che facciamo. Raccontaci di te e di come vorresti contribuire.',
	openButton: 'Invia una candidatura spontanea',
	openSubject: 'Candidatura spontanea',
	emailNote: 'Le candidature vanno inviate a {{email}}.',
}

export default careers
