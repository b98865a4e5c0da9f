import { type Shape } from '../../shape.ts'
import type en from '../en/demoMarket.ts'
import { vocabulary } from '../../../vocabulary.ts'

const demoMarket: Shape<typeof en> = {
	meta: {
		title: 'Mercato dimostrativo | CarWatch',
		description: 'Un finto portale di auto usate per provare CarWatch offline: una nuova auto ogni pochi secondi.',
	},
	heading: vocabulary.it.demoMarket,
	badge: 'non è un vero portale',
	intro:
		'Un finto portale di auto usate servito da questa stessa applicazione, per provare CarWatch offline: ogni {{interval}} secondi viene pubblicata una nuova auto (la prossima tra {{next}} s). Scegli «{{name}}» come sito quando crei un avviso: il suo primo controllo ti mostra le auto corrispondenti più recenti, e ogni controllo successivo ti manda quelle nuove (ogni ora o fino a ogni minuto, come hai scelto).',
	allListings: 'Tutti gli annunci',
	filters: {
		brand: 'Marca',
		anyBrand: 'Qualsiasi marca',
		model: 'Modello',
		modelPlaceholder: 'ad es. golf',
		fuel: 'Alimentazione',
		priceMax: 'Prezzo massimo (€)',
		yearMin: 'Anno minimo',
		kmMax: 'Km massimi',
		search: 'Cerca, prima i più recenti',
	},
	invalidTitle: 'Alcuni filtri non sono stati capiti',
	invalidText: 'Sono stati esclusi da questa ricerca.',
	empty: 'Ancora nessuna auto corrisponde. Ne arrivano di nuove ogni pochi secondi.',
	km: '{{value}} km',
	sellers: {
		dealer: 'Concessionario',
		private: 'Privato',
	},
	justNow: 'proprio ora',
}

export default demoMarket
