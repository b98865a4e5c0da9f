import { type Shape } from '../../shape.ts'
import type en from '../en/api.ts'

const api: Shape<typeof en> = {
	errors: {
		methodNotAllowed: 'Esta dirección no acepta solicitudes {{method}}.',
		objectExpected: 'Envíe la suscripción como un objeto JSON.',
		invalidValue: 'Este valor no es válido.',
		status: 'El estado debe ser «active» (activa) o «paused» (en pausa).',
		loadFailed: 'No se pudieron cargar sus alertas. Inténtelo de nuevo.',
		pauseAndPriceChange: 'Está pausando esta alerta y cambiando su precio a la vez. Envíe priceChange: «keep» para conservar el cambio de precio para cuando la reanude, o «drop» para descartarlo.',
		priceChange: 'priceChange debe ser «keep» (conservar) o «drop» (descartar).',
	},
}

export default api
