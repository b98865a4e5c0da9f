const about = {
	meta: { title: 'about', description: 'about' },
	heading: 'about',
}

export default about
