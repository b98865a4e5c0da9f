import { type Shape } from '../../shape.ts'
import type en from '../en/blog.ts'

const blog: Shape<typeof en> = {
	meta: {
		title: 'Blog: Ratgeber für den Gebrauchtwagenkauf | CarWatch',
		description:
			'Praktische Ratgeber für Gebrauchtwagenkäufer: Schnäppchen erkennen, den richtigen Zeitpunkt wählen, Warnsignale in Inseraten, Elektro oder Hybrid und Benachrichtigungen über Telegram.',
	},
	heading: 'Der CarWatch-Blog',
	intro:
		'Praktische Tipps für den Gebrauchtwagenkauf: wie Sie ein gutes Angebot erkennen, wann Sie kaufen sollten, auf welche Warnsignale Sie achten müssen und wie Sie das Beste aus Ihren Alarmen herausholen.',
	articleTitle: '{{title}} | CarWatch-Blog',
	readMore: 'Weiterlesen',
	readMoreLabel: 'Weiterlesen: {{title}}',
	backToBlog: 'Zurück zu allen Artikeln',
	articles: [
		{
			title: 'So erkennen Sie einen unterbewerteten Gebrauchtwagen',
			summary:
				'Ein niedriger Preis ist nur dann ein Schnäppchen, wenn Sie den Markt und den Grund dafür kennen. So unterscheiden Sie ein echtes Angebot von einem Problemauto.',
			paragraphs: [
				'Unterbewertet ist ein Auto, das deutlich unter dem Preis vergleichbarer Fahrzeuge angeboten wird, ohne dass ein verborgener Grund die Differenz erklärt. Wer so ein Auto finden will, muss zuerst den Marktpreis kennen. Nehmen Sie sich einen Abend Zeit, sehen Sie sich Inserate genau des Modells an, das Sie suchen, und notieren Sie die Preise von Autos mit ähnlichem Baujahr, Motor, Ausstattung und Kilometerstand.',
				'Vergleichen Sie nur Vergleichbares. Ein Diesel-Kombi mit 90.000 km und lückenlosem Scheckheft ist ein anderes Auto als ein Benziner-Kompakter mit 180.000 km, auch wenn beide dasselbe Markenzeichen tragen. Ordnen Sie die gefundenen Inserate nach Baujahr und Kilometerstand, und schnell zeigt sich eine realistische Preisspanne. Alles, was deutlich darunter liegt, verdient einen zweiten Blick.',
				'Fragen Sie dann, warum der Preis so niedrig ist. Manche Gründe sind harmlos: ein Verkäufer, der wegen eines Umzugs schnell verkaufen muss, schlechte Fotos, eine zweizeilige Beschreibung oder ein Inserat in der falschen Kategorie, das kaum jemand sieht. Andere sind es nicht: ein Unfallschaden, ein fehlendes Serviceheft, ein Import mit unklaren Papieren oder eine teure Reparatur, die bald fällig wird. Fragen Sie den Verkäufer direkt und lassen Sie sich die Unterlagen zeigen.',
				'Schnelligkeit zählt. Autos mit marktgerechtem oder niedrigerem Preis bekommen oft schon am ersten Tag viele Anrufe, und die besten sind nach wenigen Stunden weg. Die gespeicherten Suchen der einzelnen Portale helfen, decken aber jeweils nur eine Seite ab. Ein CarWatch-Alarm wendet Ihre Kriterien auf die Seiten an, die Sie auswählen, prüft sie je nach Tarif stündlich bis minütlich und schickt Ihnen eine Telegram-Nachricht, sobald ein neuer Treffer erscheint. So gehören Sie zu den Ersten, die anrufen.',
				'Lassen Sie sich von einem guten Preis nie dazu drängen, das Wesentliche zu überspringen. Sehen Sie sich das Auto persönlich an, prüfen Sie, ob die Fahrzeug-Identifizierungsnummer mit den Papieren übereinstimmt, machen Sie eine ausgiebige Probefahrt und lassen Sie das Auto im Zweifel von einer Werkstatt Ihres Vertrauens prüfen. Ein Schnäppchen, das ein neues Getriebe braucht, ist kein Schnäppchen.',
			],
		},
		{
			title: 'Wann ist die beste Zeit, einen Gebrauchtwagen zu kaufen?',
			summary:
				'Jahreszeit, Monatsende und neue Modelle beeinflussen die Gebrauchtwagenpreise. So erkennen Sie, wann Käufer im Vorteil sind.',
			paragraphs: [
				'Den einen perfekten Tag für den Gebrauchtwagenkauf gibt es nicht, aber manche Zeitpunkte geben Käufern mehr Verhandlungsspielraum. Am verlässlichsten ist das Ende eines Monats oder Quartals beim Händler: Verkäufer haben oft Ziele zu erreichen und akzeptieren dann eher ein niedrigeres Angebot oder legen Winterreifen oder eine Inspektion dazu, um den Abschluss zu machen.',
				'Auch die Jahreszeit spielt eine Rolle. Cabrios und Sportwagen lassen sich im Spätherbst und Winter meist leichter verhandeln, wenn kaum jemand sie haben will, während Allradfahrzeuge gefragt sind, sobald das Wetter umschlägt. Wer antizyklisch kauft, kann Geld sparen, sofern er das Auto nicht sofort genießen muss.',
				'Auch neue Modelle bewegen den Markt. Bringt ein Hersteller eine neue Generation heraus, geben viele Besitzer der Vorgängerversion ihr Auto in Zahlung, und es kommen mehr Gebrauchte dieses Modells auf den Markt. Mehr Angebot bedeutet meist mehr Auswahl und realistischere Preise.',
				'Private Verkäufer haben ihren eigenen Zeitplan. Wer ins Ausland zieht, Nachwuchs erwartet oder sein nächstes Auto schon gekauft hat, will schnell verkaufen. Solche Inserate kann man nicht planen, aber man kann auf sie vorbereitet sein: Kennen Sie Ihr Budget, klären Sie eine Finanzierung vorab und seien Sie bereit, ein Auto kurzfristig zu besichtigen.',
				'In der Praxis ist die beste Zeit zum Kaufen dann, wenn das richtige Auto auftaucht und Sie als Erster anrufen. Das richtige Timing hilft beim Verhandeln, früh dran zu sein hilft aber noch mehr. Deshalb richten viele Käufer einen Alarm mit ihren genauen Kriterien ein und lassen ihn die Inserate beobachten, statt jeden Abend Suchseiten neu zu laden.',
			],
		},
		{
			title: 'Telegram-Benachrichtigungen für Ihre Alarme einrichten',
			summary:
				'Verbinden Sie unseren Telegram-Bot in weniger als einer Minute und sorgen Sie dafür, dass keine Benachrichtigung verloren geht. Eine Schritt-für-Schritt-Anleitung.',
			paragraphs: [
				'CarWatch schickt jeden neuen Treffer als Telegram-Nachricht mit Preis, Kilometerstand, Standort und einem Link zum Inserat. Um diese Nachrichten zu erhalten, brauchen Sie Telegram auf Ihrem Smartphone oder Computer und eine einmalige Verbindung mit unserem Bot. Das dauert weniger als eine Minute.',
				'Wenn Sie einen Alarm einrichten, geben Sie Ihren Telegram-Benutzernamen ein und wählen die Sprache Ihrer Benachrichtigungen: Englisch, Deutsch, Französisch, Spanisch oder Italienisch. Danach zeigen wir Ihnen einen persönlichen Link und einen QR-Code. Öffnen Sie den Link auf einem Gerät, auf dem Sie bei Telegram angemeldet sind, oder scannen Sie den Code mit dem Smartphone, und der Chat mit unserem Bot öffnet sich.',
				'Tippen Sie in diesem Chat auf „Starten“. Dieser Schritt ist entscheidend: Telegram erlaubt einem Bot nur, Personen zu schreiben, die den Chat mit ihm zuerst gestartet haben. Solange Sie nicht auf „Starten“ getippt haben, kann unser Bot Ihnen also nichts senden. Danach verknüpft der Bot den Chat mit Ihrem Konto, und Ihr Dashboard zeigt Telegram als verbunden an.',
				'Sorgen Sie anschließend dafür, dass die Nachrichten Sie auch erreichen. Blockieren Sie den Bot nicht, prüfen Sie, ob der Chat stummgeschaltet ist, und erlauben Sie Telegram, auf Ihrem Smartphone Mitteilungen anzuzeigen. Wenn Sie den Bot blockieren, stellt Telegram seine Nachrichten nicht mehr zu. Heben Sie die Blockierung auf und prüfen Sie in Ihrem Dashboard, ob der Chat weiterhin als verbunden angezeigt wird.',
				'Das ist alles. Wir prüfen die Seiten im Takt Ihres Tarifs, stündlich bis minütlich, und jedes Mal, wenn ein neues Inserat zu Ihren Kriterien passt, kommt eine Nachricht. Öffnen Sie das Inserat direkt aus der Nachricht und melden Sie sich beim Verkäufer, solange das Auto noch zu haben ist.',
			],
		},
		{
			title: 'Beliebte Gebrauchtwagenmodelle nach Preisklasse',
			summary:
				'Vom ersten Auto bis zum fast neuen Familien-SUV: Modelle, zu denen Käufer immer wieder greifen, und worauf Sie bei jedem achten sollten.',
			paragraphs: [
				'Egal wie groß Ihr Budget ist: Manche Modelle sind aus gutem Grund gefragt. Es gibt viele davon, Ersatzteile sind leicht zu bekommen, und die meisten Werkstätten kennen sie gut. Hier finden Sie Modelle, nach denen viele Käufer in der jeweiligen Preisklasse suchen, und worauf Sie achten sollten. Die Preise unterscheiden sich von Land zu Land stark. Schauen Sie sich deshalb die Inserate in Ihrer Nähe an, um zu sehen, was die einzelnen Preisklassen in Ihrem Markt bedeuten.',
				'Bei knappem Budget sind Kleinwagen, die zehn Jahre oder älter sind, die übliche Wahl. Toyota Yaris, Honda Jazz, Volkswagen Polo, Škoda Fabia und Ford Fiesta sind weit verbreitet und günstig im Unterhalt. In diesem Alter zählt der Zustand des Autos weit mehr als die Marke: Achten Sie auf Rost, ein belegtes Serviceheft sowie eine Kupplung und ein Getriebe, die sauber arbeiten.',
				'In der Mitte des Marktes bekommen Sie mit Kompaktwagen und Kombis, die einige Jahre alt sind, am meisten Auto fürs Geld. Volkswagen Golf, Škoda Octavia, Toyota Corolla, Mazda3 und Ford Focus werden in großer Zahl angeboten, was Ihnen Raum zum Vergleichen und Verhandeln lässt. Prüfen Sie, ob Rückrufaktionen erledigt wurden und ob bei Motoren mit Zahnriemen dieser rechtzeitig gewechselt wurde.',
				'Mit größerem Budget entscheiden sich viele Käufer für fast neue SUVs und Familienautos wie Toyota RAV4, Kia Sportage, Hyundai Tucson, Škoda Kodiaq oder Volvo XC60. Ein Auto, das erst wenige Jahre alt ist, hat womöglich noch einen Teil der Herstellergarantie: Fragen Sie, ob sie auf Sie übergeht, und prüfen Sie, ob die dafür nötigen Inspektionen gemacht wurden.',
				'Beliebte Modelle haben einen Nachteil: Gute Exemplare sind schnell verkauft, weil viele Käufer gleichzeitig danach suchen. Tragen Sie Preisspanne, Baujahre und maximalen Kilometerstand in einen Alarm ein, dann erfahren Sie von neuen Inseraten kurz nach ihrem Erscheinen und nicht erst Tage später.',
			],
		},
		{
			title: 'Warnsignale in Gebrauchtwagen-Inseraten',
			summary:
				'Preise, die zu schön sind, um wahr zu sein, Archivfotos, Verkäufer, die zuerst eine Anzahlung wollen: Warnsignale, die Sie erkennen sollten, bevor Sie zur Besichtigung fahren.',
			paragraphs: [
				'Die meisten Inserate sind ehrlich, aber die wenigen unehrlichen können Sie viel Geld kosten. Die gute Nachricht: Viele Probleme zeigen sich schon im Inserat selbst. Wer die Warnsignale kennt, kann ein schlechtes Auto aussortieren, bevor er einen Nachmittag mit der Anreise zur Besichtigung verbringt.',
				'Seien Sie vorsichtig, wenn ein Preis weit unter allen vergleichbaren Autos liegt. Echte Schnäppchen gibt es, aber ein Preis, der zu schön ist, um wahr zu sein, ist auch der häufigste Köder bei Betrugsmaschen. Wenn der Verkäufer Ihnen das Auto nicht persönlich zeigen kann, angibt, im Ausland zu sein und es Ihnen zu schicken, oder vor einer Besichtigung eine Anzahlung verlangt, lassen Sie die Finger davon.',
				'Sehen Sie sich die Fotos genau an. Archivbilder, Aufnahmen an verschiedenen Orten oder zu verschiedenen Jahreszeiten, ein Kennzeichen, das auf manchen Fotos verdeckt ist und auf anderen nicht, oder fehlende Bilder vom Innenraum und vom Tacho sind Gründe, nachzufragen. Vergleichen Sie die sichtbare Ausstattung mit der Beschreibung: Beide sollten dasselbe Auto zeigen.',
				'Prüfen Sie die Angaben, die sich schwer fälschen lassen. Lassen Sie sich vor der Besichtigung die Fahrzeug-Identifizierungsnummer geben und prüfen Sie, ob sie mit den Zulassungspapieren und dem Auto selbst übereinstimmt. Der Kilometerstand sollte zu den Servicenachweisen, den Prüfberichten und dem Verschleiß von Sitzen, Pedalen und Lenkrad passen. Ein Verkäufer, dessen Name nicht in den Papieren steht, sollte erklären können, warum.',
				'Achten Sie schließlich darauf, wie sich der Verkäufer verhält. Druck, sich noch heute zu entscheiden, die Weigerung, eine Probefahrt oder eine unabhängige Prüfung zuzulassen, und dieselbe Telefonnummer in vielen verschiedenen Inseraten sind Warnsignale. Zahlen Sie erst, wenn Sie das Auto und seine Papiere gesehen haben, und ziehen Sie eine nachvollziehbare Überweisung einem Bündel Bargeld auf einem Parkplatz vor.',
			],
		},
		{
			title: 'Elektro oder Hybrid: Welcher Gebrauchte passt zu Ihnen?',
			summary:
				'Vollelektrisch, Hybrid oder Plug-in-Hybrid? Wie Sie sich entscheiden und was Sie bei der Batterie eines Gebrauchtwagens prüfen sollten.',
			paragraphs: [
				'Gebrauchte Elektro- und Hybridautos werden jedes Jahr häufiger, und sie können ein sehr guter Kauf sein. Die richtige Wahl hängt vor allem davon ab, wie weit und wo Sie fahren und ob Sie zu Hause laden können. So unterscheiden sich die drei wichtigsten Antriebsarten.',
				'Ein Vollhybrid lädt seine kleine Batterie während der Fahrt selbst und muss nie an die Steckdose. Er verbraucht spürbar weniger Kraftstoff als ein vergleichbarer Benziner, besonders in der Stadt, und fährt sich wie ein gewöhnlicher Automatik. Er passt zu Fahrern, die zu Hause nicht laden können oder oft lange Strecken fahren.',
				'Ein Plug-in-Hybrid hat eine größere Batterie, die Sie an der Steckdose laden. Sie reicht oft für den täglichen Arbeitsweg rein elektrisch, dazu kommt ein Benzinmotor für längere Fahrten. Er spart nur Geld, wenn Sie ihn regelmäßig laden: Fährt man ihn meist mit Benzin, schleppt er das Gewicht einer Batterie mit, die man nicht nutzt. Ein reines Elektroauto hat die niedrigsten Betriebskosten, wenn Sie zu Hause oder bei der Arbeit laden können, während lange Reisen etwas Planung rund um Schnellladesäulen erfordern.',
				'Egal, für welche Antriebsart Sie sich entscheiden: Die Batterie ist das Bauteil, das Sie prüfen sollten. Lassen Sie sich vom Händler oder einer Werkstatt einen Batteriezustandsbericht geben, oft „State of Health“ genannt, und finden Sie heraus, wie lange die Batteriegarantie noch läuft: Viele Hersteller geben auf die Hochvoltbatterie eine längere Garantie als auf den Rest des Autos. Beobachten Sie bei einem Elektroauto während der Probefahrt die Reichweite und probieren Sie, wenn möglich, einen Ladevorgang aus.',
				'Wenn Sie bei CarWatch einen Alarm einrichten, können Sie Elektro, Hybrid oder Plug-in-Hybrid als Kraftstoffart wählen, oder jede Kraftstoffart, wenn Sie noch vergleichen. Kombinieren Sie das mit Preisspanne, Baujahren und maximalem Kilometerstand, und Sie erhalten eine Telegram-Nachricht, sobald ein neuer Treffer erscheint.',
			],
		},
	],
}

export default blog
