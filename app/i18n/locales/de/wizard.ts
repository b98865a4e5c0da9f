import { type Shape } from '../../shape.ts'
import type en from '../en/wizard.ts'

const wizard: Shape<typeof en> = {
	errors: {
		websites: 'Wählen Sie mindestens eine Website aus',
		facebookUrlRequired: 'Die Facebook-Marketplace-URL ist erforderlich, wenn Facebook ausgewählt ist',
		facebookUrlInvalid:
			'Fügen Sie die Adresse einer Facebook-Marketplace-Suche ein: Sie beginnt mit https://www.facebook.com/marketplace/',
		frequency: 'Wählen Sie, wie oft wir prüfen',
		brand: 'Die Automarke ist erforderlich',
		model: 'Das Automodell ist erforderlich',
		fuel: 'Die Kraftstoffart ist erforderlich',
		priceMin: 'Der Mindestpreis muss eine Zahl sein',
		priceMax: 'Der Höchstpreis muss eine Zahl sein',
		priceRange: 'Der Mindestpreis darf nicht höher als der Höchstpreis sein',
		yearMin: 'Das Mindestbaujahr muss ein gültiges Jahr sein',
		yearMax: 'Das Höchstbaujahr muss ein gültiges Jahr sein',
		yearRange: 'Das erste Baujahr darf nicht nach dem letzten liegen',
		maxKilometers: 'Die maximalen Kilometer müssen eine Zahl sein',
		telegramUsername: 'Der Telegram-Benutzername ist erforderlich',
		telegramUsernameFormat: 'Ein Telegram-Benutzername hat 5 bis 32 Buchstaben, Ziffern oder Unterstriche, ohne @',
		language: 'Die Benachrichtigungssprache ist erforderlich',
		contactBot:
			'Bot-Kontakt erforderlich: Starten Sie einen Chat mit unserem Telegram-Bot und senden Sie eine Nachricht, um Autoalarme zu erhalten',
		terms: 'Sie müssen den Geschäftsbedingungen zustimmen',
	},
}

export default wizard
