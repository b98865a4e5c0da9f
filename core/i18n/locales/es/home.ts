import { type Shape } from '../../shape.ts'
import type en from '../en/home.ts'

const home: Shape<typeof en> = {
	meta: {
		title: 'CarWatch: alertas de coches usados en Telegram',
		description:
			'Díganos una vez qué coche busca. Comprobamos los portales de anuncios tan a menudo como elija, desde cada hora hasta cada minuto, y le escribimos por Telegram por cada anuncio nuevo que encaje.',
	},
	hero: {
		eyebrow: 'Alertas de coches usados en Telegram',
		title: 'Encuentre su próximo coche antes que nadie',
		subtitle:
			'Díganos una vez qué coche busca. Comprobamos los portales de anuncios tan a menudo como elija, desde cada hora hasta cada minuto, y le enviamos un mensaje de Telegram por cada anuncio nuevo que encaje: foto, precio, kilómetros, ubicación y enlace.',
		primary: 'Crear mis alertas',
		secondary: 'Cómo funciona',
		preview: {
			label: 'Lo que recibe',
			caption: 'Una alerta de ejemplo en nuestro mercado de demostración, calculada a partir de sus anuncios al cargar esta página: el mensaje de Telegram de su coincidencia más reciente y la alerta tal como la muestra su panel.',
			message: 'El mensaje en Telegram',
			card: 'La alerta en su panel',
			botName: 'Bot de CarWatch',
			photoAlt: 'Foto del anuncio',
			none: 'Todavía ningún coche del mercado de demostración coincide con la alerta de ejemplo.',
		},
	},
	features: {
		heading: 'Todo para ser el primero',
		subtitle: 'Unos criterios, varios portales, un mensaje cuando importa.',
		items: [
			{
				title: 'Varios portales, una búsqueda',
				text: 'Describa el coche una vez y aplicamos sus criterios en cada portal que elija.',
			},
			{
				title: 'Mensajes de Telegram al instante',
				text: 'Cada coincidencia nueva llega como mensaje de Telegram con foto, precio, kilómetros, ubicación y enlace al anuncio.',
			},
			{
				title: 'Filtros precisos',
				text: 'Marca, modelo, combustible, rango de precio, años y kilómetros máximos, comprobados de nuevo en cada anuncio.',
			},
			{
				title: 'Usted elige el ritmo',
				text: 'Comprobaciones desde cada hora hasta cada minuto. Cuanto más frecuentes, antes ve los anuncios nuevos.',
			},
			{
				title: 'Su idioma',
				text: 'Alertas y todo el sitio en inglés, alemán, francés, español e italiano.',
			},
			{
				title: 'Su cuenta, sus alertas',
				text: 'Pause, edite o cancele cualquier alerta desde su panel cuando quiera.',
			},
		],
		sitesHeading: 'Portales',
	},
	howItWorks: {
		heading: 'Cómo funciona',
		steps: [
			{ title: 'Indique sus preferencias', text: 'Marca, modelo, combustible, presupuesto, años, kilómetros y los portales a vigilar.' },
			{ title: 'Conecte Telegram', text: 'Abra nuestro bot desde el enlace o el código QR y pulse Iniciar. Nada más.' },
			{ title: 'Reciba avisos', text: 'Comprobamos los portales a su ritmo y le escribimos cuando una comprobación encuentra una coincidencia nueva.' },
			{ title: 'Encuentre su coche', text: 'Abra el anuncio desde el mensaje y contacte con el vendedor antes que los demás.' },
		],
	},
	pricing: {
		heading: 'Precios sencillos',
		subtitle: 'Un precio mensual por alerta, en dólares estadounidenses. Cancele cuando quiera.',
		planName: 'Plan básico',
		perMonth: '/mes',
		included: ['Un portal', 'Comprobación cada hora', 'Filtros ilimitados', 'Notificaciones de Telegram'],
		addOnsHeading: 'Complementos',
		extraWebsite: 'Cada portal adicional',
		frequency: {
			'30min': 'Comprobación cada 30 minutos',
			'15min': 'Comprobación cada 15 minutos',
			'5min': 'Comprobación cada 5 minutos',
			'1min': 'Comprobación cada minuto',
		},
		addOnPrice: '+{{price}}/mes',
		note: 'Cada alerta es una suscripción mensual propia, pagada con tarjeta y renovada automáticamente. Tras cancelar, las alertas siguen hasta el final del periodo pagado.',
		cta: 'Empezar ahora',
	},
	faq: {
		heading: 'Preguntas frecuentes',
		items: [
			{
				question: '¿Qué hace CarWatch?',
				answer:
					'Usted describe el coche usado que quiere y elige los portales. Los comprobamos a su ritmo y le enviamos un mensaje de Telegram cuando una comprobación encuentra un anuncio nuevo que encaja.',
			},
			{
				question: '¿Qué portales vigilan?',
				answer: 'La lista de abajo muestra qué portales se vigilan ahora y cuáles se están conectando.',
			},
			{
				question: '¿Con qué frecuencia se comprueban los portales?',
				answer: 'Desde cada hora hasta cada minuto. La comprobación cada hora está incluida; las más rápidas son un complemento.',
			},
			{
				question: '¿Cuánto cuesta?',
				answer:
					'{{base}} al mes por un portal con comprobación cada hora. Cada portal adicional suma {{extraSite}} al mes, y las comprobaciones más rápidas desde {{fastest}} al mes.',
			},
			{
				question: '¿Puedo cancelar en cualquier momento?',
				answer:
					'Sí. Cancele desde su panel; sus alertas siguen hasta el final del periodo ya pagado y no se le vuelve a cobrar.',
			},
			{
				question: '¿Por qué hay lista de espera?',
				answer:
					'Aceptamos un número limitado de suscriptores ({{capacity}}) para que cada alerta siga siendo rápida. Cuando todas las plazas están ocupadas, puede unirse a la lista de espera y le escribiremos cuando se libere una.',
			},
		],
		contact: '¿Otra pregunta? Escríbanos a',
	},
	signup: {
		heading: '¿Listo para encontrar su coche?',
		text: 'Empiece aquí: elija los portales que vigilamos y con qué frecuencia. Después describa el coche, conecte Telegram y cree su cuenta al enviar.',
		// Signed in: the account exists already.
		textSignedIn: 'Empiece aquí: elija los portales que vigilamos y con qué frecuencia. Después describa el coche y conecte Telegram.',
		waitlist: 'Unirse a la lista de espera',
		fullText: 'Ahora mismo todas las plazas están ocupadas. Únase a la lista de espera y le escribiremos cuando se libere una.',
	},
}

export default home
