const account = {
	meta: { title: 'account', description: 'account' },
	heading: 'account',
}

export default account
