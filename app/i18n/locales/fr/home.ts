import { type Shape } from '../../shape.ts'
import type en from '../en/home.ts'

const home: Shape<typeof en> = {
	meta: { title: 'home', description: 'home' },
	heading: 'home',
}

export default home
