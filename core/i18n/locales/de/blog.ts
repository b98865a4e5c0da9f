import { type Shape } from '../../shape.ts'
import type en from '../en/blog.ts'

const blog: Shape<typeof en> = {
	meta: {
		title: 'Blog | CarWatch',
		description: 'Artikel von CarWatch.',
	},
	heading: 'Der CarWatch-Blog',
	articleTitle: '{{title}} | CarWatch-Blog',
	readMore: 'Weiterlesen',
	readMoreLabel: 'Weiterlesen: {{title}}',
	backToBlog: 'Zurück zu allen Artikeln',
}

export default blog
