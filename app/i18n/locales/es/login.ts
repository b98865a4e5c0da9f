import { type Shape } from '../../shape.ts'
import type en from '../en/login.ts'

const login: Shape<typeof en> = {
	meta: {
		title: 'Iniciar sesión | CarWatch',
		description: 'Inicia sesión en CarWatch para gestionar tus alertas de coches de segunda mano y tus notificaciones de Telegram.',
	},
	heading: 'Iniciar sesión',
	subtitle: 'Bienvenido de nuevo. Inicia sesión para gestionar tus alertas.',
	form: {
		email: 'Correo electrónico',
		password: 'Contraseña',
		captcha: 'Comprobación de seguridad',
		captchaNoScript: 'La comprobación de seguridad necesita JavaScript. Actívalo para iniciar sesión.',
		submit: 'Iniciar sesión',
		submitting: 'Iniciando sesión…',
	},
	failed: 'Error al iniciar sesión',
	or: 'o',
	google: 'Continuar con Google',
	noAccount: '¿Todavía no tienes cuenta?',
	register: 'Crear una cuenta',
	errors: {
		google: 'No se pudo iniciar sesión con Google. Inténtalo de nuevo o inicia sesión con tu correo y tu contraseña.',
	},
	loggedOut: 'Has cerrado sesión.',
	forgotPassword: '¿Has olvidado tu contraseña?',
	lockedOutHint: '¿No recuerdas tu contraseña? Elige una nueva con un enlace por correo: así también termina la espera.',
	lockedOutLink: 'Restablecer mi contraseña',
}

export default login
