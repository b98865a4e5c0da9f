import { type Shape } from '../../shape.ts'
import type en from '../en/blog.ts'

const blog: Shape<typeof en> = {
	meta: {
		title: "Blog: guide all'acquisto di auto usate | CarWatch",
		description:
			"Guide pratiche per chi compra un'auto usata: riconoscere gli affari, scegliere il momento giusto, i campanelli d'allarme negli annunci, elettrica o ibrida, e gli avvisi su Telegram.",
	},
	heading: 'Il blog di CarWatch',
	intro:
		"Consigli pratici per comprare un'auto usata: come riconoscere un buon affare, quando comprare, a quali campanelli d'allarme fare attenzione e come ottenere il massimo dai tuoi avvisi.",
	articleTitle: '{{title}} | Blog di CarWatch',
	readMore: 'Leggi di più',
	readMoreLabel: 'Leggi di più: {{title}}',
	backToBlog: 'Torna a tutti gli articoli',
	articles: [
		{
			title: "Come riconoscere un'auto usata sottoprezzo",
			summary:
				"Un prezzo basso è un affare solo se conosci il mercato e il motivo di quel prezzo. Ecco come distinguere un vero affare da un'auto problematica.",
			paragraphs: [
				"Un'auto sottoprezzo è un'auto offerta chiaramente al di sotto del prezzo di vetture simili, senza un motivo nascosto che giustifichi la differenza. Per trovarne una devi prima conoscere i prezzi di mercato. Prima di andare a caccia di affari, dedica una serata agli annunci del modello esatto che cerchi e annota i prezzi delle auto con anno, motore, allestimento e chilometraggio simili.",
				"Confronta solo ciò che è confrontabile. Una station wagon diesel con 90.000 km e tagliandi completi non è la stessa auto di una berlina compatta a benzina con 180.000 km, anche se hanno lo stesso marchio. Raggruppa gli annunci per anno e chilometraggio e vedrai presto una fascia di prezzo realistica. Tutto ciò che sta chiaramente al di sotto merita uno sguardo più attento.",
				"Poi chiediti perché il prezzo è basso. Alcuni motivi sono innocui: un venditore che deve vendere in fretta per un trasloco, foto fatte male, una descrizione di due righe o un annuncio nella categoria sbagliata, che pochi acquirenti vedono. Altri no: danni da incidente, la mancanza dello storico dei tagliandi, un'auto importata con documenti poco chiari o una riparazione costosa in arrivo. Chiedilo direttamente al venditore e fatti mostrare i documenti.",
				"La velocità conta. Le auto a prezzo di mercato o inferiore ricevono spesso molte chiamate già il primo giorno, e le migliori spariscono in poche ore. Le ricerche salvate di ogni sito aiutano, ma coprono un solo sito alla volta. Un avviso CarWatch applica i tuoi criteri ai siti che scegli, li controlla da ogni ora fino a ogni minuto a seconda del tuo piano e ti manda un messaggio su Telegram appena compare una nuova corrispondenza, così sei tra i primi a chiamare.",
				"Non lasciare mai che un buon prezzo ti faccia saltare le verifiche essenziali. Guarda l'auto di persona, controlla che il numero di telaio corrisponda ai documenti, fai un vero giro di prova e, se hai dubbi, falla controllare da un meccanico di fiducia. Un affare che ha bisogno di un cambio nuovo non è un affare.",
			],
		},
		{
			title: "Qual è il momento migliore per comprare un'auto usata?",
			summary:
				"La stagione, la fine del mese e l'arrivo di nuovi modelli fanno muovere i prezzi dell'usato. Ecco quando chi compra ha il coltello dalla parte del manico.",
			paragraphs: [
				"Non esiste un giorno perfetto per comprare un'auto usata, ma alcuni momenti danno a chi compra più margine di trattativa. Il più affidabile è la fine di un mese o di un trimestre in concessionaria: i venditori hanno spesso obiettivi da raggiungere e possono accettare un'offerta più bassa, o aggiungere gomme invernali o un tagliando, pur di chiudere la vendita.",
				"Anche la stagione conta. Le cabriolet e le sportive di solito si trattano meglio a fine autunno e in inverno, quando pochi le vogliono, mentre le auto a trazione integrale sono richieste appena il tempo peggiora. Comprare fuori stagione può farti risparmiare, a patto di poter aspettare qualche mese per goderti l'auto.",
				"Anche l'arrivo di nuovi modelli muove il mercato. Quando una casa lancia una nuova generazione, molti proprietari della precedente danno la loro auto in permuta, e arrivano in vendita più esemplari usati di quel modello. Più offerta significa di solito più scelta e prezzi più realistici.",
				"I privati hanno i loro tempi. Chi si trasferisce all'estero, aspetta un figlio o ha già comprato la prossima auto vuole vendere in fretta. Questi annunci non si possono prevedere, ma ci si può preparare: conosci il tuo budget, sistema in anticipo un eventuale finanziamento e sii pronto a vedere un'auto con poco preavviso.",
				"In pratica, il momento migliore per comprare è quando compare l'auto giusta e sei il primo a chiamare. Scegliere bene il momento aiuta a trattare, ma arrivare prima aiuta di più. Per questo molti acquirenti creano un avviso con i loro criteri esatti e lo lasciano sorvegliare gli annunci, invece di ricaricare le pagine di ricerca ogni sera.",
			],
		},
		{
			title: 'Configurare le notifiche Telegram dei tuoi avvisi',
			summary:
				'Collega il nostro bot Telegram in meno di un minuto e fai in modo che nessun avviso vada perso. Una guida passo dopo passo.',
			paragraphs: [
				"CarWatch invia ogni nuova corrispondenza come messaggio Telegram con prezzo, chilometri, luogo e un link all'annuncio. Per ricevere questi messaggi ti servono Telegram sul telefono o sul computer e un collegamento, da fare una sola volta, con il nostro bot. Ci vuole meno di un minuto.",
				"Quando crei un avviso, inserisci il tuo nome utente Telegram e scegli la lingua delle notifiche: inglese, tedesco, francese, spagnolo o italiano. Poi ti mostriamo un link personale e un codice QR. Apri il link su un dispositivo su cui hai effettuato l'accesso a Telegram, oppure inquadra il codice con il telefono, e si aprirà la chat con il nostro bot.",
				"Premi «Avvia» in quella chat. Questo passaggio è indispensabile: Telegram permette a un bot di scrivere solo alle persone che hanno avviato prima una chat con lui, quindi finché non premi «Avvia» il nostro bot non può mandarti nulla. Dopo, il bot collega la chat al tuo account e la tua dashboard mostra Telegram come collegato.",
				"Poi assicurati che i messaggi ti raggiungano. Non bloccare il bot, controlla che la chat non sia silenziata e consenti a Telegram di mostrare le notifiche sul telefono. Se blocchi il bot, Telegram smette di consegnarti i suoi messaggi: sbloccalo e controlla nella dashboard che la chat risulti ancora collegata.",
				"È tutto. Controlliamo i siti al ritmo del tuo piano, da ogni ora fino a ogni minuto, e ogni volta che un nuovo annuncio corrisponde ai tuoi criteri ti arriva un messaggio. Apri l'annuncio direttamente dal messaggio e contatta il venditore finché l'auto è ancora disponibile.",
			],
		},
		{
			title: 'I modelli usati più cercati per fascia di prezzo',
			summary:
				"Dalla prima auto al SUV familiare quasi nuovo: i modelli a cui gli acquirenti tornano sempre, e cosa controllare su ciascuno.",
			paragraphs: [
				"Qualunque sia il tuo budget, alcuni modelli sono richiesti per buoni motivi: ce ne sono tanti, i ricambi si trovano facilmente e quasi tutti i meccanici li conoscono bene. Ecco i modelli che molti acquirenti cercano in ogni fascia di prezzo, con cosa controllare. I prezzi cambiano molto da un paese all'altro, quindi guarda gli annunci della tua zona per capire cosa significa ogni fascia nel tuo mercato.",
				"Con un budget ridotto, la scelta abituale sono le utilitarie di dieci anni o più. Toyota Yaris, Honda Jazz, Volkswagen Polo, Škoda Fabia e Ford Fiesta sono molto diffuse ed economiche da mantenere. A questa età lo stato dell'auto conta molto più del marchio: cerca la ruggine, pretendi uno storico dei tagliandi documentato e verifica che frizione e cambio funzionino senza intoppi.",
				"Nella fascia media del mercato, compatte e station wagon di pochi anni offrono più auto per il tuo denaro. Volkswagen Golf, Škoda Octavia, Toyota Corolla, Mazda3 e Ford Focus sono in vendita in gran numero, il che ti lascia margine per confrontare e trattare. Verifica che siano stati fatti gli eventuali richiami e, sui motori con cinghia di distribuzione, che sia stata sostituita nei tempi previsti.",
				"Con un budget più ampio, molti acquirenti scelgono SUV e auto familiari quasi nuovi come Toyota RAV4, Kia Sportage, Hyundai Tucson, Škoda Kodiaq o Volvo XC60. Un'auto di pochi anni può avere ancora una parte della garanzia del costruttore: chiedi se passa a te e controlla che siano stati fatti i tagliandi necessari per mantenerla valida.",
				"I modelli più cercati hanno un difetto: gli esemplari buoni si vendono in fretta, perché molti acquirenti li cercano nello stesso momento. Inserisci fascia di prezzo, anni e chilometraggio massimo in un avviso e saprai dei nuovi annunci poco dopo la loro pubblicazione, non giorni dopo.",
			],
		},
		{
			title: "I campanelli d'allarme negli annunci di auto usate",
			summary:
				"Prezzi troppo belli per essere veri, foto di repertorio, venditori che chiedono prima un acconto: i segnali da riconoscere prima di metterti in viaggio per vedere un'auto.",
			paragraphs: [
				"La maggior parte degli annunci è onesta, ma i pochi che non lo sono possono costarti parecchio. La buona notizia è che molti problemi si vedono già nell'annuncio stesso. Impara a riconoscere i campanelli d'allarme e potrai scartare un'auto sbagliata prima di passare un pomeriggio in viaggio per andarla a vedere.",
				"Fai attenzione quando un prezzo è molto più basso di quello di tutte le auto simili. Gli affari veri esistono, ma un prezzo troppo bello per essere vero è anche l'esca più comune delle truffe. Se il venditore non può mostrarti l'auto di persona, dice di trovarsi all'estero e di potertela spedire, o ti chiede un acconto prima di vederla, lascia perdere.",
				"Guarda bene le foto. Immagini di repertorio, scatti fatti in luoghi o stagioni diverse, una targa coperta in alcune foto e in altre no, oppure nessuna foto degli interni e del contachilometri sono tutti motivi per fare domande. Confronta l'allestimento che vedi con la descrizione: devono raccontare la stessa auto.",
				"Controlla i dati difficili da falsificare. Chiedi il numero di telaio prima della visita e verifica che corrisponda al libretto di circolazione e all'auto stessa. Il chilometraggio deve essere coerente con le fatture dei tagliandi, i verbali di revisione e l'usura di sedili, pedali e volante. Un venditore il cui nome non compare sui documenti deve saper spiegare perché.",
				"Infine, osserva come si comporta il venditore. La fretta di farti decidere oggi stesso, il rifiuto di un giro di prova o di un controllo indipendente e lo stesso numero di telefono in tanti annunci diversi sono campanelli d'allarme. Paga solo dopo aver visto l'auto e i suoi documenti, e preferisci un bonifico tracciabile a una mazzetta di contanti consegnata in un parcheggio.",
			],
		},
		{
			title: 'Elettrica o ibrida: quale usata fa per te?',
			summary:
				"Completamente elettrica, ibrida o ibrida plug-in? Come scegliere e cosa controllare sulla batteria di un'auto usata.",
			paragraphs: [
				"Le auto elettriche e ibride usate sono ogni anno più diffuse e possono essere un ottimo acquisto. La scelta giusta dipende soprattutto da quanti chilometri fai, da dove guidi e dalla possibilità di ricaricare a casa. Ecco come si distinguono i tre tipi principali.",
				"Un'ibrida tradizionale ricarica da sola la sua piccola batteria mentre guidi e non va mai collegata alla presa. Consuma sensibilmente meno carburante di un'auto a benzina equivalente, soprattutto in città, e si guida come un normale cambio automatico. È adatta a chi non può ricaricare a casa o percorre spesso lunghe distanze.",
				"Un'ibrida plug-in ha una batteria più grande che si ricarica dalla presa, spesso sufficiente per il tragitto casa-lavoro in elettrico, e un motore a benzina per i viaggi più lunghi. Fa risparmiare solo se la ricarichi regolarmente: usata quasi sempre a benzina, si porta dietro il peso di una batteria che non sfrutti. Un'auto completamente elettrica ha i costi di utilizzo più bassi se puoi ricaricare a casa o al lavoro, mentre i viaggi lunghi richiedono di pianificare un po' le soste alle colonnine rapide.",
				"Qualunque tipo tu scelga, la batteria è il componente da controllare. Chiedi al concessionario o a un'officina un rapporto sullo stato di salute della batteria (spesso chiamato «state of health») e informati su quanto resta della garanzia della batteria: molti costruttori coprono la batteria ad alta tensione più a lungo del resto dell'auto. Su un'elettrica, osserva l'autonomia durante il giro di prova e, se puoi, prova una ricarica.",
				"Quando crei un avviso su CarWatch, puoi scegliere elettrica, ibrida o ibrida plug-in come alimentazione, oppure qualsiasi alimentazione se stai ancora confrontando. Combinala con una fascia di prezzo, gli anni e un chilometraggio massimo, e riceverai un messaggio su Telegram ogni volta che compare una nuova corrispondenza.",
			],
		},
	],
}

export default blog
