import { type Stripe, type StripeElementLocale, type StripeElements } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useEffect, useRef, useState } from 'react'

/**
 * Loads Stripe.js (only on the pages that need it: the `pure` entry adds no script on import),
 * asks our server for a client secret, and mounts the Payment Element for it into the element
 * with `mountId`. The secret goes from our JSON endpoint straight to Stripe.js; card data never
 * touches our pages or server.
 */
export type ElementState =
	| { status: 'loading' }
	| { status: 'ready'; stripe: Stripe; elements: StripeElements }
	| { status: 'error'; message: string | null }

const stripeLocales: ReadonlyArray<string> = ['en', 'de', 'fr', 'es', 'it']

/** POSTs to one of our billing endpoints and returns its clientSecret, or throws its message. */
export async function fetchClientSecret(path: string, body: object): Promise<string> {
	const response = await fetch(path, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
		body: JSON.stringify(body),
	})
	const answer = (await response.json().catch(() => ({}))) as { clientSecret?: unknown; message?: unknown }
	if (!response.ok || typeof answer.clientSecret !== 'string') {
		throw new Error(typeof answer.message === 'string' ? answer.message : '')
	}
	return answer.clientSecret
}

export function useStripeElement(options: {
	publishableKey: string
	locale: string
	mountId: string
	fetchSecret: () => Promise<string>
}): ElementState {
	const [state, setState] = useState<ElementState>({ status: 'loading' })
	const latest = useRef(options)
	latest.current = options
	useEffect(() => {
		let cancelled = false
		let destroy: (() => void) | undefined
		const { publishableKey, locale, mountId, fetchSecret } = latest.current
		const stripeLocale = (stripeLocales.includes(locale) ? locale : 'auto') as StripeElementLocale
		void (async () => {
			try {
				const clientSecret = await fetchSecret()
				const stripe = await loadStripe(publishableKey, { locale: stripeLocale })
				if (!stripe) throw new Error('')
				if (cancelled) return
				const elements = stripe.elements({ clientSecret, locale: stripeLocale })
				const element = elements.create('payment')
				destroy = () => element.destroy()
				element.on('ready', () => {
					if (!cancelled) setState({ status: 'ready', stripe, elements })
				})
				element.mount(`#${mountId}`)
			} catch (error) {
				if (!cancelled) setState({ status: 'error', message: error instanceof Error && error.message ? error.message : null })
			}
		})()
		return () => {
			cancelled = true
			destroy?.()
		}
	}, [])
	return state
}
