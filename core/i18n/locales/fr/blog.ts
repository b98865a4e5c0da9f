import { type Shape } from '../../shape.ts'
import type en from '../en/blog.ts'

const blog: Shape<typeof en> = {
	meta: {
		title: "Blog : guides d'achat de voitures d'occasion | CarWatch",
		description:
			"Des guides pratiques pour acheter une voiture d'occasion : repérer les bonnes affaires, choisir le bon moment, les signaux d'alerte dans les annonces, électrique ou hybride, et les alertes sur Telegram.",
	},
	heading: 'Le blog CarWatch',
	intro:
		"Des conseils concrets pour acheter une voiture d'occasion : reconnaître une bonne affaire, savoir quand acheter, repérer les signaux d'alerte et tirer le meilleur parti de vos alertes.",
	articleTitle: '{{title}} | Blog CarWatch',
	readMore: 'Lire la suite',
	readMoreLabel: 'Lire la suite : {{title}}',
	backToBlog: 'Retour à tous les articles',
	articles: [
		{
			title: "Comment repérer une voiture d'occasion sous-évaluée",
			summary:
				"Un prix bas n'est une bonne affaire que si vous connaissez le marché et la raison de ce prix. Voici comment distinguer une vraie occasion d'une voiture à problèmes.",
			paragraphs: [
				"Une voiture sous-évaluée est une voiture proposée nettement en dessous du prix des modèles comparables, sans raison cachée qui justifie l'écart. Pour en trouver une, il faut d'abord connaître le prix du marché. Avant de chasser les bonnes affaires, prenez une soirée pour parcourir les annonces du modèle exact que vous cherchez, et notez les prix des voitures d'année, de motorisation, d'équipement et de kilométrage proches.",
				"Comparez ce qui est comparable. Un break diesel de 90 000 km avec un carnet d'entretien complet n'est pas la même voiture qu'une citadine essence de 180 000 km, même si les deux portent le même logo. Classez les annonces par année et par kilométrage, et une fourchette de prix réaliste apparaît vite. Tout ce qui se situe nettement en dessous mérite un examen attentif.",
				"Demandez-vous ensuite pourquoi le prix est bas. Certaines raisons sont sans gravité : un vendeur qui doit vendre vite à cause d'un déménagement, des photos ratées, une description de deux lignes ou une annonce publiée dans la mauvaise catégorie, que peu d'acheteurs voient. D'autres le sont moins : un accident, un historique d'entretien manquant, une voiture importée aux papiers peu clairs ou une réparation coûteuse à prévoir. Posez la question directement au vendeur et demandez les documents.",
				"La rapidité compte. Les voitures affichées au prix du marché ou en dessous reçoivent souvent de nombreux appels dès le premier jour, et les meilleures partent en quelques heures. Les recherches enregistrées de chaque site aident, mais elles ne couvrent qu'un site à la fois. Une alerte CarWatch applique vos critères aux sites que vous choisissez, les vérifie de toutes les heures jusqu'à chaque minute selon votre formule, et vous envoie un message Telegram dès qu'une nouvelle annonce correspond. Vous faites ainsi partie des premiers à appeler.",
				"Ne laissez jamais un bon prix vous faire sauter l'essentiel. Voyez la voiture en personne, vérifiez que le numéro d'identification du véhicule correspond aux papiers, faites un vrai essai routier et, en cas de doute, faites-la inspecter par un mécanicien de confiance. Une bonne affaire qui a besoin d'une nouvelle boîte de vitesses n'en est pas une.",
			],
		},
		{
			title: "Quel est le meilleur moment pour acheter une voiture d'occasion ?",
			summary:
				"La saison, la fin du mois et l'arrivée de nouveaux modèles font bouger les prix de l'occasion. Voici les moments où l'acheteur a l'avantage.",
			paragraphs: [
				"Il n'existe pas de jour idéal pour acheter une voiture d'occasion, mais certains moments laissent plus de marge de négociation. Le plus fiable est la fin d'un mois ou d'un trimestre chez un professionnel : les vendeurs ont souvent des objectifs à atteindre et acceptent plus facilement une offre plus basse, ou ajoutent des pneus hiver ou une révision pour conclure la vente.",
				"La saison joue aussi. Les cabriolets et les sportives se négocient généralement mieux en fin d'automne et en hiver, quand peu de gens en veulent, tandis que les quatre-roues motrices sont recherchées dès que la météo se dégrade. Acheter à contre-saison permet d'économiser, à condition de pouvoir attendre quelques mois pour profiter de la voiture.",
				"L'arrivée de nouveaux modèles fait aussi bouger le marché. Quand un constructeur lance une nouvelle génération, de nombreux propriétaires de l'ancienne font reprendre leur voiture, et davantage d'exemplaires d'occasion de ce modèle arrivent à la vente. Plus d'offre signifie en général plus de choix et des prix plus réalistes.",
				"Les particuliers ont leur propre calendrier. Les personnes qui partent à l'étranger, attendent un enfant ou ont déjà acheté leur prochaine voiture veulent vendre vite. On ne peut pas prévoir ces annonces, mais on peut s'y préparer : connaissez votre budget, réglez votre financement à l'avance et soyez prêt à voir une voiture au pied levé.",
				"En pratique, le meilleur moment pour acheter, c'est quand la bonne voiture apparaît et que vous êtes le premier à appeler. Bien choisir son moment aide à négocier, mais être rapide aide davantage. C'est pourquoi de nombreux acheteurs créent une alerte avec leurs critères exacts et la laissent surveiller les annonces, au lieu de rafraîchir des pages de recherche tous les soirs.",
			],
		},
		{
			title: 'Configurer les notifications Telegram de vos alertes',
			summary:
				'Connectez notre bot Telegram en moins d\'une minute et assurez-vous de ne perdre aucune alerte. Un guide pas à pas.',
			paragraphs: [
				"CarWatch envoie chaque nouvelle annonce correspondante sous forme de message Telegram, avec le prix, le kilométrage, le lieu et un lien vers l'annonce. Pour recevoir ces messages, il vous faut Telegram sur votre téléphone ou votre ordinateur et une connexion unique à notre bot. Cela prend moins d'une minute.",
				"Lorsque vous créez une alerte, vous indiquez votre nom d'utilisateur Telegram et choisissez la langue de vos notifications : anglais, allemand, français, espagnol ou italien. Nous vous affichons ensuite un lien personnel et un QR code. Ouvrez le lien sur un appareil où vous êtes connecté à Telegram, ou scannez le code avec votre téléphone, et la conversation avec notre bot s'ouvre.",
				"Appuyez sur « Démarrer » dans cette conversation. Cette étape est indispensable : Telegram ne permet à un bot d'écrire qu'aux personnes qui ont d'abord démarré une conversation avec lui. Tant que vous n'avez pas appuyé sur « Démarrer », notre bot ne peut donc rien vous envoyer. Ensuite, le bot relie la conversation à votre compte et votre tableau de bord indique Telegram comme connecté.",
				"Vérifiez ensuite que les messages peuvent vous parvenir. Ne bloquez pas le bot, vérifiez que la conversation n'est pas en sourdine et autorisez Telegram à afficher des notifications sur votre téléphone. Si vous bloquez le bot, Telegram cesse de vous transmettre ses messages : débloquez-le et vérifiez dans votre tableau de bord que la conversation est toujours indiquée comme connectée.",
				"C'est tout. Nous vérifions les sites au rythme de votre formule, de toutes les heures jusqu'à chaque minute, et un message arrive chaque fois qu'une nouvelle annonce correspond à vos critères. Ouvrez l'annonce directement depuis le message et contactez le vendeur tant que la voiture est encore disponible.",
			],
		},
		{
			title: "Les modèles d'occasion les plus recherchés par gamme de prix",
			summary:
				'De la première voiture au SUV familial presque neuf : les modèles vers lesquels les acheteurs reviennent sans cesse, et ce qu\'il faut vérifier sur chacun.',
			paragraphs: [
				"Quel que soit votre budget, certains modèles sont recherchés pour de bonnes raisons : ils sont nombreux, les pièces sont faciles à trouver et la plupart des garagistes les connaissent bien. Voici des modèles que beaucoup d'acheteurs recherchent dans chaque gamme de prix, avec les points à vérifier. Les prix varient beaucoup d'un pays à l'autre : consultez les annonces près de chez vous pour voir ce que chaque gamme représente sur votre marché.",
				"Avec un petit budget, les citadines de dix ans ou plus sont le choix habituel. La Toyota Yaris, la Honda Jazz, la Volkswagen Polo, la Škoda Fabia et la Ford Fiesta sont répandues et peu coûteuses à l'usage. À cet âge, l'état de la voiture compte bien plus que la marque : cherchez la rouille, exigez un historique d'entretien documenté, et vérifiez que l'embrayage et la boîte de vitesses fonctionnent sans à-coups.",
				"En milieu de marché, les compactes et les breaks de quelques années offrent le plus de voiture pour votre argent. La Volkswagen Golf, la Škoda Octavia, la Toyota Corolla, la Mazda3 et la Ford Focus sont proposées en grand nombre, ce qui vous laisse de la marge pour comparer et négocier. Vérifiez que les éventuels rappels ont été effectués et, sur les moteurs à courroie de distribution, que celle-ci a été remplacée à temps.",
				"Avec un budget plus confortable, beaucoup d'acheteurs choisissent des SUV et des voitures familiales presque neufs, comme le Toyota RAV4, le Kia Sportage, le Hyundai Tucson, le Škoda Kodiaq ou le Volvo XC60. Une voiture de quelques années peut encore bénéficier d'une partie de la garantie constructeur : demandez si elle vous est transférée et vérifiez que les révisions nécessaires pour la conserver ont été faites.",
				"Les modèles recherchés ont un inconvénient : les bons exemplaires partent vite, car beaucoup d'acheteurs les cherchent en même temps. Indiquez votre fourchette de prix, vos années et votre kilométrage maximal dans une alerte, et vous serez informé des nouvelles annonces peu après leur parution, et non des jours plus tard.",
			],
		},
		{
			title: "Les signaux d'alerte dans les annonces de voitures d'occasion",
			summary:
				"Des prix trop beaux pour être vrais, des photos de catalogue, des vendeurs qui exigent un acompte d'abord : les signaux à repérer avant de vous déplacer pour voir une voiture.",
			paragraphs: [
				"La plupart des annonces sont honnêtes, mais les rares qui ne le sont pas peuvent vous coûter cher. Bonne nouvelle : beaucoup de problèmes se voient déjà dans l'annonce. Apprenez à reconnaître les signaux d'alerte et vous pourrez écarter une mauvaise voiture avant de passer un après-midi sur la route pour aller la voir.",
				"Méfiez-vous d'un prix très inférieur à celui de toutes les voitures comparables. Les vraies bonnes affaires existent, mais un prix trop beau pour être vrai est aussi l'appât le plus courant des arnaques. Si le vendeur ne peut pas vous montrer la voiture en personne, dit être à l'étranger et proposer de vous l'expédier, ou demande un acompte avant toute visite, passez votre chemin.",
				"Regardez attentivement les photos. Des images de catalogue, des photos prises dans des lieux ou à des saisons différentes, une plaque d'immatriculation masquée sur certaines photos mais pas sur d'autres, ou aucune photo de l'habitacle et du compteur sont autant de raisons de poser des questions. Comparez l'équipement visible avec la description : les deux doivent décrire la même voiture.",
				"Vérifiez les éléments difficiles à falsifier. Demandez le numéro d'identification du véhicule avant la visite et assurez-vous qu'il correspond aux papiers d'immatriculation et à la voiture elle-même. Le kilométrage doit être cohérent avec les factures d'entretien, les rapports de contrôle technique et l'usure des sièges, des pédales et du volant. Un vendeur dont le nom ne figure pas sur les papiers doit pouvoir expliquer pourquoi.",
				"Enfin, observez le comportement du vendeur. La pression pour décider le jour même, le refus d'un essai ou d'une inspection indépendante, et le même numéro de téléphone dans de nombreuses annonces différentes sont des signaux d'alerte. Ne payez qu'après avoir vu la voiture et ses documents, et préférez un virement traçable à une liasse de billets remise sur un parking.",
			],
		},
		{
			title: "Électrique ou hybride : quelle occasion vous convient ?",
			summary:
				"100 % électrique, hybride ou hybride rechargeable ? Comment choisir, et ce qu'il faut vérifier sur la batterie d'une voiture d'occasion.",
			paragraphs: [
				"Les voitures électriques et hybrides d'occasion sont chaque année plus nombreuses, et elles peuvent être un très bon achat. Le bon choix dépend surtout de la distance que vous parcourez, de l'endroit où vous roulez et de la possibilité de recharger chez vous. Voici ce qui distingue les trois grands types.",
				"Une hybride classique recharge elle-même sa petite batterie en roulant et n'a jamais besoin d'être branchée. Elle consomme nettement moins de carburant qu'une essence comparable, surtout en ville, et se conduit comme une boîte automatique ordinaire. Elle convient aux conducteurs qui ne peuvent pas recharger chez eux ou qui font souvent de longs trajets.",
				"Une hybride rechargeable possède une batterie plus grande que l'on recharge sur une prise, souvent suffisante pour le trajet domicile-travail en électrique, et un moteur essence pour les longs trajets. Elle ne fait économiser que si on la recharge régulièrement : roulant surtout à l'essence, elle transporte le poids d'une batterie inutilisée. Une voiture 100 % électrique a les coûts d'usage les plus bas si vous pouvez recharger chez vous ou au travail, tandis que les longs voyages demandent un peu de planification autour des bornes rapides.",
				"Quel que soit le type choisi, c'est la batterie qu'il faut vérifier. Demandez au vendeur professionnel ou à un garage un rapport sur l'état de santé de la batterie (souvent appelé « state of health »), et renseignez-vous sur la durée restante de la garantie batterie : de nombreux constructeurs garantissent la batterie haute tension plus longtemps que le reste de la voiture. Sur une électrique, surveillez l'autonomie pendant l'essai et, si possible, testez une recharge.",
				"Lorsque vous créez une alerte sur CarWatch, vous pouvez choisir électrique, hybride ou hybride rechargeable comme carburant, ou n'importe quel carburant si vous hésitez encore. Combinez-le avec une fourchette de prix, des années et un kilométrage maximal, et vous recevrez un message Telegram dès qu'une nouvelle annonce correspond.",
			],
		},
	],
}

export default blog
