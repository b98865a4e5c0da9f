import { type Shape } from '../../shape.ts'
import type en from '../en/wizard.ts'

const wizard: Shape<typeof en> = {
	errors: {
		websites: 'Sélectionnez au moins un site',
		facebookUrlRequired: "L'URL Facebook Marketplace est obligatoire lorsque Facebook est sélectionné",
		facebookUrlInvalid:
			"Collez l'adresse d'une recherche Facebook Marketplace : elle commence par https://www.facebook.com/marketplace/",
		frequency: 'Choisissez la fréquence de vérification',
		brand: 'La marque est obligatoire',
		model: 'Le modèle est obligatoire',
		fuel: 'Le carburant est obligatoire',
		priceMin: 'Le prix minimum doit être un nombre',
		priceMax: 'Le prix maximum doit être un nombre',
		priceRange: 'Le prix minimum ne doit pas dépasser le prix maximum',
		yearMin: "L'année minimum doit être une année valide",
		yearMax: "L'année maximum doit être une année valide",
		yearRange: 'La première année ne doit pas être postérieure à la dernière',
		maxKilometers: 'Le kilométrage maximum doit être un nombre',
		telegramUsername: "Le nom d'utilisateur Telegram est obligatoire",
		telegramUsernameFormat: "Un nom d'utilisateur Telegram compte 5 à 32 lettres, chiffres ou tirets bas, sans le @",
		language: 'La langue des notifications est obligatoire',
		contactBot:
			'Contact du bot requis : démarrez une conversation avec notre bot Telegram et envoyez-lui un message pour recevoir les alertes',
		terms: 'Vous devez accepter les conditions générales',
	},
}

export default wizard
