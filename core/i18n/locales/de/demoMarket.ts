import { type Shape } from '../../shape.ts'
import type en from '../en/demoMarket.ts'
import { vocabulary } from '../../../vocabulary.ts'

const demoMarket: Shape<typeof en> = {
	meta: {
		title: 'Demo-Marktplatz | CarWatch',
		description: 'Ein nachgebauter Gebrauchtwagenmarkt, um CarWatch offline auszuprobieren: alle paar Sekunden ein neues Auto.',
	},
	heading: vocabulary.de.demoMarket,
	badge: 'kein echter Marktplatz',
	intro:
		'Ein nachgebauter Gebrauchtwagenmarkt, den diese Anwendung selbst bereitstellt, damit sich CarWatch offline ausprobieren lässt: Alle {{interval}} Sekunden wird ein neues Auto eingestellt (das nächste in {{next}} s). Wählen Sie beim Einrichten eines Alarms „{{name}}“ als Website: Seine erste Prüfung zeigt Ihnen die neuesten passenden Autos, jede weitere schickt die neuen (stündlich oder bis zu jede Minute, wie Sie gewählt haben).',
	allListings: 'Alle Angebote',
	filters: {
		brand: 'Marke',
		anyBrand: 'Alle Marken',
		model: 'Modell',
		modelPlaceholder: 'z. B. golf',
		fuel: 'Kraftstoff',
		priceMax: 'Höchstpreis (€)',
		yearMin: 'Baujahr ab',
		kmMax: 'Max. km',
		search: 'Suchen, neueste zuerst',
	},
	invalidTitle: 'Einige Filter wurden nicht verstanden',
	invalidText: 'Sie wurden bei dieser Suche weggelassen.',
	empty: 'Noch passt kein Auto. Alle paar Sekunden kommen neue hinzu.',
	km: '{{value}} km',
	sellers: {
		dealer: 'Händler',
		private: 'Privatverkauf',
	},
	justNow: 'gerade eben',
}

export default demoMarket
