import { type ReactNode } from 'react'
import { type Theme } from '#core/enums.ts'

function Icon({ children, size = 18 }: { children: ReactNode; size?: number }) {
	return (
		<svg
			width={size}
			height={size}
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			strokeLinejoin="round"
			aria-hidden="true"
			focusable="false"
		>
			{children}
		</svg>
	)
}

export function SchemeIcon({ theme }: { theme: Theme }) {
	if (theme === 'light') {
		return (
			<Icon>
				<circle cx="12" cy="12" r="4" />
				<path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
			</Icon>
		)
	}
	if (theme === 'dark') {
		return (
			<Icon>
				<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
			</Icon>
		)
	}
	// System: half light, half dark.
	return (
		<Icon>
			<circle cx="12" cy="12" r="9" />
			<path d="M12 3a9 9 0 0 1 0 18Z" fill="currentColor" />
		</Icon>
	)
}

export function GlobeIcon() {
	return (
		<Icon>
			<circle cx="12" cy="12" r="9" />
			<path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
		</Icon>
	)
}

export function ChevronIcon() {
	return (
		<Icon size={14}>
			<path d="m6 9 6 6 6-6" />
		</Icon>
	)
}

export function MenuIcon() {
	return (
		<Icon size={20}>
			<path d="M3 6h18M3 12h18M3 18h18" />
		</Icon>
	)
}

export function CloseIcon() {
	return (
		<Icon size={20}>
			<path d="M6 6l12 12M18 6 6 18" />
		</Icon>
	)
}
