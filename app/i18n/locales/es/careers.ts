import { type Shape } from '../../shape.ts'
import type en from '../en/careers.ts'

const careers: Shape<typeof en> = {
	meta: { title: 'careers', description: 'careers' },
	heading: 'careers',
}

export default careers
