import { type Shape } from '../../shape.ts'
import type en from '../en/support.ts'

const support: Shape<typeof en> = {
	meta: {
		title: 'Soporte | CarWatch',
		description:
			'Ayuda con CarWatch: soporte por correo con respuesta en menos de 24 horas, configuración de Telegram, actualizaciones, Facebook Marketplace, cancelación y lista de espera.',
	},
	heading: 'Soporte',
	intro: '¿Tiene preguntas sobre sus alertas, Telegram o su suscripción? Estamos aquí para ayudarle.',
	email: {
		heading: 'Soporte por correo',
		text: 'Escríbanos cuando quiera. Respondemos en menos de 24 horas.',
		label: 'Nuestra dirección:',
	},
	faq: {
		heading: 'Preguntas habituales',
		telegram: {
			question: '¿Cómo configuro las notificaciones de Telegram?',
			intro: 'Nuestro bot solo puede escribir a quienes lo han iniciado, así que conéctelo una vez al configurar su alerta:',
			steps: [
				'Empiece a configurar una alerta y avance hasta el paso de notificaciones.',
				'Abra nuestro bot con el enlace que aparece allí o escanee el código QR con su móvil.',
				'En Telegram, pulse Iniciar.',
				'De vuelta en la configuración, confirme que ha iniciado el bot y continúe.',
			],
			outro: 'Las alertas llegarán en el idioma que haya elegido: inglés, alemán, francés, español o italiano.',
		},
		updates: {
			question: '¿Cómo funcionan las actualizaciones?',
			answer:
				'Revisamos los portales que ha elegido al ritmo que ha elegido, desde cada hora hasta cada minuto. Cuando una revisión encuentra un anuncio nuevo que encaja con sus criterios, nuestro bot le envía un mensaje de Telegram con el precio, los kilómetros, la ubicación y un enlace al anuncio; más de cinco a la vez llegan en un solo mensaje, las mejores ofertas primero. Un cambio que modifique su precio se aplica a partir del siguiente periodo de facturación.',
		},
		facebook: {
			question: '¿Cómo funcionan los anuncios de Facebook Marketplace?',
			answer:
				'Para Facebook Marketplace nos da la dirección de una búsqueda: busque en Marketplace con sus filtros, copie la dirección de su navegador (una dirección de facebook.com/marketplace) y péguela al configurar la alerta. Solo leemos esa página y nada más de Facebook. La lista de abajo indica si Marketplace ya se vigila o aún se está conectando.',
		},
		cancel: {
			question: '¿Cómo cancelo?',
			answer:
				'Vaya a Mis alertas en su panel, cancele la alerta que quiere detener y confírmelo. La alerta sigue funcionando hasta el final del periodo que ya ha pagado y no se le vuelve a cobrar. Sus demás alertas no se ven afectadas.',
		},
		full: {
			question: '¿Qué pasa cuando el servicio está completo?',
			answer:
				'Aceptamos como máximo {{capacity}} suscriptores. Cuando todas las plazas están ocupadas, los usuarios nuevos no pueden crear una alerta, pero sí apuntarse a la lista de espera, y les escribimos un correo en cuanto queda una plaza libre.',
			link: 'Apuntarse a la lista de espera',
		},
	},
	help: {
		heading: '¿Aún necesita ayuda?',
		text: 'Escriba a nuestro equipo de soporte en Telegram a @{{handle}} o por correo a {{email}}.',
		button: 'Escríbanos por Telegram',
	},
}

export default support
