import { type Shape } from '../../shape.ts'
import type en from '../en/auth.ts'

const auth: Shape<typeof en> = {
	errors: {
		required: 'Rellene todos los campos obligatorios',
		email: 'Introduzca un correo electrónico válido',
		passwordLength: 'La contraseña debe tener al menos 6 caracteres',
		passwordTooLong: 'La contraseña debe tener como máximo 200 caracteres',
		username: 'El nombre de usuario debe tener de 3 a 20 letras o cifras',
		usernameTaken: 'Este nombre de usuario ya está en uso',
		emailTaken: 'Ya existe una cuenta con este correo electrónico',
		nameTooLong: 'Los nombres deben tener como máximo 100 caracteres',
		passwordsMatch: 'Asegúrese de que las contraseñas coinciden',
		terms: 'Debe aceptar las condiciones y la política de privacidad para continuar',
		captcha: 'La verificación captcha ha fallado',
		credentials: 'No se pudo iniciar sesión. Compruebe sus credenciales.',
		rateLimited: 'Demasiados intentos fallidos. Inténtelo de nuevo dentro de {{minutes}} minutos.',
		codeRequired: 'Introduzca el código del correo',
		codeFormat: 'El código tiene 6 cifras',
		codeInvalid: 'Este código no es válido. Compruébelo o pida uno nuevo.',
		codeExpired: 'Este código ha caducado. Pida uno nuevo.',
		codeLocked: 'Demasiados códigos incorrectos. Pida uno nuevo.',
		resendWait: 'Podrá pedir un código nuevo dentro de {{seconds}} segundos.',
		rateLimitedSeconds_one: 'Demasiados intentos fallidos. Inténtelo de nuevo en {{count}} segundo.',
		rateLimitedSeconds_other: 'Demasiados intentos fallidos. Inténtelo de nuevo en {{count}} segundos.',
		tooManyCodes: 'Se han enviado demasiados códigos para esta cuenta. Podrá pedir uno nuevo en {{minutes}} minutos.',
		tooManyCodesLater: 'Se han enviado demasiados códigos para esta cuenta en la última hora. Inténtelo más tarde.',
		tooManySignups: 'Demasiados registros desde su red. Inténtelo de nuevo en {{minutes}} minutos.',
		invalidEmail: 'Correo no válido',
		sameEmail: 'Mismo correo: el nuevo correo es igual al actual',
		currentPassword: 'La contraseña actual no es correcta',
		origin: 'Este formulario se envió desde otro sitio y se ha rechazado.',
		originHidden: 'Este formulario se envió desde una página cuya dirección el navegador no reveló, por lo que se ha rechazado. Abra este sitio directamente y vuelva a enviar el formulario.',
		controlCharacters: 'Elimine los caracteres de control invisibles (como un byte NUL) de este campo.',
		badRequest: 'No se pudo leer la solicitud. Inténtelo de nuevo.',
		loginRequired: 'Inicie sesión para continuar.',
		verifyFirst: 'Primero confirme su dirección de correo electrónico.',
		jsonRequired: 'Envíe un cuerpo JSON con Content-Type: application/json.',
		jsonInvalid: 'El cuerpo de la solicitud no es un JSON válido.',
	},
}

export default auth
