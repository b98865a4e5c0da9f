import { type Shape } from '../../shape.ts'
import type en from '../en/register.ts'

const register: Shape<typeof en> = {
	meta: { title: 'register', description: 'register' },
	heading: 'register',
}

export default register
