/**
 * The articles' addresses and publication dates, the same in every language. The `articles` list
 * of each language holds the texts in this order (an article is found by its index here).
 */
export const blogArticles = [
	{ slug: 'how-to-spot-an-underpriced-used-car', date: '2026-11-03' },
	{ slug: 'best-time-to-buy-a-used-car', date: '2026-10-14' },
	{ slug: 'setting-up-telegram-notifications', date: '2026-09-22' },
	{ slug: 'popular-used-car-models-by-price-range', date: '2026-08-27' },
	{ slug: 'red-flags-in-used-car-listings', date: '2026-07-30' },
	{ slug: 'electric-or-hybrid-used-car', date: '2026-07-08' },
] as const

const blog = {
	meta: {
		title: 'Blog: used-car buying guides | CarWatch',
		description:
			'Practical guides for used-car buyers: spotting bargains, timing your purchase, red flags in listings, electric or hybrid, and getting alerts on Telegram.',
	},
	heading: 'The CarWatch blog',
	intro:
		'Practical advice for buying a used car: how to recognise a good deal, when to buy, which warning signs to look for, and how to get the most out of your alerts.',
	articleTitle: '{{title}} | CarWatch blog',
	readMore: 'Read more',
	readMoreLabel: 'Read more: {{title}}',
	backToBlog: 'Back to all articles',
	articles: [
		{
			title: 'How to spot an underpriced used car',
			summary:
				'A low price is only a bargain if you know the market and the reason behind it. Here is how to tell a real deal from a problem car.',
			paragraphs: [
				'An underpriced car is one listed clearly below what comparable cars sell for, without a hidden reason that justifies the gap. Finding one starts with knowing the going rate. Before you chase deals, spend an evening looking at listings for the exact model you want, and note the prices of cars with similar years, engines, equipment and mileage.',
				'Compare like with like. A diesel estate with 90,000 km and a full service history is not the same car as a petrol hatchback with 180,000 km, even if both wear the same badge. Group the listings you find by year and mileage and a realistic price band soon appears. Anything clearly below that band deserves a closer look.',
				'Then ask why the price is low. Some reasons are harmless: a seller who has to sell quickly because of a move, poor photos, a two-line description, or a listing in the wrong category that few buyers see. Others are not: accident damage, a missing service history, an imported car with unclear papers, or an expensive repair that is due soon. Ask the seller directly, and ask for the documents.',
				'Speed matters. Cars priced at or below the market often get many calls on the first day, and the best ones are gone within hours. The saved searches of each marketplace help, but they cover one site at a time. A CarWatch alert applies your criteria to the sites you choose, checks them from every hour down to every minute depending on your plan, and sends you a Telegram message when a new match appears, so you can be among the first to call.',
				'Never let a good price rush you past the basics. See the car in person, check that the vehicle identification number matches the papers, take a proper test drive, and have a mechanic you trust inspect the car if you are unsure. A bargain that needs a new gearbox is no bargain.',
			],
		},
		{
			title: 'When is the best time to buy a used car?',
			summary:
				'The season, the end of the month and new model launches all move used-car prices. Here is when buyers tend to have the upper hand.',
			paragraphs: [
				'There is no single perfect day to buy a used car, but some moments give buyers more room to negotiate. The most dependable one is the end of a month or a quarter at a dealership: salespeople often have targets to meet and may accept a lower offer, or add winter tyres or a service, to close a sale.',
				'The season matters too. Convertibles and sports cars are usually easier to negotiate in late autumn and winter, when few people want them, while four-wheel-drive cars are in demand as soon as the weather turns. Buying against the season can save money, as long as you can wait a few months to enjoy the car.',
				'New model launches also move the market. When a manufacturer introduces a new generation, many owners of the previous one trade theirs in, and more used cars of that model come up for sale. More supply usually means more choice and more realistic prices.',
				'Private sellers have their own timing. People who are moving abroad, expecting a child or have already bought their next car want a quick sale. You cannot plan for these listings, but you can be ready for them: know your budget, arrange any financing in advance, and be able to view a car at short notice.',
				'In practice, the best time to buy is when the right car appears and you are the first to call. Timing the market helps you negotiate, but being early helps more. That is why many buyers set up an alert with their exact criteria and let it watch the listings, instead of refreshing search pages every evening.',
			],
		},
		{
			title: 'Setting up Telegram notifications for your car alerts',
			summary:
				'Connect our Telegram bot in under a minute and make sure no alert gets lost on the way. A step-by-step guide.',
			paragraphs: [
				'CarWatch sends every new match as a Telegram message with the price, the kilometres, the location and a link to the listing. To receive these messages you need Telegram on your phone or computer and a one-time connection to our bot. It takes less than a minute.',
				'When you set up an alert, you enter your Telegram username and choose the language of your notifications: English, German, French, Spanish or Italian. We then show you a personal link and a QR code. Open the link on a device where you are signed in to Telegram, or scan the code with your phone, and the chat with our bot opens.',
				'Press Start in that chat. This step is essential: Telegram only lets a bot write to people who have started a chat with it first, so until you press Start our bot cannot send you anything. Once you have, the bot links the chat to your account and your dashboard shows Telegram as connected.',
				'Then make sure the messages can reach you. Do not block the bot, check that the chat is not muted, and allow Telegram to show notifications on your phone. If you block the bot, Telegram stops delivering its messages; unblock it and look at your dashboard to check that the chat is still shown as connected.',
				'That is all. We check the sites at the pace of your plan, from every hour down to every minute, and a message arrives each time a new listing matches your criteria. Open the listing straight from the message and contact the seller while the car is still available.',
			],
		},
		{
			title: 'Popular used-car models by price range',
			summary:
				'From first cars to nearly new family SUVs: models that buyers keep coming back to, and what to check on each.',
			paragraphs: [
				'Whatever your budget, some models are in demand for good reasons: there are plenty of them, parts are easy to find, and most mechanics know them well. Below are models that many buyers look for in each price range, with what to check. Prices differ a lot from country to country, so use the listings near you to see what each range means in your market.',
				'On a tight budget, small cars that are ten years old or more are the usual choice. The Toyota Yaris, Honda Jazz, Volkswagen Polo, Škoda Fabia and Ford Fiesta are common and cheap to run. At this age the condition of the car matters far more than the badge: look for rust, a documented service history, and a clutch and gearbox that work smoothly.',
				'In the middle of the market, compact cars and estates a few years old give the most car for the money. The Volkswagen Golf, Škoda Octavia, Toyota Corolla, Mazda3 and Ford Focus are listed in large numbers, which leaves you room to compare and negotiate. Check that any recall work has been done, and that the timing belt has been replaced on schedule on engines that have one.',
				'With a larger budget, many buyers choose nearly new SUVs and family cars such as the Toyota RAV4, Kia Sportage, Hyundai Tucson, Škoda Kodiaq or Volvo XC60. A car only a few years old may still have part of its manufacturer warranty left: ask whether it passes to you, and check that the services needed to keep it valid were done.',
				'Popular models have one downside: good examples sell fast, because many buyers are looking for them at the same time. Put your price range, year range and maximum kilometres into an alert and you hear about new listings soon after they appear, not days later.',
			],
		},
		{
			title: 'Red flags in used-car listings',
			summary:
				'Prices that are too good to be true, stock photos, sellers who want a deposit first: the warning signs to spot before you travel to see a car.',
			paragraphs: [
				'Most listings are honest, but the few that are not can cost you a lot of money. The good news is that many problems already show in the listing itself. Learn the warning signs and you can skip a bad car before you spend an afternoon travelling to see it.',
				'Be careful when a price is far below every comparable car. Genuine bargains exist, but a price that looks too good to be true is also the most common bait in scams. If the seller cannot show you the car in person, says they are abroad and will ship it to you, or asks for a deposit before a viewing, walk away.',
				'Look closely at the photos. Stock images, pictures taken in different places or seasons, a number plate that is hidden in some photos but not in others, or no photos of the interior and the odometer are all reasons to ask questions. Compare the equipment you see with the description: both should describe the same car.',
				'Check the details that are hard to fake. Ask for the vehicle identification number before you visit, and make sure it matches the registration documents and the car itself. The mileage should fit the service records, the inspection reports and the wear on the seats, pedals and steering wheel. A seller whose name is not on the papers should be able to explain why.',
				'Finally, watch how the seller behaves. Pressure to decide today, a refusal of a test drive or an independent inspection, and the same phone number in many different listings are all warning signs. Pay only once you have seen the car and its documents, and prefer a traceable bank transfer to a bundle of cash handed over in a car park.',
			],
		},
		{
			title: 'Electric or hybrid: which used car suits you?',
			summary:
				'Fully electric, hybrid or plug-in hybrid? How to choose between them, and what to check on the battery of a used car.',
			paragraphs: [
				'Used electric and hybrid cars are more common every year, and they can be a very good buy. The right choice depends mostly on how far you drive, where you drive, and whether you can charge at home. Here is how the three main types differ.',
				'A full hybrid charges its small battery itself while you drive and never needs to be plugged in. It uses noticeably less fuel than a comparable petrol car, especially in town, and it drives like an ordinary automatic. It suits drivers who cannot charge at home or who often cover long distances.',
				'A plug-in hybrid has a larger battery that you charge from a socket, often enough for a daily commute on electricity alone, plus a petrol engine for longer journeys. It only saves money if you charge it regularly: driven mostly on petrol, it carries the weight of a battery you do not use. A fully electric car has the lowest running costs if you can charge at home or at work, while long trips need some planning around fast chargers.',
				'Whichever type you choose, the battery is the part to check. Ask for a battery health report, often called the state of health, from the dealer or a garage, and find out how much of the battery warranty remains: many manufacturers cover the high-voltage battery for longer than the rest of the car. On an electric car, watch the range during the test drive and try a charge if you can.',
				'When you set up an alert in CarWatch, you can choose electric, hybrid or plug-in hybrid as the fuel type, or any fuel if you are still comparing. Combine it with a price range, a year range and a maximum mileage, and you get a Telegram message whenever a new match appears.',
			],
		},
	],
}

export default blog
