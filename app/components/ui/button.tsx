import { Loader } from '@mantine/core'
import { type ReactNode } from 'react'
import ui from './ui.module.css'

export type ButtonVariant = 'filled' | 'default' | 'subtle-red' | 'filled-red'

const variants: Record<ButtonVariant, string | undefined> = {
	filled: undefined,
	default: ui.buttonDefault,
	'subtle-red': ui.buttonSubtleRed,
	'filled-red': ui.buttonRed,
}

/**
 * The class of a plain <a>, <Link> or <button> with the look of Mantine's Button of that
 * variant (size sm, or md): docs/decisions/025-plain-elements-for-repeated-ui.md. Its
 * content goes in <ButtonBody>.
 */
export function buttonClass(variant: ButtonVariant = 'filled', size: 'sm' | 'md' = 'sm', extra?: string): string {
	return [ui.button, variants[variant], size === 'md' ? ui.buttonMd : undefined, extra].filter(Boolean).join(' ')
}

/**
 * A button's label in Mantine's inner spans. While `loading`, Mantine's Loader (the only
 * component, and only then) sits over the faded label, labelled `loaderLabel`; the button
 * itself takes `data-loading` and `disabled` (loadingProps).
 */
export function ButtonBody({ children, loading = false, loaderLabel }: { children: ReactNode; loading?: boolean; loaderLabel?: string }) {
	return (
		<>
			{loading ? (
				<span className={ui.buttonLoader} aria-hidden>
					<Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" aria-label={loaderLabel} />
				</span>
			) : null}
			<span className={ui.buttonInner}>
				<span className={ui.buttonLabel} data-loading={loading || undefined}>
					{children}
				</span>
			</span>
		</>
	)
}

/** What a <button> rendered with <ButtonBody loading> takes too: Mantine's Button disables itself while loading. */
export function loadingProps(loading: boolean) {
	return { disabled: loading, 'data-loading': loading || undefined }
}
