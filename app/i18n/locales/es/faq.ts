import { type Shape } from '../../shape.ts'
import type en from '../en/faq.ts'

const faq: Shape<typeof en> = {
	meta: { title: 'faq', description: 'faq' },
	heading: 'faq',
}

export default faq
