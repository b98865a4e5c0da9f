import { type Shape } from '../../shape.ts'
import type en from '../en/waitlist.ts'

const waitlist: Shape<typeof en> = {
	meta: {
		title: 'Lista de espera | CarWatch',
		description: 'Únase a la lista de espera de CarWatch y le escribiremos en cuanto se libere una plaza.',
	},
	heading: 'Unirse a la lista de espera',
	subtitle: 'Mantenemos pocos suscriptores para que cada alerta siga siendo rápida. Déjenos sus datos y le escribiremos cuando se libere una plaza.',
	box: {
		heading: 'Disponibilidad limitada',
		description: 'CarWatch atiende a un número limitado de suscriptores a la vez.',
		bullets: [
			'Las alertas siguen siendo rápidas porque cada suscriptor tiene su parte de comprobaciones.',
			'Cuando un suscriptor se va, la plaza pasa a la inscripción más antigua de la lista.',
			'Le enviamos una invitación que le reserva la plaza durante 48 horas.',
			'Apuntarse es gratis y puede ignorar la invitación.',
		],
		active: 'Suscriptores activos',
		available: 'Plazas disponibles',
		held: 'Plazas reservadas',
		remaining: 'Quedan {{remaining}} de {{capacity}} plazas.',
		full: 'Las {{capacity}} plazas están ocupadas ahora mismo.',
		percentFull: '{{percent}} % ocupado',
	},
	open: {
		heading: 'Hay plazas libres: no hace falta esperar',
		text: 'Ahora mismo hay {{remaining}} de {{capacity}} plazas libres. Cree su alerta y suscríbase hoy mismo; la lista de espera solo sirve cuando todas las plazas están ocupadas.',
		action: 'Crear mi alerta',
		formTitle: '¿Prefiere que le avisemos más tarde?',
		formText: 'Aun así puede unirse a la lista de espera. Mientras haya plazas libres, la invitación le llega por correo pocos minutos después de confirmar su dirección y le reserva una plaza durante 48 horas.',
	},
	form: {
		title: '¿No puede unirse ahora?',
		firstName: 'Nombre',
		lastName: 'Apellidos',
		email: 'Correo electrónico',
		emailDescription: 'Solo lo usamos para avisarle cuando haya una plaza libre.',
		submit: 'Unirse a la lista de espera',
		submitting: 'Uniéndose…',
	},
	errors: {
		controlCharacters: 'Elimine los caracteres de control invisibles (como un byte NUL) de este campo.',
		email: 'Introduzca un correo electrónico válido',
		firstName: 'El nombre debe tener al menos 2 caracteres',
		lastName: 'Los apellidos deben tener al menos 2 caracteres',
		failed: 'No se pudo unir a la lista de espera',
	},
	success: {
		title: '¡Ya está en la lista!',
		description: 'Gracias por unirse a nuestra lista de espera. Le avisaremos cuando haya una plaza disponible.',
		message: 'Esté atento a su correo: la invitación le reserva una plaza durante 48 horas.',
		home: 'Volver a la página de inicio',
		confirm: 'Le hemos enviado un enlace por correo: confirme su dirección en 48 horas. Hasta entonces, su inscripción no ocupa ningún lugar en la fila.',
	},
	confirmation: {
		meta: { title: 'Confirme su dirección | CarWatch' },
		heading: 'Confirme su inscripción',
		prompt: 'Confirme su dirección para ocupar su lugar en la lista de espera.',
		submit: 'Confirmar mi dirección',
		submitting: 'Confirmando…',
		done: 'Su dirección está confirmada y está en la lista de espera. Le escribiremos cuando quede una plaza libre.',
		invalid: 'Este enlace no es válido o ha caducado. Vuelva a inscribirse en la lista de espera.',
		join: 'Unirse a la lista de espera',
	},
	check: {
		meta: {
			title: 'Disponibilidad | CarWatch',
			description: 'Cuántas plazas de CarWatch están ocupadas y cuántas quedan.',
		},
		heading: 'Consultar disponibilidad',
		subtitle: 'Vea si puede crear sus alertas ya o si es mejor unirse a la lista de espera.',
		open: 'Hay plazas libres: puede crear sus alertas ahora.',
		setup: 'Crear alertas',
		closedSubscriber: 'Todas las plazas están ocupadas y una de ellas es suya: puede añadir alertas en cualquier momento.',
		closed: 'Todas las plazas están ocupadas: únase a la lista de espera y le escribiremos.',
		join: 'Unirse a la lista de espera',
		unavailable: 'Ahora no se puede mostrar la disponibilidad. Inténtelo de nuevo en un momento.',
	},
}

export default waitlist
