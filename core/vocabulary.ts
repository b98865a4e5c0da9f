import { type ChoiceWords, choiceWords } from './criteria-choices.ts'
import { type Language, type SubscriptionStatus, type UpdateFrequency } from './enums.ts'

/**
 * The product's words for its closed sets, one per value and language: what the wizard, the edit
 * form, the dashboard, the demo market, Telegram messages and mails all call a fuel, a status, a
 * check frequency, every model of a brand and the demo market. The translation files
 * (core/i18n/locales) and core/telegram/messages.ts read them from here, so a buyer never meets
 * "Gasoline" on one page and "Petrol" on the next. The words of the criteria's closed choices
 * (`fuels`, `sellers`, `gearboxes`) are declared with their values in core/criteria-choices.ts and
 * spread in here, every choice at once. Client-safe.
 */
export type Vocabulary = ChoiceWords & {
	statuses: Record<SubscriptionStatus, string>
	frequencies: Record<UpdateFrequency, string>
	/** The frequency inside a sentence ('… it checks every hour'), on the dashboard and in the bot's messages. */
	checksEvery: Record<UpdateFrequency, string>
	/** The model of an alert for every model of its brand. */
	allModels: string
	demoMarket: string
}

export const vocabulary: Record<Language, Vocabulary> = {
	en: {
		...choiceWords('en'),
		statuses: { pending_payment: 'Awaiting payment', active: 'Active', paused: 'Paused', past_due: 'Payment overdue', cancelling: 'Cancelling', ended: 'Ended' },
		frequencies: { hourly: 'Every hour', '30min': 'Every 30 minutes', '15min': 'Every 15 minutes', '5min': 'Every 5 minutes', '1min': 'Every minute' },
		checksEvery: { hourly: 'every hour', '30min': 'every 30 minutes', '15min': 'every 15 minutes', '5min': 'every 5 minutes', '1min': 'every minute' },
		allModels: 'All models',
		demoMarket: 'Demo market',
	},
	de: {
		...choiceWords('de'),
		statuses: { pending_payment: 'Zahlung ausstehend', active: 'Aktiv', paused: 'Pausiert', past_due: 'Zahlung überfällig', cancelling: 'Wird gekündigt', ended: 'Beendet' },
		frequencies: { hourly: 'Stündlich', '30min': 'Alle 30 Minuten', '15min': 'Alle 15 Minuten', '5min': 'Alle 5 Minuten', '1min': 'Jede Minute' },
		checksEvery: { hourly: 'stündlich', '30min': 'alle 30 Minuten', '15min': 'alle 15 Minuten', '5min': 'alle 5 Minuten', '1min': 'jede Minute' },
		allModels: 'Alle Modelle',
		demoMarket: 'Demo-Marktplatz',
	},
	fr: {
		...choiceWords('fr'),
		statuses: { pending_payment: 'En attente de paiement', active: 'Active', paused: 'En pause', past_due: 'Paiement en retard', cancelling: 'Résiliation en cours', ended: 'Terminée' },
		frequencies: { hourly: 'Toutes les heures', '30min': 'Toutes les 30 minutes', '15min': 'Toutes les 15 minutes', '5min': 'Toutes les 5 minutes', '1min': 'Chaque minute' },
		checksEvery: { hourly: 'toutes les heures', '30min': 'toutes les 30 minutes', '15min': 'toutes les 15 minutes', '5min': 'toutes les 5 minutes', '1min': 'chaque minute' },
		allModels: 'Tous les modèles',
		demoMarket: 'Marché de démonstration',
	},
	es: {
		...choiceWords('es'),
		statuses: { pending_payment: 'Pendiente de pago', active: 'Activa', paused: 'En pausa', past_due: 'Pago vencido', cancelling: 'Cancelándose', ended: 'Finalizada' },
		frequencies: { hourly: 'Cada hora', '30min': 'Cada 30 minutos', '15min': 'Cada 15 minutos', '5min': 'Cada 5 minutos', '1min': 'Cada minuto' },
		checksEvery: { hourly: 'cada hora', '30min': 'cada 30 minutos', '15min': 'cada 15 minutos', '5min': 'cada 5 minutos', '1min': 'cada minuto' },
		allModels: 'Todos los modelos',
		demoMarket: 'Mercado de demostración',
	},
	it: {
		...choiceWords('it'),
		statuses: { pending_payment: 'In attesa di pagamento', active: 'Attivo', paused: 'In pausa', past_due: 'Pagamento scaduto', cancelling: 'In disdetta', ended: 'Terminato' },
		frequencies: { hourly: 'Ogni ora', '30min': 'Ogni 30 minuti', '15min': 'Ogni 15 minuti', '5min': 'Ogni 5 minuti', '1min': 'Ogni minuto' },
		checksEvery: { hourly: 'ogni ora', '30min': 'ogni 30 minuti', '15min': 'ogni 15 minuti', '5min': 'ogni 5 minuti', '1min': 'ogni minuto' },
		allModels: 'Tutti i modelli',
		demoMarket: 'Mercato dimostrativo',
	},
}
