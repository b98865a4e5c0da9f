import { type Shape } from '../../shape.ts'
import type en from '../en/about.ts'

const about: Shape<typeof en> = {
	meta: {
		title: 'Sobre nosotros | CarWatch',
		description:
			'Por qué creamos CarWatch, qué defendemos y el pequeño equipo detrás de las alertas de coches usados en Telegram.',
	},
	heading: 'Sobre CarWatch',
	intro: 'Ayudamos a quienes buscan un coche usado a ver el anuncio adecuado antes que nadie, sin recargar portales todo el día.',
	story: {
		heading: 'Nuestra historia',
		paragraphs: [
			'Quien ha comprado un coche usado conoce la rutina: las mismas búsquedas en varios portales, varias veces al día, y aun así las buenas ofertas desaparecen antes de poder llamar. Nos pasó a nosotros, y pensamos que esa vigilancia debería hacerla un ordenador.',
			'Así que escribimos un pequeño programa que lanzaba nuestras búsquedas con regularidad y enviaba un mensaje de Telegram cada vez que aparecía algo nuevo. Nos ahorró horas, los amigos empezaron a pedírnoslo y de ahí nació CarWatch.',
			'Hoy CarWatch hace lo mismo para cualquiera: usted describe el coche una vez, elige los portales y el ritmo, y le escribimos en cuanto aparece un anuncio que encaja.',
		],
	},
	mission: {
		heading: 'Lo que defendemos',
		items: [
			{
				title: 'Llegar primero, no tener suerte',
				text: 'Los buenos coches usados se venden rápido. Las revisiones desde cada hora hasta cada minuto llevan un anuncio nuevo a su Telegram mientras sigue disponible.',
			},
			{
				title: 'Claros y justos',
				text: 'Un precio mensual por alerta, en dólares estadounidenses, que ve antes de pagar. Cancele cuando quiera; su alerta funciona hasta el final del periodo pagado.',
			},
			{
				title: 'Pequeños a propósito',
				text: 'Limitamos el número de suscriptores para que cada alerta siga siendo rápida, y solo guardamos los datos que el servicio necesita, sin rastreadores publicitarios.',
			},
		],
	},
	team: {
		heading: 'El equipo',
		intro: 'CarWatch lo crea y lo gestiona un pequeño equipo fundador.',
		members: [
			{
				name: 'Marko Petrović',
				role: 'Cofundador, producto e ingeniería',
				bio: 'Escribió la primera versión de CarWatch para encontrar su propio coche. Se ocupa del motor de alertas y de la conexión con los portales.',
			},
			{
				name: 'Anna Weber',
				role: 'Cofundadora, operaciones y soporte',
				bio: 'Responde a sus correos y mensajes de Telegram, y convierte lo que le cuentan los suscriptores en mejoras.',
			},
			{
				name: 'Luca Romano',
				role: 'Ingeniero fundador',
				bio: 'Trabaja en el bot de Telegram, en las notificaciones en cinco idiomas y en que las revisiones funcionen de forma fiable.',
			},
		],
	},
	join: {
		heading: 'Únase a nosotros',
		text: 'Somos un equipo pequeño y siempre nos alegra conocer a personas que quieran ayudar a quienes compran coche.',
		button: 'Ver puestos abiertos',
	},
	more: {
		heading: 'Más información',
		faq: 'Preguntas frecuentes',
		pricing: 'Precios',
		support: 'Contactar con soporte',
	},
}

export default about
