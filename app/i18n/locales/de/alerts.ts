import { type Shape } from '../../shape.ts'
import type en from '../en/alerts.ts'

const alerts: Shape<typeof en> = {
	errors: {
		notFound: 'Abonnement nicht gefunden',
		notEditable: 'Dieser Alarm wurde gekündigt und kann nicht mehr geändert werden.',
		pauseAndPriceChangeTitle: 'Abonnement kann nicht geändert werden',
		pauseAndPriceChange:
			'Sie können Ihr Abonnement nicht gleichzeitig pausieren und seinen Preis ändern. Pausieren Sie es oder ändern Sie den Preis.',
		pauseUnpaid: 'Ein Alarm kann pausiert werden, sobald seine erste Zahlung eingegangen ist.',
		createFailed: 'Abonnement konnte nicht erstellt werden',
		updateFailed: 'Abonnement konnte nicht aktualisiert werden',
		cancelFailed: 'Abonnement konnte nicht gekündigt werden. Bitte versuchen Sie es erneut.',
		loginRequired: 'Sie müssen angemeldet sein, um ein Abonnement zu erstellen',
		full: 'Wir sind derzeit ausgebucht. Tragen Sie sich in die Warteliste ein, wir schreiben Ihnen, sobald ein Platz frei wird.',
		siteUnavailable: 'Wählen Sie unter den aufgeführten Seiten.',
		brandUnknown: 'Wählen Sie eine Marke aus der Liste.',
		modelNotInBrand: 'Wählen Sie ein Modell von {{brand}}.',
	},
}

export default alerts
