const terms = {
	meta: { title: 'terms', description: 'terms' },
	heading: 'terms',
}

export default terms
