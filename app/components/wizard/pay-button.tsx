import { Anchor, Button, Text } from '@mantine/core'
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '#core/money.ts'

/**
 * The review step's submit when a new alert will be charged to the buyer's saved card at once
 * (docs/decisions/053-pausing-and-price-changes.md): the button says "Pay $14.99 with Visa ••••
 * 4242", the text beside it what is charged when and where to pick another card, and the form
 * sends the card and the amount it named, so the server charges nothing the buyer did not see.
 */

/** A saved card as the review names it; structural, so this stays client-safe. */
export type SavedCard = { id: string; brand: 'visa' | 'mastercard' | 'other'; last4: string }

/** What the wizard loader says of paying at the review: the card a submit charges at once, if any. */
export type ReviewPayment = { card: SavedCard | null; demo: boolean }

const ns = 'wizard'

function useCardNames(card: SavedCard) {
	const { t } = useTranslation(ns)
	const brand = t(`account:payments.brands.${card.brand}`)
	return {
		shown: t('pay.card', { brand, last4: card.last4 }),
		spoken: t('account:payments.cardEnding', { brand, last4: card.last4 }),
	}
}

/** The hidden fields naming the charge the page shows (none: '' and the amount), and the text beside the button. */
export function PayNote({ payment, amount }: { payment: ReviewPayment | null; amount: number }) {
	const hidden = (
		<>
			<input type="hidden" name="payCard" value={payment?.card?.id ?? ''} />
			<input type="hidden" name="payAmount" value={amount} />
		</>
	)
	if (!payment?.card) return hidden
	return (
		<>
			{hidden}
			<CardNote card={payment.card} demo={payment.demo} amount={amount} />
		</>
	)
}

function CardNote({ card, demo, amount }: { card: SavedCard; demo: boolean; amount: number }) {
	const { t, i18n } = useTranslation(ns)
	const names = useCardNames(card)
	return (
		<Text size="sm" fw={500} data-testid="pay-note">
			{t('pay.note', { card: names.shown, price: formatPrice(amount, i18n.language) })}{' '}
			{demo ? `${t('pay.demo')} ` : null}
			<Anchor component={Link} to="/profile?tab=payments" inherit>
				{t('pay.otherCard')}
			</Anchor>
		</Text>
	)
}

/** The review's submit button: "Pay {{price}} with {{card}}" when a saved card is charged at once, else the plain submit. */
export function SubmitButton({ payment, amount, busy }: { payment: ReviewPayment | null; amount: number; busy: boolean }) {
	const { t } = useTranslation(ns)
	const common = { type: 'submit', name: 'intent', value: 'submit', loading: busy, loaderProps: { 'aria-label': t('buttons.busy') } } as const
	if (!payment?.card) return <Button {...common}>{t('buttons.submit')}</Button>
	return <PayButton card={payment.card} amount={amount} common={common} />
}

function PayButton({ card, amount, common }: { card: SavedCard; amount: number; common: Record<string, unknown> }) {
	const { t, i18n } = useTranslation(ns)
	const names = useCardNames(card)
	const price = formatPrice(amount, i18n.language)
	return (
		<Button
			{...common}
			aria-label={t('pay.button', { price, card: names.spoken })}
			// A long label in a narrow column wraps instead of leaving the card.
			styles={{
				root: { height: 'auto', minHeight: 36, maxWidth: '100%', paddingBlock: 6 },
				inner: { height: 'auto' },
				label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35, height: 'auto', overflow: 'visible' },
			}}
		>
			{t('pay.button', { price, card: names.shown })}
		</Button>
	)
}
