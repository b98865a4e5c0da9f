const register = {
	meta: { title: 'register', description: 'register' },
	heading: 'register',
}

export default register
