const careers = {
	meta: { title: 'careers', description: 'careers' },
	heading: 'careers',
}

export default careers
