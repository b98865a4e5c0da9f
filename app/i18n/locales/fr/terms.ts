import { type Shape } from '../../shape.ts'
import type en from '../en/terms.ts'

const terms: Shape<typeof en> = {
	meta: { title: 'terms', description: 'terms' },
	heading: 'terms',
}

export default terms
