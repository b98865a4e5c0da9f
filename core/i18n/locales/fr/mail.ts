import { type Shape } from '../../shape.ts'
import type en from '../en/mail.ts'

const mail: Shape<typeof en> = {
	verify: {
		subject: 'Votre code de vérification CarWatch : {{code}}',
		intro: 'Bonjour {{name}},',
		code: 'Votre code de vérification est {{code}}.',
		expiry: 'Il expire dans 15 minutes.',
		ignore: "Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.",
	},
	invite: {
		subject: 'Une place CarWatch est libre pour vous',
		intro: 'Bonjour {{name}},',
		held: "Une place s'est libérée chez CarWatch et elle est pour vous : nous vous la réservons jusqu'au {{expiry}}.",
		action: 'Pour la prendre, inscrivez-vous ou connectez-vous avec cette même adresse e-mail ({{email}}) avant cette date, puis créez votre alerte ici :',
		after: "Passé ce délai, la place revient à la personne suivante sur la liste d'attente.",
		ignore: "Si vous n'en avez plus besoin, vous pouvez ignorer cet e-mail.",
	},
	waitlistConfirm: {
		subject: "Confirmez votre place sur la liste d'attente CarWatch",
		intro: 'Bonjour {{name}},',
		body: "Veuillez confirmer que vous souhaitez rejoindre la liste d'attente CarWatch avec cette adresse ({{email}}). D'ici là, l'inscription ne réserve aucune place et ne reçoit aucune invitation.",
		action: 'Confirmez ici avant le {{expiry}} :',
		ignore: "Si vous ne vous êtes pas inscrit, ignorez cet e-mail : l'inscription non confirmée sera supprimée.",
	},
	telegramBlocked: {
		subject: 'Vos alertes CarWatch ne vous parviennent plus sur Telegram',
		intro: 'Bonjour {{name}},',
		body: 'Telegram nous a indiqué que vous avez bloqué le bot CarWatch (ou supprimé la conversation avec lui) : nous ne pouvons donc plus vous envoyer les nouvelles annonces. Vos alertes continuent de fonctionner.',
		action: 'Pour les recevoir à nouveau, ouvrez ce lien dans Telegram et appuyez sur Démarrer :',
		dashboard: 'Si vous avez arrêté le bot volontairement, vous pouvez mettre en pause ou résilier vos alertes depuis votre tableau de bord : {{url}}',
	},
	paymentFailed: {
		subject: 'CarWatch : votre paiement n’a pas abouti',
		intro: 'Bonjour {{name}},',
		body: 'Nous n’avons pas pu encaisser le paiement de ce mois, {{price}}, pour votre alerte « {{alert}} ». L’alerte continue de fonctionner avec ses réglages actuels pendant que nous réessayons dans les prochains jours.',
		action: 'Pour la conserver, ajoutez une carte ou choisissez une autre carte par défaut ici ; nous relançons aussitôt le paiement :',
		after: 'Si le paiement échoue encore après la dernière tentative, l’alerte prend fin et plus aucune recherche n’est effectuée.',
	},
	reset: {
		subject: 'Réinitialisez votre mot de passe CarWatch',
		intro: 'Bonjour {{name}},',
		body: 'Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe du compte CarWatch de {{email}}.',
		noPassword: 'Votre compte se connecte avec Google et n’a pas encore de mot de passe : ce lien vous permet d’en choisir un, et la connexion avec Google continue de fonctionner.',
		action: 'Choisissez un nouveau mot de passe ici. Le lien ne sert qu’une fois, jusqu’au {{expiry}} (30 minutes) :',
		after: 'Choisir un nouveau mot de passe vous déconnecte de tous les appareils où vous êtes connecté. Un lien plus récent remplace celui-ci.',
		ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
	},
	receipt: {
		subject: 'Reçu CarWatch : {{amount}} pour votre alerte « {{alert}} »',
		intro: 'Bonjour {{name}},',
		body: 'Merci pour votre paiement. Voici votre reçu pour l’alerte « {{alert}} ».',
		amount: 'Montant : {{amount}} ({{currency}})',
		period: 'Période : du {{from}} au {{until}}',
		card: 'Payé avec : {{card}}',
		demo: 'Facturation de démonstration : ce serveur n’accepte pas de paiement par carte, rien n’a donc été débité.',
		renews: 'L’alerte se renouvelle le {{date}} pour un mois de plus, jusqu’à ce que vous la résiliiez. Votre tableau de bord l’affiche, et vous pouvez l’y modifier ou la résilier :',
		keep: 'Conservez cet e-mail comme reçu.',
	},
	cancelled: {
		subject: 'CarWatch : votre alerte « {{alert}} » est résiliée',
		intro: 'Bonjour {{name}},',
		runsUntil: 'Comme vous l’avez demandé, votre alerte « {{alert}} » est résiliée. Elle continue jusqu’au {{date}}, la fin du mois payé, puis prend fin. Elle ne se renouvelle pas, et plus rien n’est facturé.',
		ended: 'Comme vous l’avez demandé, votre alerte « {{alert}} » est résiliée. Elle a pris fin : plus aucune recherche n’est effectuée, et plus rien n’est facturé.',
		keep: 'Vous avez changé d’avis ? Jusqu’au {{date}}, « {{button}} » sur votre tableau de bord annule la résiliation :',
		dashboard: 'Votre tableau de bord :',
	},
	kept: {
		subject: 'CarWatch : votre alerte « {{alert}} » continue',
		intro: 'Bonjour {{name}},',
		body: 'Vous avez conservé votre alerte « {{alert}} » : sa résiliation est annulée, et elle continue.',
		renews: 'Elle se renouvelle le {{date}} à {{price}} par mois, jusqu’à ce que vous la résiliiez.',
		renewsCard: 'Elle se renouvelle le {{date}} à {{price}} par mois, débités sur {{card}}, jusqu’à ce que vous la résiliiez.',
		dashboard: 'Votre tableau de bord :',
	},
	cards: {
		visa: 'Visa',
		mastercard: 'Mastercard',
		other: 'Carte',
		ending: '{{brand}} se terminant par {{last4}}',
	},
	signature: "L'équipe CarWatch",
}

export default mail
