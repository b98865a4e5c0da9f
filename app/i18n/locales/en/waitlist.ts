const waitlist = {
	meta: { title: 'waitlist', description: 'waitlist' },
	heading: 'waitlist',
}

export default waitlist
