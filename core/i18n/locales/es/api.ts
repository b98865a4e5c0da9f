import { type Shape } from '../../shape.ts'
import type en from '../en/api.ts'

const api: Shape<typeof en> = {
	errors: {
		methodNotAllowed: 'Esta dirección no acepta solicitudes {{method}}.',
		objectExpected: 'Envíe la suscripción como un objeto JSON.',
		invalidValue: 'Este valor no es válido.',
		status: 'El estado debe ser «active» (activa) o «paused» (en pausa).',
		loadFailed: 'No se pudieron cargar sus alertas. Inténtelo de nuevo.',
	},
}

export default api
