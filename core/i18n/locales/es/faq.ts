import { type Shape } from '../../shape.ts'
import type en from '../en/faq.ts'

const faq: Shape<typeof en> = {
	meta: {
		title: 'Preguntas frecuentes | CarWatch',
		description:
			'Respuestas sobre CarWatch: cómo funcionan las alertas de coches usados, qué portales vigilamos, cuánto cuesta, cómo cancelar, la configuración de Telegram y sus datos.',
	},
	heading: 'Preguntas frecuentes',
	intro: 'Todo sobre cómo funciona CarWatch, cuánto cuesta y cómo tratamos sus datos. Elija una pregunta para ver la respuesta.',
	categories: {
		general: 'General',
		subscription: 'Suscripción',
		technical: 'Aspectos técnicos',
	},
	questions: {
		whatIs: {
			question: '¿Qué es CarWatch?',
			answer:
				'CarWatch es un servicio de alertas de coches usados. Usted describe el coche que busca y elige los portales de anuncios que quiere vigilar. Nosotros los revisamos por usted a su ritmo y le enviamos un mensaje de Telegram cuando una revisión encuentra un anuncio que encaja, en inglés, alemán, francés, español o italiano.',
		},
		howItWorks: {
			question: '¿Cómo funciona?',
			intro: 'Crear una alerta lleva unos minutos:',
			steps: [
				'Describa el coche: marca, modelo y combustible y, si lo desea, un rango de precio, un rango de años y un kilometraje máximo.',
				'Elija los portales que quiere vigilar y con qué frecuencia revisarlos.',
				'Conecte Telegram iniciando nuestro bot desde el enlace o el código QR que aparece en la configuración.',
				'Pague con tarjeta y su alerta se pone en marcha. Cada nuevo anuncio que encaja llega como un mensaje con el precio, los kilómetros, la ubicación y un enlace al anuncio.',
			],
		},
		websites: {
			question: '¿Qué portales vigilan?',
			answer:
				'La lista de abajo sale directamente de nuestro sistema: muestra qué portales vigilamos ya y cuáles estamos conectando. Para Facebook Marketplace, usted pega la dirección de una búsqueda de Marketplace y solo leemos esa página.',
		},
		cost: {
			question: '¿Cuánto cuesta?',
			answer:
				'Cada alerta cuesta {{base}} al mes. Incluye un portal, revisiones cada hora, filtros ilimitados y notificaciones por Telegram. Cada portal adicional suma {{extraSite}} al mes.',
			addOnsIntro: 'Las revisiones más frecuentes son extras opcionales, al mes:',
			addOns: {
				'30min': 'Cada 30 minutos: +{{price}}',
				'15min': 'Cada 15 minutos: +{{price}}',
				'5min': 'Cada 5 minutos: +{{price}}',
				'1min': 'Cada minuto: +{{price}}',
			},
			note: 'Los precios están en dólares estadounidenses. Paga cada mes con tarjeta a través de Stripe y la suscripción se renueva automáticamente cada mes.',
		},
		cancel: {
			question: '¿Puedo cancelar en cualquier momento?',
			answer:
				'Sí. Cancele la alerta desde su panel cuando quiera. Sus alertas siguen llegando hasta el final del periodo que ya ha pagado y no se le vuelve a cobrar.',
		},
		multiple: {
			question: '¿Puedo tener más de una alerta?',
			answer:
				'Sí. Puede crear varias alertas con una sola cuenta, por ejemplo para dos modelos distintos. Cada alerta es una suscripción mensual independiente, con sus propios criterios, portales y frecuencia de revisión, así que puede cambiar o cancelar una sin tocar las demás.',
		},
		limit: {
			question: '¿Hay un límite de suscriptores?',
			answer:
				'Sí. Aceptamos como máximo {{capacity}} suscriptores para que las revisiones sigan siendo rápidas para todos. Cuando todas las plazas están ocupadas, puede apuntarse a la lista de espera y le escribimos un correo en cuanto quede una plaza libre.',
		},
		telegram: {
			question: '¿Cómo configuro Telegram?',
			answer:
				'Durante la configuración de la alerta mostramos un enlace y un código QR de nuestro bot de Telegram. Ábralo, pulse Iniciar en Telegram y después confirme en la configuración que ha iniciado el bot. Este paso es necesario porque un bot de Telegram solo puede escribir a quienes lo han iniciado.',
		},
		frequency: {
			question: '¿Con qué frecuencia recibiré avisos?',
			answer:
				'Usted elige la frecuencia de revisión de cada alerta, desde cada hora hasta cada minuto. Las revisiones cada hora están incluidas en el precio; las revisiones cada 30, 15 o 5 minutos o cada minuto son extras. La primera revisión le muestra los coches que encajan publicados más recientemente. Después, cada vez que una revisión encuentra un anuncio nuevo que encaja con sus criterios, el bot le envía un mensaje; cuando una revisión encuentra más de cinco, llegan en un solo mensaje, las mejores ofertas primero, con un enlace a todos.',
		},
		privacy: {
			question: '¿Qué datos guardan sobre mí?',
			answer:
				'Solo lo que el servicio necesita: los datos de su cuenta, los criterios de sus alertas, su nombre de usuario y su ID de chat de Telegram, y referencias de pago. Los pagos con tarjeta los gestiona Stripe; nunca vemos el número completo de su tarjeta y solo guardamos la marca, los 4 últimos dígitos y la fecha de caducidad. No usamos rastreadores publicitarios.',
			link: 'Leer nuestra política de privacidad',
		},
	},
	support: {
		heading: '¿Tiene otra pregunta?',
		text: 'Nuestro equipo de soporte responde en menos de 24 horas.',
		button: 'Contactar con soporte',
	},
}

export default faq
