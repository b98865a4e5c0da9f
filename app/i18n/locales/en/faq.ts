const faq = {
	meta: { title: 'faq', description: 'faq' },
	heading: 'faq',
}

export default faq
