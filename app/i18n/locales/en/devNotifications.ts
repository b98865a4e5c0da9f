/** The development page /dev/notifications (never in production). */
const devNotifications = {
	title: 'Telegram outbox (development)',
	description: 'Every Telegram message the app has queued, newest first, as the bot sends it. This page does not exist in production.',
	heading: 'Telegram outbox',
	intro: 'Without a bot token nothing is sent to Telegram: the worker marks each message as sent to this page instead. Newest first; this page does not exist in production.',
	empty: 'No Telegram message has been queued yet.',
	to: 'To',
	language: 'Language',
	status: 'Status',
	created: 'Queued at',
	sent: 'Sent at',
	attempts: 'Attempts',
	error: 'Last error',
	photo: 'Photo',
	button: 'Button',
	invalid: 'This payload does not fit its kind: the sender marks it failed.',
	kinds: {
		new_listing: 'New listing',
		price_drop: 'Price drop',
		site_degraded: 'Site not readable',
		notice: 'Notice',
	},
	statuses: {
		pending: 'Pending',
		sent: 'Sent',
		failed: 'Failed',
	},
}

export default devNotifications
