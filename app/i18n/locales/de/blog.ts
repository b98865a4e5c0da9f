import { type Shape } from '../../shape.ts'
import type en from '../en/blog.ts'

const blog: Shape<typeof en> = {
	meta: { title: 'blog', description: 'blog' },
	heading: 'blog',
}

export default blog
