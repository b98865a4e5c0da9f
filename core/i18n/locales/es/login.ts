import { type Shape } from '../../shape.ts'
import type en from '../en/login.ts'

const login: Shape<typeof en> = {
	meta: {
		title: 'Iniciar sesión | CarWatch',
		description: 'Inicie sesión en CarWatch para gestionar sus alertas de coches de segunda mano y sus notificaciones de Telegram.',
	},
	heading: 'Iniciar sesión',
	subtitle: 'Bienvenido de nuevo. Inicie sesión para gestionar sus alertas.',
	form: {
		email: 'Correo electrónico',
		password: 'Contraseña',
		captcha: 'Comprobación de seguridad',
		captchaNoScript: 'La comprobación de seguridad necesita JavaScript. Actívelo para iniciar sesión.',
		submit: 'Iniciar sesión',
		submitting: 'Iniciando sesión…',
	},
	failed: 'Error al iniciar sesión',
	or: 'o',
	google: 'Continuar con Google',
	noAccount: '¿Todavía no tiene cuenta?',
	register: 'Crear una cuenta',
	errors: {
		google: 'No se pudo iniciar sesión con Google. Inténtelo de nuevo o inicie sesión con su correo y su contraseña.',
	},
	loggedOut: 'Ha cerrado sesión.',
	forgotPassword: '¿Ha olvidado su contraseña?',
	lockedOutHint: '¿No recuerda su contraseña? Elija una nueva con un enlace por correo: así también termina la espera.',
	lockedOutLink: 'Restablecer mi contraseña',
}

export default login
