import { type Shape } from '../../shape.ts'
import type en from '../en/login.ts'

const login: Shape<typeof en> = {
	meta: { title: 'login', description: 'login' },
	heading: 'login',
}

export default login
