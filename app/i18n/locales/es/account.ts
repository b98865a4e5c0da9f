import { type Shape } from '../../shape.ts'
import type en from '../en/account.ts'

const account: Shape<typeof en> = {
	meta: {
		title: 'Mi cuenta | CarWatch',
		description: 'Tus alertas de coches, tarjetas guardadas, ajustes de la cuenta y contraseña.',
	},
	heading: 'Mi cuenta',
	sidebar: {
		label: 'Menú de la cuenta',
		memberSince: 'Miembro desde el {{date}}',
		alertCount: 'Alertas',
		cardCount: 'Tarjetas guardadas',
		subscriptions: 'Suscripciones',
		paymentMethods: 'Métodos de pago',
		settings: 'Ajustes de la cuenta',
		password: 'Privacidad y seguridad',
		logout: 'Cerrar sesión',
	},
	tabs: {
		label: 'Secciones de la cuenta',
		alerts: 'Alertas',
		payments: 'Pagos',
	},
	alerts: {
		title: 'Mis alertas',
		emptyTitle: 'Todavía no tienes alertas',
		emptyText:
			'Elige un coche, los sitios que vigilar y cada cuánto comprobarlos, y te escribimos por Telegram en cuanto aparezca un anuncio que encaje.',
		add: 'Añadir una alerta',
		allModels: 'Todos los modelos',
		perMonth: '{{price}}/mes',
		status: {
			pending_payment: 'Pendiente de pago',
			active: 'Activa',
			paused: 'En pausa',
			past_due: 'Pago vencido',
			cancelling: 'Cancelándose',
			ended: 'Finalizada',
		},
	},
	payments: {
		title: 'Métodos de pago',
		emptyTitle: 'No hay tarjetas guardadas',
		emptyText:
			'Tu tarjeta se guarda cuando pagas tu primera alerta. La gestión de tarjetas llegará aquí junto con la facturación.',
		cardEnding: '{{brand}} terminada en {{last4}}',
		expires: 'Caduca el {{month}}/{{year}}',
		default: 'Predeterminada',
		brands: {
			visa: 'Visa',
			mastercard: 'Mastercard',
			other: 'Tarjeta',
		},
	},
	settings: {
		title: 'Ajustes de la cuenta',
		description: 'Tu nombre, tu nombre de usuario y tu dirección de correo electrónico.',
		fullName: 'Nombre completo',
		fullNameDescription: 'Nombre y apellidos, por ejemplo «Ana Novak».',
		username: 'Nombre de usuario',
		usernameDescription: 'De 3 a 20 letras o cifras.',
		email: 'Correo electrónico',
		emailDescription: 'Una dirección nueva se confirma con un código que le enviamos.',
		submit: 'Guardar cambios',
		submitting: 'Guardando…',
		success: 'Cuenta actualizada',
		emailSent: 'Hemos enviado un código a {{email}}. Introdúcelo para confirmar tu nueva dirección.',
		errors: {
			lastName: 'Introduce tu nombre y tus apellidos',
		},
	},
	password: {
		title: 'Privacidad y seguridad',
		description: 'Cambia tu contraseña. Se cerrará tu sesión en todos los demás sitios donde la tengas abierta.',
		current: 'Contraseña actual',
		new: 'Contraseña nueva',
		newDescription: 'Al menos 6 caracteres.',
		confirm: 'Confirma la contraseña nueva',
		submit: 'Actualizar contraseña',
		submitting: 'Actualizando…',
		success: 'Contraseña actualizada',
		successText: 'Se han cerrado tus demás sesiones.',
		googleOnly: 'Inicias sesión con Google, así que tu cuenta no tiene una contraseña que cambiar.',
	},
	close: 'Cerrar',
	failed: 'No se pudo actualizar',
	api: {
		verifyFirst: 'Confirma primero tu dirección de correo electrónico.',
	},
}

export default account
