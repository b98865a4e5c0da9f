import { type Shape } from '../../shape.ts'
import type en from '../en/blog.ts'

const blog: Shape<typeof en> = {
	meta: {
		title: 'Blog: guías para comprar coches usados | CarWatch',
		description:
			'Guías prácticas para comprar un coche usado: detectar gangas, elegir el momento, señales de alarma en los anuncios, eléctrico o híbrido, y alertas por Telegram.',
	},
	heading: 'El blog de CarWatch',
	intro:
		'Consejos prácticos para comprar un coche usado: cómo reconocer una buena oferta, cuándo comprar, qué señales de alarma vigilar y cómo sacar el máximo partido a sus alertas.',
	articleTitle: '{{title}} | Blog de CarWatch',
	readMore: 'Leer más',
	readMoreLabel: 'Leer más: {{title}}',
	backToBlog: 'Volver a todos los artículos',
	articles: [
		{
			title: 'Cómo detectar un coche usado por debajo de su valor',
			summary:
				'Un precio bajo solo es una ganga si conoce el mercado y el motivo del precio. Así se distingue una oportunidad real de un coche con problemas.',
			paragraphs: [
				'Un coche por debajo de su valor es el que se anuncia claramente por debajo de lo que cuestan coches comparables, sin un motivo oculto que justifique la diferencia. Para encontrarlo, primero hay que conocer el precio de mercado. Antes de salir a cazar ofertas, dedique una tarde a mirar anuncios del modelo exacto que busca y apunte los precios de coches con año, motor, equipamiento y kilometraje parecidos.',
				'Compare lo que es comparable. Un familiar diésel con 90.000 km y el libro de mantenimiento completo no es el mismo coche que un compacto de gasolina con 180.000 km, aunque ambos lleven el mismo logotipo. Agrupe los anuncios por año y kilometraje y pronto verá una franja de precios realista. Todo lo que quede claramente por debajo merece una mirada más atenta.',
				'Después, pregúntese por qué el precio es bajo. Algunos motivos son inofensivos: un vendedor que tiene que vender rápido por una mudanza, fotos malas, una descripción de dos líneas o un anuncio en la categoría equivocada que pocos compradores ven. Otros no lo son: daños por accidente, un historial de mantenimiento que falta, un coche importado con papeles poco claros o una reparación cara a punto de llegar. Pregunte directamente al vendedor y pida los documentos.',
				'La rapidez cuenta. Los coches anunciados a precio de mercado o por debajo suelen recibir muchas llamadas el primer día, y los mejores desaparecen en pocas horas. Las búsquedas guardadas de cada portal ayudan, pero cubren un solo sitio cada vez. Una alerta de CarWatch aplica sus criterios a los sitios que usted elija, los comprueba desde cada hora hasta cada minuto según su plan y le envía un mensaje de Telegram en cuanto aparece una coincidencia nueva, para que esté entre los primeros en llamar.',
				'Nunca deje que un buen precio le haga saltarse lo básico. Vea el coche en persona, compruebe que el número de bastidor coincide con la documentación, haga una prueba de conducción a fondo y, si tiene dudas, pida a un mecánico de confianza que lo revise. Una ganga que necesita una caja de cambios nueva no es una ganga.',
			],
		},
		{
			title: '¿Cuál es el mejor momento para comprar un coche usado?',
			summary:
				'La estación del año, el final de mes y los lanzamientos de nuevos modelos mueven los precios de los usados. Estos son los momentos en que el comprador tiene ventaja.',
			paragraphs: [
				'No existe un día perfecto para comprar un coche usado, pero algunos momentos dan al comprador más margen para negociar. El más fiable es el final de un mes o de un trimestre en un concesionario: los vendedores suelen tener objetivos que cumplir y pueden aceptar una oferta más baja, o añadir neumáticos de invierno o una revisión, para cerrar la venta.',
				'La estación también influye. Los descapotables y los deportivos suelen negociarse mejor a finales de otoño y en invierno, cuando poca gente los quiere, mientras que los coches con tracción a las cuatro ruedas se buscan en cuanto empeora el tiempo. Comprar a contratemporada puede ahorrarle dinero, siempre que pueda esperar unos meses para disfrutar del coche.',
				'Los lanzamientos de nuevos modelos también mueven el mercado. Cuando un fabricante presenta una nueva generación, muchos propietarios de la anterior entregan su coche como parte del pago, y salen a la venta más unidades usadas de ese modelo. Más oferta suele significar más donde elegir y precios más realistas.',
				'Los particulares tienen su propio calendario. Quien se muda al extranjero, espera un hijo o ya ha comprado su próximo coche quiere vender rápido. Estos anuncios no se pueden planificar, pero sí puede estar preparado: conozca su presupuesto, deje resuelta la financiación y esté dispuesto a ver un coche con poca antelación.',
				'En la práctica, el mejor momento para comprar es cuando aparece el coche adecuado y usted es el primero en llamar. Elegir bien el momento ayuda a negociar, pero llegar pronto ayuda más. Por eso muchos compradores crean una alerta con sus criterios exactos y la dejan vigilar los anuncios, en lugar de recargar páginas de búsqueda cada noche.',
			],
		},
		{
			title: 'Cómo configurar las notificaciones de Telegram de sus alertas',
			summary:
				'Conecte nuestro bot de Telegram en menos de un minuto y asegúrese de que no se pierda ninguna alerta. Una guía paso a paso.',
			paragraphs: [
				'CarWatch envía cada coincidencia nueva como un mensaje de Telegram con el precio, los kilómetros, la ubicación y un enlace al anuncio. Para recibir estos mensajes necesita Telegram en su móvil o en su ordenador y conectar una sola vez con nuestro bot. Se tarda menos de un minuto.',
				'Al crear una alerta, introduce su nombre de usuario de Telegram y elige el idioma de sus notificaciones: inglés, alemán, francés, español o italiano. A continuación le mostramos un enlace personal y un código QR. Abra el enlace en un dispositivo en el que tenga la sesión de Telegram iniciada, o escanee el código con el móvil, y se abrirá el chat con nuestro bot.',
				'Pulse «Iniciar» en ese chat. Este paso es imprescindible: Telegram solo permite que un bot escriba a las personas que han iniciado antes un chat con él, así que, hasta que pulse «Iniciar», nuestro bot no puede enviarle nada. Después, el bot vincula el chat a su cuenta y su panel muestra Telegram como conectado.',
				'Luego asegúrese de que los mensajes le lleguen. No bloquee el bot, compruebe que el chat no está silenciado y permita que Telegram muestre notificaciones en su móvil. Si bloquea el bot, Telegram deja de entregarle sus mensajes: desbloquéelo y compruebe en su panel que el chat sigue apareciendo como conectado.',
				'Eso es todo. Revisamos los sitios al ritmo de su plan, desde cada hora hasta cada minuto, y cada vez que un anuncio nuevo coincide con sus criterios le llega un mensaje. Abra el anuncio directamente desde el mensaje y contacte con el vendedor mientras el coche siga disponible.',
			],
		},
		{
			title: 'Modelos de coches usados más buscados por rango de precio',
			summary:
				'Del primer coche al SUV familiar casi nuevo: los modelos a los que los compradores vuelven una y otra vez, y qué revisar en cada uno.',
			paragraphs: [
				'Sea cual sea su presupuesto, algunos modelos se buscan por buenas razones: hay muchos, los recambios son fáciles de encontrar y la mayoría de los mecánicos los conocen bien. A continuación encontrará modelos que muchos compradores buscan en cada rango de precio, con lo que conviene revisar. Los precios varían mucho de un país a otro, así que fíjese en los anuncios de su zona para ver qué significa cada rango en su mercado.',
				'Con un presupuesto ajustado, lo habitual son coches pequeños de diez años o más. El Toyota Yaris, el Honda Jazz, el Volkswagen Polo, el Škoda Fabia y el Ford Fiesta son muy comunes y baratos de mantener. A esta edad, el estado del coche importa mucho más que la marca: busque óxido, un historial de mantenimiento documentado y un embrague y una caja de cambios que funcionen con suavidad.',
				'En la zona media del mercado, los compactos y familiares de pocos años ofrecen más coche por su dinero. El Volkswagen Golf, el Škoda Octavia, el Toyota Corolla, el Mazda3 y el Ford Focus se anuncian en gran número, lo que le deja margen para comparar y negociar. Compruebe que se hayan hecho las llamadas a revisión y, en los motores con correa de distribución, que se haya cambiado a tiempo.',
				'Con un presupuesto mayor, muchos compradores eligen SUV y coches familiares casi nuevos, como el Toyota RAV4, el Kia Sportage, el Hyundai Tucson, el Škoda Kodiaq o el Volvo XC60. Un coche de pocos años puede conservar parte de la garantía del fabricante: pregunte si se le transfiere y compruebe que se hicieron las revisiones necesarias para mantenerla.',
				'Los modelos más buscados tienen un inconveniente: los buenos ejemplares se venden rápido, porque muchos compradores los buscan a la vez. Indique su rango de precio, los años y el kilometraje máximo en una alerta y se enterará de los anuncios nuevos poco después de que aparezcan, no días más tarde.',
			],
		},
		{
			title: 'Señales de alarma en los anuncios de coches usados',
			summary:
				'Precios demasiado buenos para ser verdad, fotos de catálogo, vendedores que piden una señal por adelantado: las señales que debe detectar antes de desplazarse a ver un coche.',
			paragraphs: [
				'La mayoría de los anuncios son honrados, pero los pocos que no lo son pueden costarle mucho dinero. La buena noticia es que muchos problemas ya se ven en el propio anuncio. Aprenda a reconocer las señales de alarma y podrá descartar un mal coche antes de pasar una tarde viajando para verlo.',
				'Desconfíe cuando un precio está muy por debajo de todos los coches comparables. Las gangas reales existen, pero un precio demasiado bueno para ser verdad es también el cebo más habitual de las estafas. Si el vendedor no puede enseñarle el coche en persona, dice estar en el extranjero y que se lo enviará, o le pide una señal antes de verlo, olvídese de él.',
				'Mire bien las fotos. Imágenes de catálogo, fotos hechas en lugares o estaciones distintas, una matrícula tapada en unas fotos y en otras no, o la ausencia de fotos del interior y del cuentakilómetros son motivos para hacer preguntas. Compare el equipamiento que se ve con la descripción: ambos deben corresponder al mismo coche.',
				'Compruebe los datos difíciles de falsificar. Pida el número de bastidor antes de la visita y asegúrese de que coincide con el permiso de circulación y con el propio coche. El kilometraje debe cuadrar con las facturas de mantenimiento, los informes de inspección y el desgaste de los asientos, los pedales y el volante. Un vendedor cuyo nombre no figura en los papeles debe poder explicar por qué.',
				'Por último, fíjese en cómo se comporta el vendedor. Las prisas para que decida hoy mismo, la negativa a una prueba de conducción o a una revisión independiente, y el mismo número de teléfono en muchos anuncios distintos son señales de alarma. Pague solo cuando haya visto el coche y su documentación, y prefiera una transferencia bancaria rastreable a un fajo de billetes entregado en un aparcamiento.',
			],
		},
		{
			title: 'Eléctrico o híbrido: ¿qué coche usado le conviene?',
			summary:
				'¿Totalmente eléctrico, híbrido o híbrido enchufable? Cómo elegir y qué revisar en la batería de un coche usado.',
			paragraphs: [
				'Los coches eléctricos e híbridos de segunda mano son cada año más frecuentes, y pueden ser una muy buena compra. La elección correcta depende sobre todo de cuántos kilómetros hace, por dónde conduce y si puede cargar en casa. Así se diferencian los tres tipos principales.',
				'Un híbrido convencional carga su pequeña batería mientras conduce y nunca hay que enchufarlo. Consume bastante menos combustible que un gasolina comparable, sobre todo en ciudad, y se conduce como un automático normal. Es adecuado para quien no puede cargar en casa o hace a menudo trayectos largos.',
				'Un híbrido enchufable tiene una batería mayor que se carga en un enchufe, a menudo suficiente para ir y volver del trabajo solo con electricidad, y un motor de gasolina para los viajes largos. Solo ahorra dinero si lo carga con regularidad: si se usa sobre todo con gasolina, arrastra el peso de una batería que no se aprovecha. Un coche totalmente eléctrico tiene los costes de uso más bajos si puede cargar en casa o en el trabajo, mientras que los viajes largos exigen planificar un poco las paradas en cargadores rápidos.',
				'Elija el tipo que elija, la batería es la pieza que hay que revisar. Pida al concesionario o a un taller un informe del estado de la batería (a menudo llamado «state of health») y averigüe cuánto tiempo le queda a su garantía: muchos fabricantes cubren la batería de alta tensión durante más tiempo que el resto del coche. En un eléctrico, observe la autonomía durante la prueba y, si puede, haga una carga.',
				'Al crear una alerta en CarWatch, puede elegir eléctrico, híbrido o híbrido enchufable como combustible, o cualquier combustible si todavía está comparando. Combínelo con un rango de precio, unos años y un kilometraje máximo, y recibirá un mensaje de Telegram cada vez que aparezca una coincidencia nueva.',
			],
		},
	],
}

export default blog
