import { type Shape } from '../../shape.ts'
import type en from '../en/telegram.ts'

const telegram: Shape<typeof en> = {
	newListing: 'Nuevo anuncio para su alerta «{{alert}}»',
	priceDrop: 'Bajada de precio para su alerta «{{alert}}»',
	priceOnRequest: 'Precio a consultar',
	openOn: 'Abrir en {{site}}',
	openListing: 'Abrir el anuncio',
	siteDegraded: '⚠️ Ahora mismo no podemos leer {{site}} para su alerta «{{alert}}»: el sitio nos bloquea o ha cambiado sus páginas. Seguimos intentándolo y le avisamos en cuanto vuelva a funcionar; los demás sitios de su alerta se siguen vigilando.',
	alertLive: '✅ Su alerta «{{alert}}» ya funciona en {{sites}}. A partir de ahora le enviamos un mensaje por cada anuncio nuevo que encaje.',
	siteRecovered: '✅ {{site}} vuelve a funcionar para su alerta «{{alert}}».',
	verdictBelow: '{{amount}} por debajo de coches similares ({{count}} comparados)',
	verdictAbove: '{{amount}} por encima de coches similares ({{count}} comparados)',
	verdictAbout: 'Más o menos el precio de coches similares ({{count}} comparados)',
	earlierPrice: 'Costaba {{price}} el {{date}}',
	alsoOn: 'También en {{site}}',
	alsoOnLess: 'También en {{site}}, {{amount}} menos',
	alsoOnMore: 'También en {{site}}, {{amount}} más',
	alsoOnSame: 'También en {{site}}, al mismo precio',
	listHeading: 'Sus alertas:',
	unknownCommand: 'No lo he entendido.',
	replies: {
		linked: '✅ ¡Conectado! Este chat recibe ahora las alertas de su cuenta de CarWatch <b>{{account}}</b>.',
		linkedByUsername: '✅ Conectado mediante su nombre de usuario de Telegram @{{username}}: este chat recibe ahora las alertas de su cuenta de CarWatch <b>{{account}}</b>.',
		linkInvalid: 'Este enlace no es válido. Vuelva a abrir el enlace de Telegram de su panel de CarWatch: {{url}}',
		notLinked: '¡Hola! Este chat aún no está conectado a ninguna cuenta de CarWatch. Abra el enlace de Telegram de su panel y pulse Iniciar: {{url}}',
		usernameAmbiguous: 'Varias cuentas de CarWatch usan el nombre de usuario de Telegram @{{username}}. Abra el enlace de Telegram de su propio panel para conectar este chat: {{url}}',
		alreadyLinked: 'Este chat ya está conectado a su cuenta de CarWatch <b>{{account}}</b>.',
		help: 'Comandos:\n/list – sus alertas y el estado de cada una\n/pause – pausar todas las alertas activas\n/resume – reanudar las alertas en pausa\n/help – esta ayuda\n\nTodo lo demás está en su panel: {{url}}',
		listEmpty: 'Todavía no tiene alertas. Cree una aquí: {{url}}',
		paused: '⏸ Alertas en pausa: {{count}}. No se comprueban hasta que envíe /resume.',
		nothingToPause: 'No hay ninguna alerta activa que pausar.',
		resumed: '▶️ Alertas reanudadas: {{count}}. Los anuncios nuevos vuelven a llegarle aquí.',
		nothingToResume: 'No hay ninguna alerta en pausa que reanudar.',
	},
}

export default telegram
