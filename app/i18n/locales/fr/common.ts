import { type Shape } from '../../shape.ts'
import type en from '../en/common.ts'

const common: Shape<typeof en> = {
	app: {
		name: 'CarWatch',
		tagline: "Alertes voitures d'occasion sur Telegram",
	},
	nav: {
		features: 'Fonctionnalités',
		howItWorks: 'Comment ça marche',
		pricing: 'Tarifs',
		getAlerts: 'Créer une alerte',
		waitlist: "Liste d'attente",
		faq: 'FAQ',
		menu: 'Menu',
		mainNavigation: 'Navigation principale',
		skipToContent: 'Aller au contenu',
		home: 'Accueil CarWatch',
	},
	user: {
		login: 'Connexion',
		signUp: "S'inscrire",
		myAlerts: 'Mes alertes',
		profile: 'Profil',
		settings: 'Paramètres',
		logout: 'Déconnexion',
		account: 'Compte',
	},
	theme: {
		label: 'Thème',
		light: 'Clair',
		dark: 'Sombre',
		system: 'Système',
		apply: 'Appliquer le thème',
	},
	language: {
		label: 'Langue',
		apply: 'Changer de langue',
	},
	capacity: {
		badge: '{{active}}/{{capacity}} abonnés',
		full: "Capacité maximale atteinte ! Nous n'acceptons pas de nouveaux abonnements pour le moment.",
		available: '{{remaining}} abonnements disponibles',
		bannerFullTitle: 'Nous sommes complets',
		bannerFullText:
			"Les {{capacity}} places sont prises. Inscrivez-vous sur la liste d'attente : nous vous écrirons dès qu'une place se libère.",
		bannerFullAction: "Rejoindre la liste d'attente",
		bannerLimitedTitle: 'Plus que {{remaining}} places',
		bannerLimitedText:
			'{{active}} places sur {{capacity}} sont prises. Créez vos alertes tant qu’il reste des places.',
		bannerAvailableTitle: '{{remaining}} places disponibles sur {{capacity}}',
		bannerAvailableText: "Nous limitons le nombre d'abonnés pour que chaque alerte reste rapide.",
		bannerAction: 'Créer une alerte',
		percentFull: '{{percent}} % occupé',
	},
	footer: {
		about: "Alertes voitures d'occasion depuis les sites d'annonces, directement sur Telegram.",
		quickLinks: 'Liens rapides',
		legal: 'Mentions légales',
		company: 'Entreprise',
		contact: 'Contact',
		terms: "Conditions d'utilisation",
		privacy: 'Politique de confidentialité',
		cookies: 'Politique relative aux cookies',
		aboutUs: 'À propos',
		blog: 'Blog',
		careers: 'Carrières',
		support: 'Assistance',
		email: 'E-mail',
		telegram: 'Telegram',
		rights: '© {{year}} CarWatch. Tous droits réservés.',
	},
	meta: {
		notFoundTitle: '404 Page introuvable',
		errorTitle: 'Une erreur est survenue',
	},
	errors: {
		notFoundHeading: '404 Page introuvable',
		notFoundText: "Nous n'avons pas trouvé la page demandée.",
		backHome: "Retour à l'accueil",
		unexpectedHeading: 'Une erreur est survenue',
		unexpectedText: "Une erreur inattendue s'est produite. Veuillez réessayer.",
		tooLarge: "La requête est trop volumineuse. Les formulaires et appels d'API sont limités à 1 Mo.",
		formRequired: 'Cette adresse attend un formulaire. Envoyez-le depuis le formulaire de la page et réessayez.',
		formUnreadable: 'Le formulaire n’a pas pu être lu. Rechargez la page et envoyez-le à nouveau.',
		controlCharacters: 'Le formulaire contient des caractères de contrôle invisibles (comme un octet NUL). Supprimez-les ou retapez le texte, puis réessayez.',
	},
	// A label and its value, or a label before a list: French puts a narrow no-break space before the colon.
	labelValue: '{{label}} : {{value}}',
	labelBefore: '{{label}} :',
	sites: {
		watchedNow: "Surveillés aujourd'hui",
		coming: 'En cours de connexion',
		note: "Un site n'est indiqué comme surveillé qu'une fois ses alertes pleinement opérationnelles.",
	},
	scrollToTop: 'Revenir en haut',
}

export default common
