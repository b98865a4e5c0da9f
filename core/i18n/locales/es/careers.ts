import { type Shape } from '../../shape.ts'
import type en from '../en/careers.ts'

const careers: Shape<typeof en> = {
	meta: {
		title: 'Empleo en CarWatch',
		description: 'Las vacantes de CarWatch y adónde enviar su candidatura.',
	},
	heading: 'Trabaje en CarWatch',
	positionsHeading: 'Vacantes',
	noPositions: 'Ahora mismo no hay vacantes.',
	posted: 'Publicado el {{date}}',
	apply: 'Postularme',
	applyLabel: 'Postularme: {{position}}',
	applySubject: 'Candidatura: {{position}}',
	openHeading: '¿No encuentra el puesto adecuado?',
	openText:
		'Siempre nos alegra conocer a personas a las que les importa lo que hacemos. Háblenos de usted y de cómo le gustaría ayudar.',
	openButton: 'Enviar candidatura espontánea',
	openSubject: 'Candidatura espontánea',
	emailNote: 'Las candidaturas se envían a {{email}}.',
}

export default careers
