import { type Shape } from '../../shape.ts'
import type en from '../en/passwordReset.ts'

const passwordReset: Shape<typeof en> = {
	forgot: {
		meta: {
			title: '¿Ha olvidado su contraseña? | CarWatch',
			description: 'Pida un enlace por correo para elegir una contraseña nueva para su cuenta de CarWatch.',
		},
		heading: '¿Ha olvidado su contraseña?',
		intro: 'Escriba la dirección de correo de su cuenta. Le enviamos un enlace para elegir una contraseña nueva; funciona una sola vez, durante 30 minutos.',
		email: 'Correo electrónico',
		submit: 'Enviarme el enlace',
		submitting: 'Enviando…',
		failed: 'No se ha enviado ningún enlace',
		sentHeading: 'Revise su bandeja de entrada',
		sent: 'Si alguna cuenta usa {{email}}, le hemos enviado un enlace para elegir una contraseña nueva. El enlace funciona una sola vez, durante 30 minutos.',
		sentHint: '¿No ha llegado nada tras unos minutos? Mire en la carpeta de spam y compruebe la dirección, o vuelva a pedirlo: un enlace nuevo sustituye a los anteriores.',
		askAgain: 'Volver a pedirlo',
		backToLogin: 'Volver a iniciar sesión',
	},
	reset: {
		meta: {
			title: 'Elija una contraseña nueva | CarWatch',
			description: 'Elija una contraseña nueva para su cuenta de CarWatch.',
		},
		heading: 'Elija una contraseña nueva',
		forAccount: 'Para la cuenta {{email}}.',
		googleOnly: 'Su cuenta inicia sesión con Google. Con una contraseña también podrá entrar con su dirección de correo; el inicio de sesión con Google sigue funcionando.',
		signOutNote: 'Al guardarla se cierra su sesión en todos los dispositivos donde la tenga iniciada, y se inicia aquí.',
		newPassword: 'Contraseña nueva',
		passwordDescription: 'Al menos 6 caracteres',
		confirmPassword: 'Confirme la contraseña nueva',
		showPassword: 'Mostrar u ocultar la contraseña',
		submit: 'Guardar la contraseña nueva',
		submitting: 'Guardando…',
		doneHeading: 'Su contraseña se ha cambiado',
		done: 'Se ha cerrado la sesión en todos los dispositivos que tenían su cuenta abierta; aquí ha iniciado sesión con la contraseña nueva.',
		dashboard: 'Ir a su panel',
		problemHeading: 'Este enlace no se puede usar',
		newLink: 'Pedir un enlace nuevo',
	},
	errors: {
		tooManyFromClient_one: 'Se han pedido demasiados enlaces de restablecimiento desde su red. Inténtelo de nuevo dentro de {{count}} minuto.',
		tooManyFromClient_other: 'Se han pedido demasiados enlaces de restablecimiento desde su red. Inténtelo de nuevo dentro de {{count}} minutos.',
		tooManyForAddress_one: 'Se han pedido demasiados enlaces de restablecimiento para esta dirección en la última hora. Inténtelo de nuevo dentro de {{count}} minuto.',
		tooManyForAddress_other: 'Se han pedido demasiados enlaces de restablecimiento para esta dirección en la última hora. Inténtelo de nuevo dentro de {{count}} minutos.',
		invalid: 'Este enlace de restablecimiento no es válido. Cada enlace nuevo sustituye a los anteriores: abra el correo más reciente o pida un enlace nuevo.',
		expired: 'Este enlace de restablecimiento ha caducado: un enlace funciona durante 30 minutos. Pida uno nuevo.',
		used: 'Este enlace de restablecimiento ya se ha usado. Si todavía quiere cambiar su contraseña, pida un enlace nuevo.',
	},
}

export default passwordReset
