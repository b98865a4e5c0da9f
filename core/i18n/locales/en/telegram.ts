import { vocabulary } from '../../../vocabulary.ts'

/**
 * What the bot writes (core/telegram/messages.ts). <b> is the only markup a text may hold: the
 * renderer escapes the rest of it for Telegram HTML, and each value on its own.
 */
const telegram = {
	newListing: 'New listing for your alert “{{alert}}”',
	priceDrop: 'Price drop for your alert “{{alert}}”',
	priceOnRequest: 'Price on request',
	openOn: 'Open on {{site}}',
	openListing: 'Open the listing',
	siteDegraded: '⚠️ We cannot read {{site}} for your alert “{{alert}}” at the moment: the site is blocking us or has changed its pages. We keep trying and tell you as soon as it works again; your other sites are still watched.',
	alertLive: '✅ Your alert “{{alert}}” is live on {{sites}}. From now on you get a message for every new matching listing.',
	siteRecovered: '✅ {{site}} works again for your alert “{{alert}}”.',
	verdictBelow: '{{amount}} below similar cars ({{count}} compared)',
	verdictAbove: '{{amount}} above similar cars ({{count}} compared)',
	verdictAbout: 'About the price of similar cars ({{count}} compared)',
	earlierPrice: 'Was {{price}} on {{date}}',
	alsoOn: 'Also on {{site}}',
	alsoOnLess: 'Also on {{site}}, {{amount}} less',
	alsoOnMore: 'Also on {{site}}, {{amount}} more',
	alsoOnSame: 'Also on {{site}}, same price',
	listedAgo: 'Listed {{ago}}',
	firstSeenAgo: 'First seen by us {{ago}}',
	justNow: 'just now',
	status: {
		sitesHeading: 'The sites your alerts watch:',
		working: 'working',
		retrying: 'refused us, trying again shortly',
		down: 'cannot be read at the moment',
		unknown: 'not read yet',
		lastRead: 'last read {{ago}}',
		delaysHeading: 'Time from a new listing to this chat (median, last 7 days):',
		noDelay: 'no messages in the last 7 days',
	},
	digestHeading: 'Your quiet hours are over. Listings held for your alert “{{alert}}”: {{count}}, best deals first.',
	digestPart: '(part {{part}} of {{parts}})',
	/** One delivery with more new listings than a few: one message, the best first (docs/decisions/052). */
	burstHeading: '{{count}} new matches for your alert “{{alert}}”, the best deals first:',
	burstMore: 'And {{count}} more: all of them are on CarWatch.',
	/** A button: plain text. */
	burstAll: 'See all {{count}} on CarWatch',
	/** The first message of an alert: the newest cars it matches and when the checks run (docs/decisions/052). */
	live: {
		heading: '✅ Your alert “{{alert}}” is live on {{sites}}.',
		newest: 'The newest matching cars listed now:',
		none: 'No matching car is listed at the moment.',
		next: 'Next check at {{time}}, then {{every}}. New matching cars come here; when one check finds more than {{few}}, they come together in one message, the best deals first.',
		every: vocabulary.en.checksEvery,
	},
	listHeading: 'Your alerts:',
	unknownCommand: 'I did not understand that.',
	replies: {
		linked: '✅ Connected! This chat now receives the alerts of your CarWatch account <b>{{account}}</b>.',
		linkedByUsername: '✅ Connected through your Telegram username @{{username}}: this chat now receives the alerts of your CarWatch account <b>{{account}}</b>.',
		linkInvalid: 'This link is not valid. Open the Telegram link on your CarWatch dashboard again: {{url}}',
		notLinked: 'Hello! This chat is not connected to a CarWatch account yet. Open the Telegram link on your dashboard and press Start: {{url}}',
		usernameAmbiguous: 'More than one CarWatch account uses the Telegram username @{{username}}. Open the Telegram link on your own dashboard to connect this chat: {{url}}',
		alreadyLinked: 'This chat is already connected to your CarWatch account <b>{{account}}</b>.',
		help: 'Commands:\n/list – your alerts and their status\n/status – the sites your alerts watch and how fast messages arrive\n/pause – pause every running alert\n/resume – resume your paused alerts\n/help – this help\n\nEverything else is on your dashboard: {{url}}',
		listEmpty: 'You have no alerts yet. Create one here: {{url}}',
		paused: '⏸ Alerts paused: {{count}}. No checks run for them until you send /resume.',
		nothingToPause: 'No running alert to pause.',
		resumed: '▶️ Alerts resumed: {{count}}. New listings reach you here again.',
		nothingToResume: 'No paused alert to resume.',
		moveQuestion: 'This chat already receives the alerts of your CarWatch account <b>{{account}}</b>. Move it to the account that made this link? The alerts of <b>{{account}}</b> would then no longer arrive here.',
	},
	/**
	 * The buttons under a listing message (core/telegram/callbacks.ts) and under the question before
	 * a linked chat moves to another account (core/telegram/chat-move.ts): plain text, no markup.
	 */
	buttons: {
		pause: '⏸ Pause this alert',
		resume: '▶️ Resume this alert',
		mute: '🔇 Mute {{model}}',
		unmute: '🔈 Unmute {{model}}',
		hide: '🚫 Not this car',
		show: '↩️ Show this car again',
		moveChat: '↪️ Move this chat to the other account',
		keepChat: '✋ Keep it on {{account}}',
	},
	/** What the bot answers to a tap on one of them (a short notice, at most 200 characters). */
	answers: {
		paused: 'Alert paused. Tap ▶️ to get listings again.',
		resumed: 'Alert resumed.',
		muted: 'No more messages about {{model}} for this alert.',
		unmuted: '{{model}} is back in this alert.',
		hidden: 'No more messages about this car for this alert.',
		shown: 'This car is back in this alert.',
		notRunning: 'This alert is not running: nothing changed.',
		invalid: 'This button no longer works. Your alerts are on your dashboard.',
		moved: '✅ Moved: this chat now receives the alerts of the CarWatch account {{account}}.',
		kept: 'Nothing changed: this chat keeps receiving the alerts of your account {{account}}.',
		moveExpired: 'This question has expired and nothing changed. To move this chat, open a new link from the other account’s dashboard.',
	},
}

export default telegram
