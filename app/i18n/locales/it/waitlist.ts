import { type Shape } from '../../shape.ts'
import type en from '../en/waitlist.ts'

const waitlist: Shape<typeof en> = {
	meta: { title: 'waitlist', description: 'waitlist' },
	heading: 'waitlist',
}

export default waitlist
