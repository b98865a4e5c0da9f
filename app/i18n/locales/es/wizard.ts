import { type Shape } from '../../shape.ts'
import type en from '../en/wizard.ts'

const wizard: Shape<typeof en> = {
	errors: {
		websites: 'Seleccione al menos un sitio web',
		facebookUrlRequired: 'La URL de Facebook Marketplace es obligatoria si selecciona Facebook',
		facebookUrlInvalid:
			'Pegue la dirección de una búsqueda de Facebook Marketplace: empieza por https://www.facebook.com/marketplace/',
		frequency: 'Elija con qué frecuencia comprobamos',
		brand: 'La marca es obligatoria',
		model: 'El modelo es obligatorio',
		fuel: 'El combustible es obligatorio',
		priceMin: 'El precio mínimo debe ser un número',
		priceMax: 'El precio máximo debe ser un número',
		priceRange: 'El precio mínimo no puede ser mayor que el máximo',
		yearMin: 'El año mínimo debe ser un año válido',
		yearMax: 'El año máximo debe ser un año válido',
		yearRange: 'El primer año no puede ser posterior al último',
		maxKilometers: 'Los kilómetros máximos deben ser un número',
		telegramUsername: 'El usuario de Telegram es obligatorio',
		telegramUsernameFormat: 'Un usuario de Telegram tiene de 5 a 32 letras, cifras o guiones bajos, sin la @',
		language: 'El idioma de las notificaciones es obligatorio',
		contactBot:
			'Contacto con el bot obligatorio: inicie un chat con nuestro bot de Telegram y envíele un mensaje para recibir alertas',
		terms: 'Debe aceptar los términos y condiciones',
	},
}

export default wizard
