import { type Shape } from '../../shape.ts'
import type en from '../en/passwordReset.ts'

const passwordReset: Shape<typeof en> = {
	forgot: {
		meta: {
			title: '¿Has olvidado tu contraseña? | CarWatch',
			description: 'Pide un enlace por correo para elegir una contraseña nueva para tu cuenta de CarWatch.',
		},
		heading: '¿Has olvidado tu contraseña?',
		intro: 'Escribe la dirección de correo de tu cuenta. Te enviamos un enlace para elegir una contraseña nueva; funciona una sola vez, durante 30 minutos.',
		email: 'Correo electrónico',
		submit: 'Enviarme el enlace',
		submitting: 'Enviando…',
		failed: 'No se ha enviado ningún enlace',
		sentHeading: 'Revisa tu bandeja de entrada',
		sent: 'Si alguna cuenta usa {{email}}, le hemos enviado un enlace para elegir una contraseña nueva. El enlace funciona una sola vez, durante 30 minutos.',
		sentHint: '¿No ha llegado nada tras unos minutos? Mira en la carpeta de spam y comprueba la dirección, o vuelve a pedirlo: un enlace nuevo sustituye a los anteriores.',
		askAgain: 'Volver a pedirlo',
		backToLogin: 'Volver a iniciar sesión',
	},
	reset: {
		meta: {
			title: 'Elige una contraseña nueva | CarWatch',
			description: 'Elige una contraseña nueva para tu cuenta de CarWatch.',
		},
		heading: 'Elige una contraseña nueva',
		forAccount: 'Para la cuenta {{email}}.',
		googleOnly: 'Tu cuenta inicia sesión con Google. Con una contraseña también podrás entrar con tu dirección de correo; el inicio de sesión con Google sigue funcionando.',
		signOutNote: 'Al guardarla se cierra tu sesión en todos los dispositivos donde la tengas iniciada, y se inicia aquí.',
		newPassword: 'Contraseña nueva',
		passwordDescription: 'Al menos 6 caracteres',
		confirmPassword: 'Confirma la contraseña nueva',
		showPassword: 'Mostrar u ocultar la contraseña',
		submit: 'Guardar la contraseña nueva',
		submitting: 'Guardando…',
		doneHeading: 'Tu contraseña se ha cambiado',
		done: 'Se ha cerrado la sesión en todos los dispositivos que tenían tu cuenta abierta; aquí has iniciado sesión con la contraseña nueva.',
		dashboard: 'Ir a tu panel',
		problemHeading: 'Este enlace no se puede usar',
		newLink: 'Pedir un enlace nuevo',
	},
	errors: {
		tooManyFromClient_one: 'Se han pedido demasiados enlaces de restablecimiento desde tu red. Inténtalo de nuevo dentro de {{count}} minuto.',
		tooManyFromClient_other: 'Se han pedido demasiados enlaces de restablecimiento desde tu red. Inténtalo de nuevo dentro de {{count}} minutos.',
		tooManyForAddress_one: 'Se han pedido demasiados enlaces de restablecimiento para esta dirección en la última hora. Inténtalo de nuevo dentro de {{count}} minuto.',
		tooManyForAddress_other: 'Se han pedido demasiados enlaces de restablecimiento para esta dirección en la última hora. Inténtalo de nuevo dentro de {{count}} minutos.',
		invalid: 'Este enlace de restablecimiento no es válido. Cada enlace nuevo sustituye a los anteriores: abre el correo más reciente o pide un enlace nuevo.',
		expired: 'Este enlace de restablecimiento ha caducado: un enlace funciona durante 30 minutos. Pide uno nuevo.',
		used: 'Este enlace de restablecimiento ya se ha usado. Si todavía quieres cambiar tu contraseña, pide un enlace nuevo.',
	},
}

export default passwordReset
