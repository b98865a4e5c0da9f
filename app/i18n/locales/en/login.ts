const login = {
	meta: { title: 'login', description: 'login' },
	heading: 'login',
}

export default login
