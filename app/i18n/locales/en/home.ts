const home = {
	meta: { title: 'home', description: 'home' },
	heading: 'home',
}

export default home
