const blog = {
	meta: {
		title: 'Blog | CarWatch',
		description: 'Articles from CarWatch.',
	},
	heading: 'The CarWatch blog',
	articleTitle: '{{title}} | CarWatch blog',
	readMore: 'Read more',
	readMoreLabel: 'Read more: {{title}}',
	backToBlog: 'Back to all articles',
}

export default blog
