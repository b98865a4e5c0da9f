import { type ReactNode, useId } from 'react'
import ui from './ui.module.css'

/**
 * Mantine's Alert (variant light) as plain elements: the same roles, labels and look, the title
 * in the text colour (Mantine's own title colour is below AA contrast on the tint). Used above the
 * dashboard's alert cards (docs/decisions/025-plain-elements-for-repeated-ui.md).
 */
export function Notice({
	colour,
	title,
	role = 'alert',
	className,
	children,
	...rest
}: {
	colour: 'green' | 'yellow'
	title: string
	role?: 'alert' | 'status'
	className?: string
	children?: ReactNode
	'data-testid'?: string
}) {
	const id = useId()
	return (
		<div
			className={`${ui.alert} ${colour === 'green' ? ui.alertGreen : ui.alertYellow}${className ? ` ${className}` : ''}`}
			role={role}
			aria-labelledby={`${id}-title`}
			aria-describedby={children ? `${id}-body` : undefined}
			{...rest}
		>
			<div className={ui.alertWrapper}>
				<div className={ui.alertBody}>
					<div className={ui.alertTitle}>
						<span id={`${id}-title`} className={ui.alertLabel}>
							{title}
						</span>
					</div>
					{children ? (
						<div id={`${id}-body`} className={ui.alertMessage}>
							{children}
						</div>
					) : null}
				</div>
			</div>
		</div>
	)
}
