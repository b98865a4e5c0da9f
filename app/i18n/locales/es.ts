import type { Translation } from './en.ts'

const es: Translation = {
	app: {
		name: 'CarWatch',
		tagline: 'Alertas de coches usados en Telegram',
	},
	meta: {
		homeTitle: 'CarWatch: alertas de coches usados en Telegram',
		homeDescription:
			'Díganos una vez qué coche busca. Vigilamos los portales de anuncios y le escribimos por Telegram en cuanto aparece uno que encaja.',
		notFoundTitle: '404 Página no encontrada',
		errorTitle: 'Algo salió mal',
	},
	home: {
		title: 'Encuentre su próximo coche antes que nadie',
		subtitle:
			'Díganos una vez qué coche busca. Vigilamos los portales de anuncios y le enviamos un mensaje de Telegram en cuanto aparece uno que encaja.',
	},
	errors: {
		notFoundHeading: '404 Página no encontrada',
		notFoundText: 'No hemos encontrado la página que busca.',
		backHome: 'Volver a la página de inicio',
		unexpectedHeading: 'Algo salió mal',
		unexpectedText: 'Se produjo un error inesperado. Inténtelo de nuevo.',
	},
}

export default es
