import { type Shape } from '../../shape.ts'
import type en from '../en/terms.ts'

const terms: Shape<typeof en> = {
	meta: {
		title: 'Términos del servicio | CarWatch',
		description:
			'Las condiciones de uso de CarWatch: suscripciones, pago, cancelación, notificaciones de Telegram, anuncios de terceros y cookies.',
	},
	heading: 'Términos del servicio',
	lastUpdated: 'Última actualización: 20 de noviembre de 2026',
	intro:
		'Estos términos se aplican al uso de CarWatch, un servicio que vigila por usted los portales de anuncios de coches de segunda mano y le envía por Telegram los anuncios que encajan con su búsqueda. Léalos antes de registrarse.',
	contents: 'Índice',
	sectionHeading: '{{number}}. {{title}}',
	sections: [
		{
			id: 'acceptance',
			title: 'Aceptación de los términos',
			paragraphs: [
				'Al crear una cuenta o usar CarWatch, acepta estos términos y nuestra política de privacidad. Si no está de acuerdo, no utilice el servicio.',
			],
		},
		{
			id: 'service',
			title: 'El servicio',
			paragraphs: [
				'CarWatch revisa los portales de anuncios que usted elige en busca de coches que cumplan sus criterios (como marca, modelo, combustible, precio, año y kilómetros) y le envía las novedades a través de nuestro bot de Telegram.',
				'Según su plan, las comprobaciones se hacen desde cada hora hasta cada minuto. Un anuncio solo puede llegarle después de publicarse en el portal y de que una de nuestras comprobaciones lo encuentre.',
			],
		},
		{
			id: 'eligibility',
			title: 'Requisitos y su cuenta',
			paragraphs: [
				'Debe tener al menos 18 años para usar CarWatch.',
				'Usted se compromete a dar datos de cuenta correctos, a mantener su contraseña en secreto y a avisarnos de inmediato si cree que otra persona ha usado su cuenta. Usted es responsable de lo que ocurra en su cuenta.',
			],
		},
		{
			id: 'subscriptions',
			title: 'Suscripciones y pago',
			paragraphs: [
				'CarWatch es una suscripción mensual. Los precios están en dólares estadounidenses y el precio de cada alerta depende del número de portales y de la frecuencia de comprobación que elija; el total se muestra antes de pagar.',
				'El pago se realiza con tarjeta a través de nuestro proveedor de pagos, Stripe. Su suscripción se renueva automáticamente cada mes y se carga a su tarjeta al comienzo de cada periodo de facturación hasta que la cancele.',
			],
		},
		{
			id: 'cancellation',
			title: 'Cancelación',
			paragraphs: [
				'Puede cancelar una suscripción en cualquier momento. Al cancelarla se detienen las renovaciones futuras; el servicio continúa hasta el final del periodo de facturación que ya ha pagado y después termina.',
				'Nada de lo dispuesto en estos términos limita los derechos que le reconoce la ley de su país.',
			],
		},
		{
			id: 'capacity',
			title: 'Plazas limitadas y lista de espera',
			paragraphs: [
				'Para que todas las alertas sigan siendo rápidas, limitamos el número de suscriptores. Cuando todas las plazas están ocupadas, los nuevos usuarios pueden apuntarse a una lista de espera. Cuando se libera una plaza, invitamos por correo electrónico a quien lleva más tiempo esperando y le reservamos la plaza durante 48 horas.',
				'Apuntarse a la lista de espera no garantiza una plaza.',
			],
		},
		{
			id: 'telegram',
			title: 'Notificaciones de Telegram',
			paragraphs: [
				'Las notificaciones las envía nuestro bot de Telegram. Necesita una cuenta de Telegram y debe iniciar el bot usted mismo: un bot de Telegram solo puede escribir a las personas que lo han iniciado.',
				'Telegram es un servicio que no gestionamos nosotros. La entrega de los mensajes depende de Telegram y no somos responsables de los retrasos o fallos que se produzcan por su parte.',
			],
		},
		{
			id: 'listings',
			title: 'Anuncios de terceros',
			paragraphs: [
				'Los anuncios proceden de portales de terceros que no controlamos. No garantizamos encontrar todos los anuncios ni que el precio, la descripción u otros datos de un anuncio sean correctos. Los anuncios pueden retirarse, cambiar o contener errores.',
				'No somos parte en ninguna compraventa. Compruebe siempre por su cuenta el coche, su documentación y al vendedor antes de pagar.',
			],
		},
		{
			id: 'acceptable-use',
			title: 'Uso aceptable',
			paragraphs: ['Al usar CarWatch, se compromete a no:'],
			list: [
				'infringir la ley ni los derechos de otras personas;',
				'intentar acceder a cuentas o sistemas que no son suyos;',
				'sobrecargar, interrumpir o atacar el servicio;',
				'revender el servicio ni compartir su cuenta con otras personas.',
			],
		},
		{
			id: 'liability',
			title: 'Disponibilidad y responsabilidad',
			paragraphs: [
				'Trabajamos para que CarWatch funcione bien, pero no podemos prometer que esté siempre disponible ni libre de errores. Las comprobaciones y notificaciones pueden retrasarse o perderse en ocasiones, por ejemplo cuando un portal de anuncios o Telegram no está disponible.',
				'Podemos suspender o cerrar las cuentas que incumplan estos términos. En la medida en que la ley lo permita, no somos responsables de daños indirectos, como perder una compra.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookies',
			paragraphs: [
				'CarWatch no utiliza cookies publicitarias, de seguimiento ni de analítica.',
				'Solo usamos las cookies que el servicio necesita para funcionar:',
			],
			list: [
				'una cookie de sesión que mantiene su sesión iniciada (los scripts de la página no pueden leerla);',
				'una cookie «language» que recuerda el idioma que ha elegido;',
				'una cookie «theme» que recuerda su tema claro, oscuro o del sistema;',
				'durante diez minutos mientras inicia sesión con Google, una cookie «google_redirect» con la página que se abrirá después;',
				'hasta treinta minutos después de abrir un enlace para restablecer la contraseña, una cookie «password_reset» que mantiene el token del enlace fuera de la barra de direcciones;',
				'solo en las páginas donde paga o añade una tarjeta, el script de Stripe coloca cookies propias de Stripe («__stripe_mid», «__stripe_sid»), que Stripe usa para prevenir el fraude con tarjetas.',
			],
		},
		{
			id: 'changes',
			title: 'Cambios en el servicio y en estos términos',
			paragraphs: [
				'Podemos cambiar estos términos o nuestros precios. Le avisaremos por correo electrónico al menos 30 días antes de que un cambio entre en vigor. Si no está de acuerdo con un cambio, puede cancelar antes de que se le aplique.',
			],
		},
		{
			id: 'contact',
			title: 'Contacto',
			paragraphs: [
				'¿Tiene preguntas sobre estos términos? Escríbanos a {{email}}. Respondemos en un plazo de 24 horas.',
			],
		},
	],
}

export default terms
