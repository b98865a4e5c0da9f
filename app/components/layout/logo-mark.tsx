/**
 * The mark (public/favicon.svg draws the same paths): a car on the brand's blue with an alert's dot.
 * Its own colours read on light and dark pages alike, and its shapes at 16 to 24 px.
 */
export const logoPaths = {
	car: 'M12 40l5-13a6 6 0 0 1 5.6-4h14.8a6 6 0 0 1 5.6 4l5 13v8a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2v-2H20v2a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2z',
} as const

export function LogoMark({ size = 24 }: { size?: number }) {
	return (
		<svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-testid="logo-mark">
			<rect width="64" height="64" rx="14" fill="#1c7ed6" />
			<path d={logoPaths.car} fill="#fff" />
			<circle cx="20" cy="40" r="3" fill="#1c7ed6" />
			<circle cx="40" cy="40" r="3" fill="#1c7ed6" />
			<circle cx="49" cy="15" r="9" fill="#fab005" stroke="#1c7ed6" strokeWidth="3" />
		</svg>
	)
}
