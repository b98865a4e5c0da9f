import { type Shape } from '../../shape.ts'
import type en from '../en/mail.ts'

const mail: Shape<typeof en> = {
	verify: {
		subject: 'Su código de verificación de CarWatch: {{code}}',
		intro: 'Hola, {{name}}:',
		code: 'Su código de verificación es {{code}}.',
		expiry: 'Caduca en 15 minutos.',
		ignore: 'Si no lo ha solicitado, puede ignorar este correo.',
	},
	invite: {
		subject: 'Tiene una plaza libre en CarWatch',
		intro: 'Hola, {{name}}:',
		held: 'Se ha liberado una plaza en CarWatch y es para usted: se la reservamos hasta el {{expiry}}.',
		action: 'Para ocuparla, regístrese o inicie sesión con esta misma dirección de correo ({{email}}) antes de esa fecha y configure su alerta aquí:',
		after: 'Pasado ese plazo, la plaza pasa a la siguiente persona de la lista de espera.',
		ignore: 'Si ya no la necesita, puede ignorar este correo.',
	},
	waitlistConfirm: {
		subject: 'Confirme su lugar en la lista de espera de CarWatch',
		intro: 'Hola, {{name}}:',
		body: 'Confirme que desea unirse a la lista de espera de CarWatch con esta dirección ({{email}}). Hasta entonces, la inscripción no ocupa ningún lugar en la fila ni recibe invitación.',
		action: 'Confírmelo aquí antes del {{expiry}}:',
		ignore: 'Si no se ha inscrito, ignore este correo: la inscripción sin confirmar se eliminará.',
	},
	telegramBlocked: {
		subject: 'Sus alertas de CarWatch ya no le llegan por Telegram',
		intro: 'Hola, {{name}}:',
		body: 'Telegram nos ha indicado que ha bloqueado el bot de CarWatch (o ha borrado el chat con él), así que ya no podemos enviarle anuncios nuevos. Sus alertas siguen funcionando.',
		action: 'Para volver a recibirlas, abra este enlace en Telegram y pulse Iniciar:',
		dashboard: 'Si ha detenido el bot a propósito, puede pausar o cancelar sus alertas en su panel: {{url}}',
	},
	paymentFailed: {
		subject: 'CarWatch: su pago no se ha podido realizar',
		intro: 'Hola, {{name}}:',
		body: 'No hemos podido cobrar el pago de este mes, {{price}}, de su alerta «{{alert}}». La alerta sigue funcionando con su configuración actual mientras lo volvemos a intentar en los próximos días.',
		action: 'Para conservarla, añada una tarjeta o elija otra tarjeta predeterminada aquí; reintentaremos el pago en el acto:',
		after: 'Si el pago sigue fallando tras el último intento, la alerta finaliza y deja de hacer búsquedas.',
	},
	reset: {
		subject: 'Restablezca su contraseña de CarWatch',
		intro: 'Hola, {{name}}:',
		body: 'Alguien, esperamos que usted, ha pedido restablecer la contraseña de la cuenta de CarWatch de {{email}}.',
		noPassword: 'Su cuenta inicia sesión con Google y aún no tiene contraseña: con este enlace puede crear una, y el inicio de sesión con Google sigue funcionando.',
		action: 'Elija aquí una contraseña nueva. El enlace funciona una sola vez, hasta el {{expiry}} (30 minutos):',
		after: 'Al establecer una contraseña nueva se cierra su sesión en todos los dispositivos en los que la tenga iniciada. Un enlace más reciente sustituye a este.',
		ignore: 'Si no lo ha pedido usted, ignore este correo: su contraseña no cambia.',
	},
	receipt: {
		subject: 'Recibo de CarWatch: {{amount}} por su alerta «{{alert}}»',
		intro: 'Hola, {{name}}:',
		body: 'Gracias por su pago. Este es su recibo de la alerta «{{alert}}».',
		amount: 'Importe: {{amount}} ({{currency}})',
		period: 'Periodo: del {{from}} al {{until}}',
		card: 'Pagado con: {{card}}',
		demo: 'Facturación de demostración: este servidor no acepta pagos con tarjeta, así que no se ha cobrado nada.',
		renews: 'La alerta se renueva el {{date}} por otro mes, hasta que la cancele. Su panel la muestra, y allí puede cambiarla o cancelarla:',
		keep: 'Guarde este correo como recibo.',
	},
	cancelled: {
		subject: 'CarWatch: su alerta «{{alert}}» está cancelada',
		intro: 'Hola, {{name}}:',
		runsUntil: 'Como ha pedido, su alerta «{{alert}}» está cancelada. Sigue funcionando hasta el {{date}}, el final del mes pagado, y después finaliza. No se renueva y no se cobra nada más.',
		ended: 'Como ha pedido, su alerta «{{alert}}» está cancelada. Ha finalizado: ya no hace búsquedas y no se cobra nada más.',
		keep: '¿Ha cambiado de opinión? Hasta el {{date}}, «{{button}}» en su panel deshace la cancelación:',
		dashboard: 'Su panel:',
	},
	kept: {
		subject: 'CarWatch: su alerta «{{alert}}» sigue funcionando',
		intro: 'Hola, {{name}}:',
		body: 'Ha conservado su alerta «{{alert}}»: su cancelación queda anulada y sigue funcionando.',
		renews: 'Se renueva el {{date}} por {{price}} al mes, hasta que la cancele.',
		renewsCard: 'Se renueva el {{date}} por {{price}} al mes, con cargo a {{card}}, hasta que la cancele.',
		dashboard: 'Su panel:',
	},
	cards: {
		visa: 'Visa',
		mastercard: 'Mastercard',
		other: 'Tarjeta',
		ending: '{{brand}} terminada en {{last4}}',
	},
	signature: 'El equipo de CarWatch',
}

export default mail
