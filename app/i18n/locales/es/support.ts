import { type Shape } from '../../shape.ts'
import type en from '../en/support.ts'

const support: Shape<typeof en> = {
	meta: { title: 'support', description: 'support' },
	heading: 'support',
}

export default support
