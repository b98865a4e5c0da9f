import { vocabulary } from '../../../vocabulary.ts'

const demoMarket = {
	meta: {
		title: 'Demo market | CarWatch',
		description: 'A pretend used-car marketplace for trying CarWatch offline: a new car every few seconds.',
	},
	heading: vocabulary.en.demoMarket,
	badge: 'not a real marketplace',
	intro:
		'A pretend used-car marketplace that this app serves itself, so CarWatch can be tried offline: a new car is listed every {{interval}} seconds (the next in {{next}} s). Choose “{{name}}” as a website when you set up an alert: its first check shows you the newest matching cars, and each later check sends the new ones (every hour, or as often as every minute, as you chose).',
	allListings: 'All listings',
	filters: {
		brand: 'Brand',
		anyBrand: 'Any brand',
		model: 'Model',
		modelPlaceholder: 'e.g. golf',
		fuel: 'Fuel',
		priceMax: 'Max price (€)',
		yearMin: 'From year',
		kmMax: 'Max km',
		search: 'Search, newest first',
	},
	invalidTitle: 'Some filters were not understood',
	invalidText: 'They were left out of this search.',
	empty: 'No car matches yet. New ones arrive every few seconds.',
	km: '{{value}} km',
	sellers: {
		dealer: 'Dealer',
		private: 'Private seller',
	},
	justNow: 'just now',
}

export default demoMarket
