import { type Shape } from '../../shape.ts'
import type en from '../en/devNotifications.ts'

const devNotifications: Shape<typeof en> = {
	title: 'Bandeja de salida de Telegram (desarrollo)',
	description: 'Cada mensaje de Telegram que la aplicación ha puesto en cola, del más reciente al más antiguo, tal como lo envía el bot. Esta página no existe en producción.',
	heading: 'Bandeja de salida de Telegram',
	intro: 'Sin token del bot no se envía nada a Telegram: cada mensaje que el bot entregaría a un chat conectado se marca como enviado a esta página. Los mensajes de una cuenta sin chat conectado esperan, como con el bot real. Del más reciente al más antiguo; esta página no existe en producción.',
	empty: 'Todavía no se ha puesto en cola ningún mensaje de Telegram.',
	to: 'Para',
	language: 'Idioma',
	status: 'Estado',
	created: 'En cola desde',
	sent: 'Enviado el',
	attempts: 'Intentos',
	error: 'Último error',
	photo: 'Foto',
	button: 'Botón',
	invalid: 'Estos datos no corresponden a su tipo: el envío los marca como fallidos.',
	messagesHeading: 'Mensajes',
	chats: {
		heading: 'Chats',
		intro: 'Aquí usted hace de usuario en Telegram. «Simular /start» envía la actualización que Telegram enviaría cuando el usuario abre su enlace y pulsa Iniciar, y el bot la trata como una real.',
		empty: 'Todavía no hay cuentas.',
		linked: 'Conectada al chat {{chat}} ({{username}})',
		blocked: 'El chat {{chat}} ha bloqueado el bot',
		notLinked: 'Ningún chat conectado',
		noUsername: 'sin nombre de usuario',
		waiting_one: '{{count}} mensaje en espera',
		waiting_other: '{{count}} mensajes en espera',
	},
	simulate: {
		submit: 'Simular /start',
		busy: 'Enviando /start…',
		done: 'El chat {{chat}} ha enviado /start',
		reply: 'El bot ha respondido:',
		badForm: 'Elija una cuenta de la lista.',
		botConfigured: 'Hay un token del bot: los chats se conectan con el bot real, no se simulan aquí.',
		unknownUser: 'Esta cuenta ya no existe.',
	},
	kinds: {
		new_listing: 'Nuevo anuncio',
		price_drop: 'Bajada de precio',
		site_degraded: 'Sitio ilegible',
		notice: 'Aviso',
		digest: 'Resumen matinal',
	},
	statuses: {
		pending: 'Pendiente',
		sent: 'Enviado',
		failed: 'Fallido',
		held: 'Retenido (horas de silencio)',
	},
}

export default devNotifications
