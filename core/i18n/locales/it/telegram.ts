import { type Shape } from '../../shape.ts'
import type en from '../en/telegram.ts'

const telegram: Shape<typeof en> = {
	newListing: 'Nuovo annuncio per il tuo avviso «{{alert}}»',
	priceDrop: 'Prezzo ribassato per il tuo avviso «{{alert}}»',
	priceOnRequest: 'Prezzo su richiesta',
	openOn: 'Apri su {{site}}',
	openListing: 'Apri l’annuncio',
	siteDegraded: '⚠️ Al momento non riusciamo a leggere {{site}} per il tuo avviso «{{alert}}»: il sito ci blocca o ha cambiato le sue pagine. Continuiamo a provare e ti avvisiamo appena funziona di nuovo; gli altri siti restano sotto controllo.',
	alertLive: '✅ Il tuo avviso «{{alert}}» è attivo su {{sites}}. Da ora ricevi un messaggio per ogni nuovo annuncio corrispondente.',
	siteRecovered: '✅ {{site}} funziona di nuovo per il tuo avviso «{{alert}}».',
	verdictBelow: '{{amount}} in meno di auto simili ({{count}} confrontate)',
	verdictAbove: '{{amount}} in più di auto simili ({{count}} confrontate)',
	verdictAbout: 'Circa il prezzo di auto simili ({{count}} confrontate)',
	earlierPrice: 'Costava {{price}} il {{date}}',
	alsoOn: 'Anche su {{site}}',
	alsoOnLess: 'Anche su {{site}}, {{amount}} in meno',
	alsoOnMore: 'Anche su {{site}}, {{amount}} in più',
	alsoOnSame: 'Anche su {{site}}, allo stesso prezzo',
	listHeading: 'I tuoi avvisi:',
	unknownCommand: 'Non ho capito.',
	replies: {
		linked: '✅ Collegato! Questa chat ora riceve gli avvisi del tuo account CarWatch <b>{{account}}</b>.',
		linkedByUsername: '✅ Collegato tramite il tuo nome utente Telegram @{{username}}: questa chat ora riceve gli avvisi del tuo account CarWatch <b>{{account}}</b>.',
		linkInvalid: 'Questo link non è valido. Apri di nuovo il link Telegram dalla tua dashboard CarWatch: {{url}}',
		notLinked: 'Ciao! Questa chat non è ancora collegata a nessun account CarWatch. Apri il link Telegram dalla tua dashboard e premi Avvia: {{url}}',
		usernameAmbiguous: 'Più account CarWatch usano il nome utente Telegram @{{username}}. Apri il link Telegram dalla tua dashboard per collegare questa chat: {{url}}',
		alreadyLinked: 'Questa chat è già collegata al tuo account CarWatch <b>{{account}}</b>.',
		help: 'Comandi:\n/list – i tuoi avvisi e il loro stato\n/pause – metti in pausa tutti gli avvisi attivi\n/resume – riattiva gli avvisi in pausa\n/help – questo aiuto\n\nTutto il resto è nella tua dashboard: {{url}}',
		listEmpty: 'Non hai ancora avvisi. Creane uno qui: {{url}}',
		paused: '⏸ Avvisi in pausa: {{count}}. Nessun controllo finché non invii /resume.',
		nothingToPause: 'Nessun avviso attivo da mettere in pausa.',
		resumed: '▶️ Avvisi riattivati: {{count}}. I nuovi annunci ti arrivano di nuovo qui.',
		nothingToResume: 'Nessun avviso in pausa da riattivare.',
	},
}

export default telegram
