import { type Shape } from '../../shape.ts'
import type en from '../en/about.ts'

const about: Shape<typeof en> = {
	meta: {
		title: 'Sobre nosotros | CarWatch',
		description: 'Qué hace CarWatch por quienes compran un coche usado y qué defiende.',
	},
	heading: 'Sobre CarWatch',
	intro: 'Ayudamos a quienes buscan un coche usado a ver el anuncio adecuado antes que nadie, sin recargar portales todo el día.',
	story: {
		heading: 'Por qué CarWatch',
		paragraphs: [
			'Quien ha comprado un coche usado conoce la rutina: las mismas búsquedas en varios portales, varias veces al día, y aun así las buenas ofertas desaparecen antes de poder llamar. CarWatch hace esa vigilancia por usted.',
			'Usted describe el coche una vez, elige los portales y el ritmo, y le escribimos por Telegram en cuanto aparece un anuncio que encaja.',
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
	},
	join: {
		heading: 'Únase a nosotros',
		text: 'Consulte las vacantes o envíenos una candidatura espontánea.',
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
