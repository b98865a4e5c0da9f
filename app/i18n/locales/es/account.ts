import { type Shape } from '../../shape.ts'
import type en from '../en/account.ts'

const account: Shape<typeof en> = {
	meta: { title: 'account', description: 'account' },
	heading: 'account',
}

export default account
