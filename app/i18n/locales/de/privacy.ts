import { type Shape } from '../../shape.ts'
import type en from '../en/privacy.ts'

const privacy: Shape<typeof en> = {
	meta: { title: 'privacy', description: 'privacy' },
	heading: 'privacy',
}

export default privacy
