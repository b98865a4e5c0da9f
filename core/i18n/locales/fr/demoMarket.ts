import { type Shape } from '../../shape.ts'
import type en from '../en/demoMarket.ts'
import { vocabulary } from '../../../vocabulary.ts'

const demoMarket: Shape<typeof en> = {
	meta: {
		title: 'Marché de démonstration | CarWatch',
		description: 'Un faux site d’annonces de voitures d’occasion pour essayer CarWatch hors ligne : une nouvelle voiture toutes les quelques secondes.',
	},
	heading: vocabulary.fr.demoMarket,
	badge: 'pas un vrai site d’annonces',
	intro:
		'Un faux site d’annonces de voitures d’occasion que cette application sert elle-même, pour essayer CarWatch hors ligne : une nouvelle voiture est mise en ligne toutes les {{interval}} secondes (la prochaine dans {{next}} s). Choisissez « {{name}} » comme site en créant une alerte : sa première vérification vous montre les voitures correspondantes les plus récentes, et chaque vérification suivante envoie les nouvelles (toutes les heures, ou jusqu’à chaque minute, selon votre choix).',
	allListings: 'Toutes les annonces',
	filters: {
		brand: 'Marque',
		anyBrand: 'Toutes les marques',
		model: 'Modèle',
		modelPlaceholder: 'par ex. golf',
		fuel: 'Carburant',
		priceMax: 'Prix maximum (€)',
		yearMin: 'Année minimum',
		kmMax: 'Km maximum',
		search: 'Rechercher, les plus récentes d’abord',
	},
	invalidTitle: 'Certains filtres n’ont pas été compris',
	invalidText: 'Ils n’ont pas été pris en compte dans cette recherche.',
	empty: 'Aucune voiture ne correspond pour l’instant. De nouvelles arrivent toutes les quelques secondes.',
	km: '{{value}} km',
	sellers: {
		dealer: 'Professionnel',
		private: 'Particulier',
	},
	justNow: 'à l’instant',
}

export default demoMarket
