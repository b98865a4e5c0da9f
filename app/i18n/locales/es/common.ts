import { type Shape } from '../../shape.ts'
import type en from '../en/common.ts'

const common: Shape<typeof en> = {
	app: {
		name: 'CarWatch',
		tagline: 'Alertas de coches usados en Telegram',
	},
	nav: {
		features: 'Funciones',
		howItWorks: 'Cómo funciona',
		pricing: 'Precios',
		getAlerts: 'Crear alertas',
		waitlist: 'Lista de espera',
		faq: 'Preguntas',
		menu: 'Menú',
		mainNavigation: 'Navegación principal',
		skipToContent: 'Saltar al contenido',
		home: 'Inicio de CarWatch',
	},
	user: {
		login: 'Iniciar sesión',
		signUp: 'Registrarse',
		myAlerts: 'Mis alertas',
		profile: 'Perfil',
		settings: 'Ajustes',
		logout: 'Cerrar sesión',
		account: 'Cuenta',
	},
	theme: {
		label: 'Tema',
		light: 'Claro',
		dark: 'Oscuro',
		system: 'Sistema',
		apply: 'Aplicar tema',
	},
	language: {
		label: 'Idioma',
		apply: 'Cambiar idioma',
	},
	capacity: {
		badge: '{{active}}/{{capacity}} suscriptores',
		full: '¡Capacidad máxima alcanzada! No aceptamos nuevas suscripciones en este momento.',
		available: '{{remaining}} suscripciones disponibles',
		bannerFullTitle: 'Estamos al completo',
		bannerFullText:
			'Las {{capacity}} plazas están ocupadas. Únase a la lista de espera y le escribiremos cuando se libere una.',
		bannerFullAction: 'Unirse a la lista de espera',
		bannerLimitedTitle: 'Solo quedan {{remaining}} plazas',
		bannerLimitedText:
			'{{active}} de {{capacity}} plazas están ocupadas. Cree sus alertas mientras queden plazas.',
		bannerAvailableTitle: '{{remaining}} de {{capacity}} plazas disponibles',
		bannerAvailableText: 'Mantenemos pocos suscriptores para que cada alerta siga siendo rápida.',
		bannerAction: 'Crear alertas',
		percentFull: '{{percent}} % ocupado',
	},
	footer: {
		about: 'Alertas de coches usados de los portales de anuncios, directamente en Telegram.',
		quickLinks: 'Enlaces rápidos',
		legal: 'Legal',
		company: 'Empresa',
		contact: 'Contacto',
		terms: 'Condiciones del servicio',
		privacy: 'Política de privacidad',
		cookies: 'Política de cookies',
		aboutUs: 'Quiénes somos',
		blog: 'Blog',
		careers: 'Empleo',
		support: 'Soporte',
		email: 'Correo',
		telegram: 'Telegram',
		rights: '© {{year}} CarWatch. Todos los derechos reservados.',
	},
	meta: {
		notFoundTitle: '404 Página no encontrada',
		errorTitle: 'Algo salió mal',
	},
	errors: {
		notFoundHeading: '404 Página no encontrada',
		notFoundText: 'No hemos encontrado la página que busca.',
		backHome: 'Volver a la página de inicio',
		unexpectedHeading: 'Algo salió mal',
		unexpectedText: 'Se produjo un error inesperado. Inténtelo de nuevo.',
		tooLarge: "La solicitud es demasiado grande. Los formularios y las llamadas a la API admiten como máximo 1 MB.",
		formRequired: 'Esta dirección espera un formulario. Envíelo desde el formulario de la página e inténtelo de nuevo.',
		formUnreadable: 'No se pudo leer el formulario. Vuelva a cargar la página y envíelo de nuevo.',
		controlCharacters: 'El formulario contiene caracteres de control invisibles (como un byte NUL). Elimínelos o vuelva a escribir el texto e inténtelo de nuevo.',
	},
	// A label and its value, or a label before a list: French puts a narrow no-break space before the colon.
	labelValue: '{{label}}: {{value}}',
	labelBefore: '{{label}}:',
	sites: {
		watchedNow: 'Vigilados ahora',
		coming: 'En conexión',
		note: 'Un portal figura como vigilado solo cuando sus alertas funcionan de principio a fin.',
	},
	scrollToTop: 'Volver arriba',
}

export default common
