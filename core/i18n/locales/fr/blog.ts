import { type Shape } from '../../shape.ts'
import type en from '../en/blog.ts'

const blog: Shape<typeof en> = {
	meta: {
		title: 'Blog | CarWatch',
		description: 'Les articles de CarWatch.',
	},
	heading: 'Le blog CarWatch',
	articleTitle: '{{title}} | Blog CarWatch',
	readMore: 'Lire la suite',
	readMoreLabel: 'Lire la suite : {{title}}',
	backToBlog: 'Retour à tous les articles',
}

export default blog
