import { type Shape } from '../../shape.ts'
import type en from '../en/careers.ts'

const careers: Shape<typeof en> = {
	meta: {
		title: 'Carrières chez CarWatch',
		description: 'Les postes ouverts chez CarWatch et où envoyer votre candidature.',
	},
	heading: 'Carrières chez CarWatch',
	positionsHeading: 'Postes ouverts',
	noPositions: 'Aucun poste n’est ouvert pour le moment.',
	posted: 'Publié le {{date}}',
	apply: 'Postuler',
	applyLabel: 'Postuler : {{position}}',
	applySubject: 'Candidature : {{position}}',
	openHeading: 'Vous ne trouvez pas le poste qui vous correspond ?',
	openText:
		"Nous sommes toujours heureux de rencontrer des personnes qui tiennent à ce que nous faisons. Parlez-nous de vous et de la façon dont vous aimeriez contribuer.",
	openButton: 'Envoyer une candidature spontanée',
	openSubject: 'Candidature spontanée',
	emailNote: 'Les candidatures sont à envoyer à {{email}}.',
}

export default careers
