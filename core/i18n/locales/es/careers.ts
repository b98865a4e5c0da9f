import { type Shape } from '../../shape.ts'
import type en from '../en/careers.ts'

const careers: Shape<typeof en> = {
	meta: {
		title: 'Empleo en CarWatch',
		description:
			'Únase a un pequeño equipo en remoto que ayuda a la gente a encontrar el coche usado adecuado. Consulte nuestras vacantes o envíenos una candidatura espontánea.',
	},
	heading: 'Trabaje en CarWatch',
	intro:
		'Somos un equipo pequeño que crea alertas para ayudar a la gente a encontrar el coche usado adecuado antes que nadie. Trabajamos en remoto, lo ponemos todo por escrito y nos importa un software honesto que simplemente funcione. Si se siente identificado, nos encantará saber de usted.',
	perksHeading: 'Por qué trabajar con nosotros',
	perks: [
		{
			title: 'Horario flexible',
			text: 'Organice su jornada en torno a su vida. Acordamos resultados y unas pocas horas en común, no cuándo se sienta usted delante del escritorio.',
		},
		{
			title: 'Remoto ante todo',
			text: 'Trabaje desde donde mejor rinda. Los debates y las decisiones se hacen por escrito, así que nadie se queda fuera por vivir en otra zona horaria.',
		},
		{
			title: 'Crecimiento rápido',
			text: 'Somos un producto joven y queda mucho por construir. Asumirá responsabilidades reales desde el principio y crecerá con la empresa.',
		},
	],
	positionsHeading: 'Vacantes',
	posted: 'Publicado el {{date}}',
	apply: 'Postularme',
	applyLabel: 'Postularme: {{position}}',
	applySubject: 'Candidatura: {{position}}',
	positions: [
		{
			title: 'Desarrollador/a full-stack',
			type: 'En remoto, jornada completa',
			text: 'Construya la aplicación web que nuestros suscriptores usan cada día, desde la configuración de alertas hasta la facturación, con TypeScript, Remix, React y PostgreSQL.',
		},
		{
			title: 'Ingeniero/a de datos',
			type: 'En remoto, jornada completa',
			text: 'Convierta las páginas de anuncios de muchos portales en datos limpios y fiables, y asegúrese de que detectamos pronto cuándo cambia un sitio.',
		},
		{
			title: 'Customer Success Manager',
			type: 'En remoto, jornada completa',
			text: 'Ayude a los suscriptores a configurar sus alertas y conectar Telegram, responda a sus preguntas por correo electrónico y comparta con el equipo lo que aprenda.',
		},
		{
			title: 'Diseñador/a UX/UI',
			type: 'En remoto, media jornada',
			text: 'Diseñe pantallas claras y accesibles para la configuración de alertas y el panel, y los mensajes que enviamos, en cinco idiomas.',
		},
	],
	openHeading: '¿No encuentra el puesto adecuado?',
	openText:
		'Siempre nos alegra conocer a personas a las que les importa lo que hacemos. Háblenos de usted y de cómo le gustaría ayudar.',
	openButton: 'Enviar candidatura espontánea',
	openSubject: 'Candidatura espontánea',
	emailNote: 'Las candidaturas se envían a {{email}}.',
}

export default careers
