import { type Shape } from '../../shape.ts'
import type en from '../en/about.ts'

const about: Shape<typeof en> = {
	meta: { title: 'about', description: 'about' },
	heading: 'about',
}

export default about
