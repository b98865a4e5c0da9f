import { type Shape } from '../../shape.ts'
import type en from '../en/alerts.ts'

const alerts: Shape<typeof en> = {
	errors: {
		notFound: 'Suscripción no encontrada',
		notEditable: 'Esta alerta se ha cancelado y ya no se puede modificar.',
		pauseAndPriceChangeTitle: 'No se puede actualizar la suscripción',
		pauseAndPriceChange: 'No puede pausar su suscripción y cambiar su precio a la vez. Páusela o cambie el precio.',
		pauseUnpaid: 'Una alerta se puede pausar cuando se ha realizado su primer pago.',
		createFailed: 'No se pudo crear la suscripción',
		updateFailed: 'No se pudo actualizar la suscripción',
		cancelFailed: 'No se pudo cancelar la suscripción. Inténtelo de nuevo.',
		loginRequired: 'Debe iniciar sesión para crear una suscripción',
		full: 'Ahora mismo estamos completos. Únase a la lista de espera y le escribiremos cuando quede una plaza libre.',
		siteUnavailable: 'Elija entre los sitios de la lista.',
		brandUnknown: 'Elija una marca de la lista.',
		modelNotInBrand: 'Elija un modelo de {{brand}}.',
	},
}

export default alerts
