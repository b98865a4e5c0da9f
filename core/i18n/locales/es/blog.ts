import { type Shape } from '../../shape.ts'
import type en from '../en/blog.ts'

const blog: Shape<typeof en> = {
	meta: {
		title: 'Blog | CarWatch',
		description: 'Artículos de CarWatch.',
	},
	heading: 'El blog de CarWatch',
	articleTitle: '{{title}} | Blog de CarWatch',
	readMore: 'Leer más',
	readMoreLabel: 'Leer más: {{title}}',
	backToBlog: 'Volver a todos los artículos',
}

export default blog
