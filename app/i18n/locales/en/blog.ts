const blog = {
	meta: { title: 'blog', description: 'blog' },
	heading: 'blog',
}

export default blog
