import { type ReactNode } from 'react'
import classes from './landing-preview.module.css'

const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&' }
const decode = (text: string) => text.replace(/&(lt|gt|quot|amp);/g, (_, name: string) => entities[name]!)

type Node = { tag: 'b' | 's' | 'i' | 'a' | null; children: Array<Node | string> }

/**
 * The bot's Telegram HTML (core/telegram/messages.ts) as React elements: its few tags become
 * elements, every text is decoded and then escaped by React, so nothing of a listing becomes markup
 * here either; any other tag is shown as text. A link is drawn as Telegram draws one but goes
 * nowhere: the message is a picture of one.
 */
export function telegramHtmlNodes(html: string): ReactNode[] {
	const root: Node = { tag: null, children: [] }
	const stack: Node[] = [root]
	for (const part of html.split(/(<\/?(?:b|s|i|a)(?: href="[^"]*")?>)/)) {
		if (part === '') continue
		const open = /^<(b|s|i|a)(?: href="[^"]*")?>$/.exec(part)
		const close = /^<\/(b|s|i|a)>$/.exec(part)
		if (open) {
			const node: Node = { tag: open[1] as Node['tag'], children: [] }
			stack.at(-1)!.children.push(node)
			stack.push(node)
		} else if (close && stack.length > 1 && stack.at(-1)!.tag === close[1]) {
			stack.pop()
		} else {
			stack.at(-1)!.children.push(decode(part))
		}
	}
	const render = (children: Array<Node | string>): ReactNode[] =>
		children.map((child, index) => {
			if (typeof child === 'string') return child
			const inner = render(child.children)
			if (child.tag === 'b') return <b key={index}>{inner}</b>
			if (child.tag === 's') return <s key={index}>{inner}</s>
			if (child.tag === 'i') return <i key={index}>{inner}</i>
			return (
				<span key={index} className={classes.link} data-testid="telegram-link-text">
					{inner}
				</span>
			)
		})
	return render(root.children)
}

/** A message of the bot in a phone-like chat: its photo, its text (line breaks kept) and its button. */
export function TelegramBubble({
	botName,
	html,
	photoUrl,
	photoAlt,
	button,
	time,
}: {
	botName: string
	html: string
	photoUrl: string | null
	photoAlt: string
	button: string | null
	time: string
}) {
	return (
		<div className={classes.phone} data-testid="telegram-preview">
			<div className={classes.chatHead} aria-hidden="true">
				<span className={classes.avatar}>CW</span>
				<span className={classes.chatName}>{botName}</span>
			</div>
			<div className={classes.chat}>
				<div className={classes.bubble}>
					{photoUrl ? <img className={classes.photo} src={photoUrl} alt={photoAlt} width={640} height={480} loading="lazy" /> : null}
					<p className={classes.message} data-testid="telegram-message">
						{telegramHtmlNodes(html)}
					</p>
					<span className={classes.time}>{time}</span>
				</div>
				{button ? (
					<span className={classes.button} data-testid="telegram-button">
						{button}
					</span>
				) : null}
			</div>
		</div>
	)
}
