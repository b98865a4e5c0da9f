import { ratesRefreshOptions, refreshRates } from '../lib/exchange-rates.ts'
import { type JobHandler } from './types.ts'

/**
 * Never throws: a failed refresh is logged as an error (the operator should know the rates are
 * getting old) and the stored rates stay; tomorrow's run tries again.
 */
export const refreshRatesJob: JobHandler<'rates.refresh'> = async (context) => {
	const outcome = await refreshRates(context.db, ratesRefreshOptions(context.config))
	if (outcome.kind === 'saved') context.log.info(`exchange rates of ${outcome.date} stored`, { currencies: outcome.currencies })
	else context.log.error('exchange rates refresh failed; the stored rates stay', { reason: outcome.reason })
}
