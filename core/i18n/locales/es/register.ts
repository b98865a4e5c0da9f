import { type Shape } from '../../shape.ts'
import type en from '../en/register.ts'

const register: Shape<typeof en> = {
	meta: {
		title: 'Cree su cuenta | CarWatch',
		description:
			'Cree una cuenta de CarWatch para configurar alertas de coches de segunda mano y recibir los nuevos anuncios en Telegram, revisados hasta cada minuto.',
	},
	heading: 'Cree su cuenta',
	intro: 'Una sola cuenta para todas sus alertas. Le enviamos un código a su correo electrónico para confirmarlo.',
	form: {
		firstName: 'Nombre',
		lastName: 'Apellidos',
		username: 'Nombre de usuario',
		usernameDescription: 'De 3 a 20 letras o cifras',
		email: 'Correo electrónico',
		password: 'Contraseña',
		passwordDescription: 'Al menos 6 caracteres',
		confirmPassword: 'Confirmar contraseña',
		showPassword: 'Mostrar u ocultar la contraseña',
		terms: 'Acepto los <terms>términos del servicio</terms> y la <privacy>política de privacidad</privacy>',
		newTab: '(se abre en una pestaña nueva)',
		submit: 'Crear cuenta',
		submitting: 'Creando su cuenta…',
	},
	or: 'o',
	google: 'Registrarse con Google',
	haveAccount: '¿Ya tiene una cuenta?',
	login: 'Iniciar sesión',
	verify: {
		meta: {
			title: 'Verifique su correo electrónico | CarWatch',
			description:
				'Introduzca el código de 6 dígitos que enviamos a su correo electrónico para terminar de crear su cuenta de CarWatch.',
		},
		heading: 'Verifique su correo electrónico',
		sentTo: 'Hemos enviado un código de 6 dígitos a <strong>{{email}}</strong>. Es válido durante 15 minutos.',
		code: 'Código de verificación',
		codeDescription: 'Los 6 dígitos del correo',
		submit: 'Verificar',
		submitting: 'Verificando…',
		resendHeading: '¿No le ha llegado el correo?',
		resendHint: 'Revise la carpeta de spam o pida un código nuevo.',
		resend: 'Enviar un código nuevo',
		resending: 'Enviando…',
		resent: 'Un código nuevo va de camino a {{email}}.',
		changeHeading: '¿Dirección equivocada?',
		newEmail: 'Nuevo correo electrónico',
		change: 'Cambiar correo',
		changing: 'Cambiando…',
		changed: 'Correo actualizado: hemos enviado un código nuevo a {{email}}.',
		alreadyVerified: 'Su correo electrónico ya está verificado.',
		verified: 'Su correo electrónico está verificado.',
	},
	outbox: {
		title: 'Bandeja de salida (desarrollo)',
		description: 'Todos los correos que ha escrito la aplicación, del más reciente al más antiguo, y qué ha sido de ellos. Esta página no existe en producción.',
		heading: 'Bandeja de salida',
		intro: 'Todos los correos que ha escrito la aplicación, del más reciente al más antiguo, y qué ha sido de ellos. Esta página no existe en producción.',
		noSmtp: 'No hay ninguna SMTP_URL configurada: los correos se quedan aquí y no se envían a ninguna parte.',
		smtp: 'Los correos se envían por el servidor SMTP de SMTP_URL; un correo que no se pudo enviar se reintenta cada minuto.',
		empty: 'Todavía no se ha escrito ningún correo.',
		to: 'Para: {{address}}',
		created: 'Escrito el: {{at}}',
		states: {
			kept: 'Solo aquí',
			waiting: 'En espera',
			retrying: 'Reintentando',
			sent: 'Enviado',
			failed: 'Fallido',
		},
		details: {
			kept: 'No enviado: no había ninguna SMTP_URL configurada cuando se escribió, así que se queda solo en esta bandeja de salida.',
			waiting: 'Aún no enviado: el worker se ocupa de él en uno o dos minutos.',
			retrying: 'El intento {{attempts}} de {{max}} ha fallado: {{error}}. El worker lo reintenta cada minuto.',
			sent: 'Enviado el: {{at}}',
			failed: 'No enviado: han fallado los {{attempts}} intentos. Último error: {{error}}',
		},
	},
}

export default register
