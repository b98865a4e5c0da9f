import { type Shape } from '../../shape.ts'
import type en from '../en/privacy.ts'

const privacy: Shape<typeof en> = {
	meta: {
		title: 'Política de privacidad | CarWatch',
		description:
			'Qué datos personales guarda CarWatch, por qué, quién los trata por nosotros, qué cookies usamos y cómo ejercer sus derechos según el RGPD.',
	},
	heading: 'Política de privacidad',
	lastUpdated: 'Última actualización: 20 de noviembre de 2026',
	intro:
		'Esta política explica qué datos personales guarda CarWatch cuando usted usa el servicio, por qué los guardamos y qué puede hacer al respecto. Solo guardamos lo que el servicio necesita y no vendemos sus datos.',
	contents: 'Índice',
	sections: [
		{
			id: 'data-we-collect',
			title: 'Qué datos recogemos',
			paragraphs: ['Guardamos los siguientes datos:'],
			list: [
				'Cuenta: su nombre y apellidos, nombre de usuario, dirección de correo electrónico y, o bien un hash de su contraseña (nunca la contraseña en sí), o bien, si inicia sesión con Google, el identificador de su cuenta de Google.',
				'Los códigos de verificación de su correo electrónico, guardados solo como hash.',
				'Sus criterios de alerta: los coches que busca, los portales que hay que vigilar, la frecuencia de comprobación y el idioma de las notificaciones.',
				'Telegram: su nombre de usuario de Telegram y el identificador del chat que usa nuestro bot para escribirle.',
				'Los anuncios que ya le hemos enviado para cada alerta, para que no reciba el mismo anuncio dos veces.',
				'Referencias de pago: sus identificadores de cliente y de suscripción de Stripe, y la marca, los 4 últimos dígitos y la fecha de caducidad de su tarjeta.',
				'Lista de espera: si se apunta, su nombre y su dirección de correo electrónico.',
			],
		},
		{
			id: 'how-we-use',
			title: 'Cómo usamos sus datos',
			paragraphs: [
				'Usamos sus datos solo para prestar el servicio de CarWatch: ejecutar sus alertas, enviarle por Telegram los anuncios que encajan, enviarle correos sobre su cuenta (como códigos de verificación, invitaciones desde la lista de espera y avisos de cambios), cobrar su suscripción y responder a sus preguntas.',
				'Tratamos estos datos porque los necesitamos para cumplir nuestro contrato con usted. No los usamos con fines publicitarios ni los vendemos.',
			],
		},
		{
			id: 'payments',
			title: 'Pagos',
			paragraphs: [
				'Los pagos con tarjeta los gestiona Stripe. Nunca vemos ni guardamos el número completo de su tarjeta. Solo guardamos la marca de la tarjeta, los 4 últimos dígitos y la fecha de caducidad, para mostrarle qué tarjeta está usando.',
			],
		},
		{
			id: 'cookies',
			title: 'Cookies',
			paragraphs: [
				'No usamos cookies publicitarias, de seguimiento ni de analítica. Solo usamos estas cookies:',
			],
			list: [
				'una cookie de sesión que mantiene su sesión iniciada; los scripts de la página no pueden leerla;',
				'una cookie «language» con el idioma que ha elegido;',
				'una cookie «theme» con su tema claro, oscuro o del sistema;',
				'durante diez minutos mientras inicia sesión con Google, una cookie «google_redirect» con la página que se abrirá después;',
				'hasta treinta minutos después de abrir un enlace para restablecer la contraseña, una cookie «password_reset» que mantiene el token del enlace fuera de la barra de direcciones;',
				'solo en las páginas donde paga o añade una tarjeta, el script de Stripe coloca cookies propias de Stripe («__stripe_mid», «__stripe_sid»), que Stripe usa para prevenir el fraude con tarjetas.',
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
				'Telegram, que le entrega los mensajes de nuestro bot;',
				'nuestro proveedor de correo electrónico, que entrega nuestros correos;',
				'Fly.io, nuestro proveedor de alojamiento, donde funcionan nuestros servidores y nuestra base de datos;',
				'Sentry, que recibe informes de errores cuando esta función está activada.',
			],
		},
		{
			id: 'retention',
			title: 'Cuánto tiempo guardamos los datos',
			paragraphs: [
				'Guardamos sus datos mientras tenga una cuenta con nosotros. Si nos pide que eliminemos su cuenta, eliminamos sus datos, salvo los que la ley nos obliga a conservar, como los registros de pago.',
			],
		},
		{
			id: 'security',
			title: 'Seguridad',
			paragraphs: [
				'Guardamos las contraseñas y los códigos de verificación solo como hash, mantenemos la cookie de sesión fuera del alcance de los scripts y limitamos el acceso a sus datos a lo que el servicio necesita.',
			],
		},
		{
			id: 'gdpr',
			title: 'Sus derechos según el RGPD',
			paragraphs: [
				'Si el Reglamento General de Protección de Datos (RGPD) se le aplica, usted tiene los siguientes derechos:',
			],
			list: [
				'obtener una copia de sus datos (acceso y portabilidad);',
				'hacer que se corrijan los datos incorrectos;',
				'hacer que se eliminen sus datos;',
				'limitar el tratamiento de sus datos u oponerse a él;',
				'presentar una reclamación ante su autoridad de protección de datos.',
			],
		},
		{
			id: 'exercise-rights',
			title: 'Exportar o eliminar sus datos',
			paragraphs: [
				'Para exportar o eliminar sus datos, o para ejercer cualquiera de los derechos anteriores, escriba a {{email}} desde la dirección de correo de su cuenta. Respondemos en un plazo de 24 horas.',
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
				'Si cambiamos esta política de una forma que le afecte, le avisaremos por correo electrónico al menos 30 días antes de que el cambio entre en vigor.',
			],
		},
	],
}

export default privacy
