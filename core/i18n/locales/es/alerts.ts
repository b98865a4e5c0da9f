import { type Shape } from '../../shape.ts'
import type en from '../en/alerts.ts'
import { vocabulary } from '../../../vocabulary.ts'

const alerts: Shape<typeof en> = {
	errors: {
		notFound: 'Suscripción no encontrada',
		notKeepable: 'Esta alerta ya no se puede conservar: su periodo pagado ha terminado.',
		notEditable: 'Esta alerta ya no se puede modificar.',
		pauseAndPriceChangeTitle: '¿Conservar o descartar el cambio de precio?',
		pauseAndPriceChange: 'Está pausando esta alerta y cambiando su precio a la vez. Elija si conserva el cambio de precio para cuando la reanude o si lo descarta.',
		priceChangeChoice: 'Elija si conserva o descarta el cambio de precio.',
		pauseUnpaid: 'Una alerta se puede pausar cuando se ha realizado su primer pago.',
		createFailed: 'No se pudo crear la suscripción',
		updateFailed: 'No se pudo actualizar la suscripción',
		cancelFailed: 'No se pudo cancelar la suscripción. Inténtelo de nuevo.',
		loginRequired: 'Debe iniciar sesión para crear una suscripción',
		full: 'Ahora mismo estamos completos. Únase a la lista de espera y le escribiremos cuando quede una plaza libre.',
		siteUnavailable: 'Elija entre los sitios de la lista.',
		siteBusy_1min: '{{site}} no puede revisar otra alerta con esta frecuencia ahora mismo sin retrasar las alertas que ya atiende. Lo más rápido que admite ahora es cada minuto.',
		siteBusy_5min: '{{site}} no puede revisar otra alerta con esta frecuencia ahora mismo sin retrasar las alertas que ya atiende. Lo más rápido que admite ahora es cada 5 minutos.',
		siteBusy_15min: '{{site}} no puede revisar otra alerta con esta frecuencia ahora mismo sin retrasar las alertas que ya atiende. Lo más rápido que admite ahora es cada 15 minutos.',
		siteBusy_30min: '{{site}} no puede revisar otra alerta con esta frecuencia ahora mismo sin retrasar las alertas que ya atiende. Lo más rápido que admite ahora es cada 30 minutos.',
		siteBusy_hourly: '{{site}} no puede revisar otra alerta con esta frecuencia ahora mismo sin retrasar las alertas que ya atiende. Lo más rápido que admite ahora es cada hora.',
		siteFull: '{{site}} no puede aceptar otra alerta ahora mismo sin retrasar las alertas que ya atiende. Elija otro sitio o inténtelo más tarde.',
		brandUnknown: 'Elija una marca de la lista.',
		modelNotInBrand: 'Elija un modelo de {{brand}}.',
		status: 'Elija activa o en pausa.',
		badForm: 'No se pudo leer el formulario. Inténtelo de nuevo.',
		loadFailed: 'No se pudo cargar la suscripción',
		loadFailedText: 'Algo salió mal al cargar esta alerta. Inténtelo de nuevo.',
	},
	edit: {
		meta: {
			title: 'Editar alerta | CarWatch',
			description: 'Cambie lo que vigila su alerta, cada cuánto comprueba y dónde le avisa.',
		},
		title: 'Editar alerta',
		subtitle: '{{alert}}: cambie lo que vigila, cada cuánto comprueba y dónde le avisa.',
		back: 'Volver a mis alertas',
		notFoundText: 'Esta alerta no existe o pertenece a otra cuenta.',
		sections: {
			websites: 'Sitios web y frecuencia',
			car: 'Coche',
			telegram: 'Telegram',
		},
		status: 'Estado',
		statusDescription:
			'Pausar detiene las comprobaciones al instante y pausa la facturación. Mientras la alerta está en pausa, el resto de su configuración no se puede cambiar.',
		statuses: { active: vocabulary.es.statuses.active, paused: vocabulary.es.statuses.paused },
		pausedNote: 'La alerta está en pausa. Póngala en Activa para cambiar su configuración.',
		currentPrice: 'Precio actual: {{price}}/mes',
		pendingChange: 'Un cambio a {{price}}/mes espera a su próximo periodo de facturación; el formulario lo muestra. Hasta entonces, la alerta mantiene sus portales y su frecuencia actuales; sus demás cambios ya se aplican.',
		priceRule: 'Un cambio de portales o de frecuencia que altere el precio se aplica a partir del próximo periodo de facturación, una vez pagado. Cualquier otro cambio se aplica al instante.',
		priceChoice: {
			legend: 'Si pausa la alerta: su cambio a {{price}}/mes',
			description: 'Sus demás cambios se aplican al instante en ambos casos.',
			keep: 'Conservarlo: el precio nuevo se aplica a partir del primer periodo de facturación que pague tras reanudarla.',
			drop: 'Descartarlo: la alerta mantiene sus portales y su frecuencia actuales, a {{price}}/mes.',
		},
		unpaidRule: 'Esta alerta aún no se ha pagado, así que cada cambio se aplica al instante.',
		submit: 'Guardar cambios',
		submitting: 'Guardando…',
	},
	cancel: {
		meta: {
			title: 'Cancelar alerta | CarWatch',
			description: 'Cancele una de sus alertas de coches.',
		},
		title: '¿Cancelar la alerta de {{alert}}?',
		endsNow: 'La alerta se detiene al instante y no se le cobra nada más por ella.',
		runsUntil:
			'Ha pagado hasta el {{date}}: la alerta le sigue enviando anuncios hasta entonces y después termina. No se renovará.',
		confirm: 'Sí, cancelar alerta',
		keep: 'Mantener alerta',
		busy: 'Cancelando…',
		already: 'Esta alerta ya está cancelada.',
	},
	muted: {
		title: 'Modelos silenciados',
		hint: 'Silenciados desde un mensaje de Telegram: no recibirá mensajes sobre estos modelos en esta alerta.',
		unmute: 'Volver a mostrar',
		unmuteLabel: 'Volver a mostrar {{model}}',
		badForm: 'Elija un modelo silenciado de esta alerta.',
	},
	keep: {
		title: '¿Ha cambiado de opinión?',
		text: 'Esta alerta está cancelada, pero su periodo pagado sigue en curso. Puede conservarla.',
		explanation: 'Esta alerta está cancelada y funciona hasta el {{date}}. Si la conserva, sigue funcionando y se renueva entonces como antes.',
		submit: 'Conservar mi alerta',
		busy: 'Conservando…',
	},
	/** /alerts/{id}/cars (docs/decisions/052-delivery-that-respects-a-person.md). */
	cars: {
		meta: {
			title: 'Coches de su alerta | CarWatch',
			description: 'Los coches de los que le avisó su alerta, con sus precios y cómo se comparan con coches similares.',
		},
		title: 'Coches para su alerta «{{alert}}»',
		digestIntro: 'Las {{count}} coincidencias nuevas que encontró una comprobación ({{time}}), las mejores ofertas primero.',
		latestIntro: 'Los coches de los que le avisó esta alerta, los más recientes primero.',
		empty: 'Esta alerta todavía no le ha avisado de ningún coche.',
		all: 'Todos los coches de esta alerta',
	},
}

export default alerts
