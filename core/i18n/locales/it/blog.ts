import { type Shape } from '../../shape.ts'
import type en from '../en/blog.ts'

const blog: Shape<typeof en> = {
	meta: {
		title: 'Blog | CarWatch',
		description: 'Articoli di CarWatch.',
	},
	heading: 'Il blog di CarWatch',
	articleTitle: '{{title}} | Blog di CarWatch',
	readMore: 'Leggi di più',
	readMoreLabel: 'Leggi di più: {{title}}',
	backToBlog: 'Torna a tutti gli articoli',
}

export default blog
