import { type Shape } from '../../shape.ts'
import type en from '../en/careers.ts'

const careers: Shape<typeof en> = {
	meta: {
		title: 'Carrières chez CarWatch',
		description:
			"Rejoignez une petite équipe en télétravail qui aide chacun à trouver la bonne voiture d'occasion. Découvrez nos postes ouverts ou envoyez-nous une candidature spontanée.",
	},
	heading: 'Carrières chez CarWatch',
	intro:
		"Nous sommes une petite équipe qui conçoit des alertes pour aider chacun à trouver la bonne voiture d'occasion avant les autres. Nous travaillons à distance, nous mettons les choses par écrit et nous tenons à un logiciel honnête qui fonctionne, tout simplement. Si cela vous ressemble, nous serons ravis d'avoir de vos nouvelles.",
	perksHeading: 'Pourquoi nous rejoindre',
	perks: [
		{
			title: 'Horaires flexibles',
			text: "Organisez votre journée de travail autour de votre vie. Nous nous accordons sur des résultats et quelques heures communes, pas sur le moment où vous êtes à votre bureau.",
		},
		{
			title: 'Télétravail avant tout',
			text: "Travaillez là où vous êtes le plus efficace. Les discussions et les décisions se font par écrit : personne n'est mis à l'écart parce qu'il vit dans un autre fuseau horaire.",
		},
		{
			title: 'Croissance rapide',
			text: 'Notre produit est jeune et il reste beaucoup à construire. Vous prenez tôt de vraies responsabilités et vous grandissez avec l\'entreprise.',
		},
	],
	positionsHeading: 'Postes ouverts',
	posted: 'Publié le {{date}}',
	apply: 'Postuler',
	applyLabel: 'Postuler : {{position}}',
	applySubject: 'Candidature : {{position}}',
	positions: [
		{
			title: 'Développeur full-stack (H/F)',
			type: 'À distance, temps plein',
			text: "Construisez l'application web que nos abonnés utilisent chaque jour, de la création des alertes à la facturation, avec TypeScript, Remix, React et PostgreSQL.",
		},
		{
			title: 'Data engineer (H/F)',
			type: 'À distance, temps plein',
			text: "Transformez les pages d'annonces de nombreux sites en données propres et fiables, et faites en sorte que nous remarquions vite quand un site change.",
		},
		{
			title: 'Customer success manager (H/F)',
			type: 'À distance, temps plein',
			text: "Aidez les abonnés à créer leurs alertes et à connecter Telegram, répondez à leurs questions par e-mail et partagez ce que vous apprenez avec l'équipe.",
		},
		{
			title: 'Designer UX/UI (H/F)',
			type: 'À distance, temps partiel',
			text: 'Concevez des écrans clairs et accessibles pour la création des alertes et le tableau de bord, ainsi que les messages que nous envoyons, en cinq langues.',
		},
	],
	openHeading: 'Vous ne trouvez pas le poste qui vous correspond ?',
	openText:
		"Nous sommes toujours heureux de rencontrer des personnes qui tiennent à ce que nous faisons. Parlez-nous de vous et de la façon dont vous aimeriez contribuer.",
	openButton: 'Envoyer une candidature spontanée',
	openSubject: 'Candidature spontanée',
	emailNote: 'Les candidatures sont à envoyer à {{email}}.',
}

export default careers
