import { type Shape } from '../../shape.ts'
import type en from '../en/devNotifications.ts'

const devNotifications: Shape<typeof en> = {
	title: 'Bandeja de salida de Telegram (desarrollo)',
	description: 'Cada mensaje de Telegram que la aplicación ha puesto en cola, del más reciente al más antiguo, tal como lo envía el bot. Esta página no existe en producción.',
	heading: 'Bandeja de salida de Telegram',
	intro: 'Sin token del bot no se envía nada a Telegram: el worker marca cada mensaje como enviado a esta página. Del más reciente al más antiguo; esta página no existe en producción.',
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
	kinds: {
		new_listing: 'Nuevo anuncio',
		price_drop: 'Bajada de precio',
		site_degraded: 'Sitio ilegible',
		notice: 'Aviso',
	},
	statuses: {
		pending: 'Pendiente',
		sent: 'Enviado',
		failed: 'Fallido',
	},
}

export default devNotifications
