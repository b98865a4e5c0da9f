import { type Shape } from '../../shape.ts'
import type en from '../en/demoMarket.ts'
import { vocabulary } from '../../../vocabulary.ts'

const demoMarket: Shape<typeof en> = {
	meta: {
		title: 'Mercado de demostración | CarWatch',
		description: 'Un portal de coches de segunda mano simulado para probar CarWatch sin conexión: un coche nuevo cada pocos segundos.',
	},
	heading: vocabulary.es.demoMarket,
	badge: 'no es un portal real',
	intro:
		'Un portal de coches de segunda mano simulado que sirve esta misma aplicación, para probar CarWatch sin conexión: cada {{interval}} segundos se publica un coche nuevo (el próximo dentro de {{next}} s). Elija «{{name}}» como sitio web al crear una alerta: su primera comprobación le muestra los coches que encajan más recientes, y cada comprobación siguiente le envía los nuevos (cada hora o hasta cada minuto, según lo que elija).',
	allListings: 'Todos los anuncios',
	filters: {
		brand: 'Marca',
		anyBrand: 'Cualquier marca',
		model: 'Modelo',
		modelPlaceholder: 'p. ej. golf',
		fuel: 'Combustible',
		priceMax: 'Precio máximo (€)',
		yearMin: 'Año desde',
		kmMax: 'Km máximos',
		search: 'Buscar, los más recientes primero',
	},
	invalidTitle: 'Algunos filtros no se han entendido',
	invalidText: 'Se han dejado fuera de esta búsqueda.',
	empty: 'Todavía no encaja ningún coche. Llegan nuevos cada pocos segundos.',
	km: '{{value}} km',
	sellers: {
		dealer: 'Concesionario',
		private: 'Particular',
	},
	justNow: 'ahora mismo',
}

export default demoMarket
