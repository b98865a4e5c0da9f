import { type Shape } from '../../shape.ts'
import type en from '../en/alerts.ts'

const alerts: Shape<typeof en> = {
	errors: {
		notFound: 'Abbonamento non trovato',
		notEditable: 'Questo avviso è stato annullato e non può più essere modificato.',
		pauseAndPriceChangeTitle: "Impossibile aggiornare l'abbonamento",
		pauseAndPriceChange:
			"Non puoi mettere in pausa l'abbonamento e cambiarne il prezzo contemporaneamente. Mettilo in pausa oppure cambia il prezzo.",
		pauseUnpaid: 'Un avviso può essere messo in pausa dopo che il primo pagamento è andato a buon fine.',
		createFailed: "Impossibile creare l'abbonamento",
		updateFailed: "Impossibile aggiornare l'abbonamento",
		cancelFailed: "Impossibile annullare l'abbonamento. Riprova.",
		loginRequired: 'Devi aver effettuato l’accesso per creare un abbonamento',
		full: 'Al momento siamo al completo. Iscriviti alla lista d’attesa e ti scriveremo quando si libera un posto.',
		siteUnavailable: 'Scegli tra i siti elencati.',
		brandUnknown: 'Scegli una marca dall’elenco.',
		modelNotInBrand: 'Scegli un modello di {{brand}}.',
	},
}

export default alerts
