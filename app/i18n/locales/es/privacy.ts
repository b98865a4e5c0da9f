import { type Shape } from '../../shape.ts'
import type en from '../en/privacy.ts'

const privacy: Shape<typeof en> = {
	meta: {
		title: 'Política de privacidad | CarWatch',
		description:
			'Qué datos personales guarda CarWatch, por qué, quién los trata por nosotros, qué cookies usamos y cómo ejercer tus derechos según el RGPD.',
	},
	heading: 'Política de privacidad',
	lastUpdated: 'Última actualización: 20 de noviembre de 2026',
	intro:
		'Esta política explica qué datos personales guarda CarWatch cuando usas el servicio, por qué los guardamos y qué puedes hacer al respecto. Solo guardamos lo que el servicio necesita y no vendemos tus datos.',
	contents: 'Índice',
	sections: [
		{
			id: 'data-we-collect',
			title: 'Qué datos recogemos',
			paragraphs: ['Guardamos los siguientes datos:'],
			list: [
				'Cuenta: tu nombre y apellidos, nombre de usuario, dirección de correo electrónico y, o bien un hash de tu contraseña (nunca la contraseña en sí), o bien, si inicias sesión con Google, el identificador de tu cuenta de Google.',
				'Los códigos de verificación de tu correo electrónico, guardados solo como hash.',
				'Tus criterios de alerta: los coches que buscas, los portales que hay que vigilar, la frecuencia de comprobación y el idioma de las notificaciones.',
				'Telegram: tu nombre de usuario de Telegram y el identificador del chat que usa nuestro bot para escribirte.',
				'Los anuncios que ya te hemos enviado para cada alerta, para que no recibas el mismo anuncio dos veces.',
				'Referencias de pago: tus identificadores de cliente y de suscripción de Stripe, y la marca, los 4 últimos dígitos y la fecha de caducidad de tu tarjeta.',
				'Lista de espera: si te apuntas, tu nombre y tu dirección de correo electrónico.',
			],
		},
		{
			id: 'how-we-use',
			title: 'Cómo usamos tus datos',
			paragraphs: [
				'Usamos tus datos solo para prestar el servicio de CarWatch: ejecutar tus alertas, enviarte por Telegram los anuncios que encajan, enviarte correos sobre tu cuenta (como códigos de verificación, invitaciones desde la lista de espera y avisos de cambios), cobrar tu suscripción y responder a tus preguntas.',
				'Tratamos estos datos porque los necesitamos para cumplir nuestro contrato contigo. No los usamos con fines publicitarios ni los vendemos.',
			],
		},
		{
			id: 'payments',
			title: 'Pagos',
			paragraphs: [
				'Los pagos con tarjeta los gestiona Stripe. Nunca vemos ni guardamos el número completo de tu tarjeta. Solo guardamos la marca de la tarjeta, los 4 últimos dígitos y la fecha de caducidad, para mostrarte qué tarjeta estás usando.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookies',
			paragraphs: [
				'No usamos cookies publicitarias, de seguimiento ni de analítica. Solo usamos estas cookies:',
			],
			list: [
				'una cookie de sesión que mantiene tu sesión iniciada; los scripts de la página no pueden leerla;',
				'una cookie «language» con el idioma que has elegido;',
				'una cookie «theme» con tu tema claro, oscuro o del sistema.',
			],
		},
		{
			id: 'processors',
			title: 'Quién trata datos por nosotros',
			paragraphs: [
				'Solo compartimos datos con los proveedores que nos ayudan a prestar el servicio, y solo en la medida en que cada uno los necesita:',
			],
			list: [
				'Stripe, para los pagos con tarjeta;',
				'Telegram, que te entrega los mensajes de nuestro bot;',
				'nuestro proveedor de correo electrónico, que entrega nuestros correos;',
				'Fly.io, nuestro proveedor de alojamiento, donde funcionan nuestros servidores y nuestra base de datos;',
				'Sentry, que recibe informes de errores cuando esta función está activada.',
			],
		},
		{
			id: 'retention',
			title: 'Cuánto tiempo guardamos los datos',
			paragraphs: [
				'Guardamos tus datos mientras tengas una cuenta con nosotros. Si nos pides que eliminemos tu cuenta, eliminamos tus datos, salvo los que la ley nos obliga a conservar, como los registros de pago.',
			],
		},
		{
			id: 'security',
			title: 'Seguridad',
			paragraphs: [
				'Guardamos las contraseñas y los códigos de verificación solo como hash, mantenemos la cookie de sesión fuera del alcance de los scripts y limitamos el acceso a tus datos a lo que el servicio necesita.',
			],
		},
		{
			id: 'gdpr',
			title: 'Tus derechos según el RGPD',
			paragraphs: [
				'Si el Reglamento General de Protección de Datos (RGPD) se te aplica, tienes los siguientes derechos:',
			],
			list: [
				'obtener una copia de tus datos (acceso y portabilidad);',
				'hacer que se corrijan los datos incorrectos;',
				'hacer que se eliminen tus datos;',
				'limitar el tratamiento de tus datos u oponerte a él;',
				'presentar una reclamación ante tu autoridad de protección de datos.',
			],
		},
		{
			id: 'exercise-rights',
			title: 'Exportar o eliminar tus datos',
			paragraphs: [
				'Para exportar o eliminar tus datos, o para ejercer cualquiera de los derechos anteriores, escribe a {{email}} desde la dirección de correo de tu cuenta. Respondemos en un plazo de 24 horas.',
			],
		},
		{
			id: 'age',
			title: 'Edad mínima',
			paragraphs: [
				'CarWatch está dirigido a personas de 18 años o más. No guardamos a sabiendas datos de personas más jóvenes.',
			],
		},
		{
			id: 'changes',
			title: 'Cambios en esta política',
			paragraphs: [
				'Si cambiamos esta política de una forma que te afecte, te avisaremos por correo electrónico al menos 30 días antes de que el cambio entre en vigor.',
			],
		},
	],
}

export default privacy
