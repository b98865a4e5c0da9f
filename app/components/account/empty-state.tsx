import { type ReactNode } from 'react'
import ui from '#app/components/ui/ui.module.css'

/** An empty tab: what is missing and, when there is one, the way to add it. Plain elements (docs/decisions/025-plain-elements-for-repeated-ui.md). */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
	return (
		<div className={`${ui.card} ${ui.cardXl}`} data-testid="empty-state">
			<h3 className={`${ui.title} ${ui.h3}`}>{title}</h3>
			<p className={`${ui.text} ${ui.dimmed} ${ui.mtXs}`}>{text}</p>
			{action}
		</div>
	)
}
