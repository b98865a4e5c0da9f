const support = {
	meta: { title: 'support', description: 'support' },
	heading: 'support',
}

export default support
