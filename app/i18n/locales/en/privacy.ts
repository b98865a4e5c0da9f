const privacy = {
	meta: { title: 'privacy', description: 'privacy' },
	heading: 'privacy',
}

export default privacy
