import { describe, expect, test } from 'vitest'
import { languages } from '#core/enums.ts'
import { type ListingPayload, parseNotification } from '#core/notifications/payloads.ts'
import { parseTelegramHtml } from '#tests/support/telegram.ts'
import { siteIds, siteLabel, siteName, sites } from '#core/sites.ts'
import { vocabulary } from '#core/vocabulary.ts'
import { alertListReply, botReply, burstDigest, burstShown, captionLimit, renderNotification, statusReply, textLimit, visibleText } from './messages.ts'

const listing: ListingPayload = {
	title: 'Volkswagen Golf 1.5 TSI',
	price: 18_900,
	currency: 'EUR',
	km: 42_000,
	year: 2020,
	fuel: 'diesel',
	location: 'Berlin',
	url: 'https://www.mobile.de/listing/1?ref=a&b=c',
	imageUrl: 'https://img.example.com/1.jpg',
	siteName: 'mobile.de',
	alertLabel: 'Volkswagen Golf',
}

/** The text a Telegram client would show, as the strict parser of the fake Bot API reads it. */
/** A stored site name as a message names it: the one site of that name with its country, else the name as stored. */
function named(name: string, language: string): string {
	const ids = siteIds.filter((id) => sites[id].name === name)
	return ids.length === 1 ? siteLabel(ids[0]!, language) : name
}

function shown(html: string): string {
	const parsed = parseTelegramHtml(html)
	if (!parsed.ok) throw new Error(`${parsed.error}\n${html}`)
	return parsed.text
}

describe('listing messages', () => {
	test('every field from the listing is escaped: markup in a title arrives as text', () => {
		const message = renderNotification(
			{
				kind: 'new_listing',
				payload: {
					...listing,
					title: '<b>Golf</b> & "Co"',
					location: 'Köln <Süd> & Umland',
					siteName: 'Sites & <Co>',
					alertLabel: 'VW <i>Golf</i>',
				},
			},
			'en',
		)
		const text = shown(message.html)
		expect(text).toContain('<b>Golf</b> & "Co"')
		expect(text).toContain('Köln <Süd> & Umland')
		expect(text).toContain('Open on Sites & <Co>')
		expect(text).toContain('VW <i>Golf</i>')
		expect(message.html).toContain('&lt;b&gt;Golf&lt;/b&gt; &amp; &quot;Co&quot;')
		// The link keeps its query intact once Telegram decodes the attribute.
		expect(message.html).toContain('href="https://www.mobile.de/listing/1?ref=a&amp;b=c"')
		expect(message.button).toEqual({ text: 'Open the listing', url: 'https://www.mobile.de/listing/1?ref=a&b=c' })
	})

	test('a photo only for an http(s) image; links only for an http(s) listing URL', () => {
		expect(renderNotification({ kind: 'new_listing', payload: listing }, 'en').photoUrl).toBe('https://img.example.com/1.jpg')
		for (const imageUrl of [null, 'data:image/png;base64,AAAA', 'javascript:alert(1)', '/relative.jpg', 'ftp://img.example.com/1.jpg']) {
			expect(renderNotification({ kind: 'new_listing', payload: { ...listing, imageUrl } }, 'en').photoUrl).toBeNull()
		}
		const unsafe = renderNotification({ kind: 'new_listing', payload: { ...listing, url: 'javascript:alert(1)' } }, 'en')
		expect(unsafe.button).toBeNull()
		expect(unsafe.html).not.toContain('<a ')
		expect(shown(unsafe.html)).toContain('mobile.de')
	})

	test('a caption never passes 1,024 visible characters, however long the listing', () => {
		const long = 'Ä'.repeat(3_000)
		const message = renderNotification({ kind: 'new_listing', payload: { ...listing, title: long, location: long, alertLabel: long, siteName: long } }, 'de')
		expect(message.photoUrl).not.toBeNull()
		const text = shown(message.html)
		expect(text.length).toBeLessThanOrEqual(captionLimit)
		expect(text).toContain('…')
		expect(visibleText(message.html)).toBe(text)
	})

	test('price, kilometres, year, fuel and location in the reader’s language', () => {
		const texts = Object.fromEntries(languages.map((language) => [language, shown(renderNotification({ kind: 'new_listing', payload: listing }, language).html)]))
		expect(texts.en).toContain('New listing for your alert “Volkswagen Golf”')
		expect(texts.en).toContain('€18,900')
		expect(texts.en).toContain('42,000 km')
		expect(texts.de).toContain('Neues Angebot für Ihren Alarm „Volkswagen Golf“')
		expect(texts.de).toMatch(/18\.900\s€/)
		expect(texts.de).toContain('42.000 km')
		expect(texts.fr).toContain('Nouvelle annonce pour votre alerte «\u202fVolkswagen Golf\u202f»')
		expect(texts.fr).toMatch(/18\s900\s€/)
		expect(texts.es).toContain('Nuevo anuncio para su alerta «Volkswagen Golf»')
		expect(texts.es).toContain('Diésel')
		expect(texts.it).toContain('Nuovo annuncio per il tuo avviso «Volkswagen Golf»')
		expect(texts.it).toContain('Apri su mobile.de')
		for (const text of Object.values(texts)) {
			expect(text).toContain('2020')
			expect(text).toContain('Berlin')
		}
	})

	test('a price drop shows the old price, the new one and the difference', () => {
		const text = shown(renderNotification({ kind: 'price_drop', payload: { ...listing, price: 17_500, previousPrice: 18_900 } }, 'en').html)
		expect(text).toContain('Price drop for your alert')
		expect(text).toContain('€18,900 → €17,500 (−€1,400)')
	})

	test('a price in another currency is followed by its euro figure, in the reader’s number format', () => {
		const zloty = { ...listing, price: 44_000, currency: 'PLN', priceEur: 10_353 }
		const texts = Object.fromEntries(languages.map((language) => [language, shown(renderNotification({ kind: 'new_listing', payload: zloty }, language).html)]))
		expect(texts.en).toMatch(/💰 PLN\s44,000 ≈ €10,353\n/)
		expect(texts.de).toMatch(/💰 44\.000\s\S+ ≈ 10\.353\s€\n/)
		expect(texts.fr).toMatch(/≈ 10\s353\s€\n/)
		expect(texts.es).toMatch(/≈ 10\.353\s€\n/)
		expect(texts.it).toMatch(/≈ 10\.353\s€\n/)
		const html = renderNotification({ kind: 'new_listing', payload: zloty }, 'en').html
		expect(html).toContain('</b> ≈ €10,353')
	})

	test('a price drop in another currency shows the new price in euros', () => {
		const payload = { ...listing, price: 44_000, currency: 'PLN', priceEur: 10_353, previousPrice: 47_000, previousPriceEur: 11_059 }
		expect(shown(renderNotification({ kind: 'price_drop', payload }, 'en').html)).toMatch(/📉 PLN\s47,000 → PLN\s44,000 ≈ €10,353 \(−PLN\s3,000\)/)
		expect(shown(renderNotification({ kind: 'price_drop', payload }, 'de').html)).toMatch(/→ 44\.000\s\S+ ≈ 10\.353\s€ \(−3\.000\s\S+\)/)
	})

	test('no euro figure for a euro price, an unknown conversion or a price on request', () => {
		const plain = (payload: ListingPayload) => shown(renderNotification({ kind: 'new_listing', payload }, 'en').html)
		expect(plain({ ...listing, priceEur: 18_900 })).not.toContain('≈')
		expect(plain({ ...listing, currency: 'eur', priceEur: 18_900 })).not.toContain('≈')
		expect(plain({ ...listing, currency: 'XXX', priceEur: null })).not.toContain('≈')
		expect(plain({ ...listing, currency: 'PLN' })).not.toContain('≈')
		expect(plain({ ...listing, price: null, currency: 'PLN', priceEur: null })).not.toContain('≈')
		expect(shown(renderNotification({ kind: 'price_drop', payload: { ...listing, price: 17_500, priceEur: 17_500, previousPrice: 18_900, previousPriceEur: 18_900 } }, 'en').html)).toContain('€18,900 → €17,500 (−€1,400)')
	})

	test('a listing without price or currency still renders', () => {
		const text = shown(renderNotification({ kind: 'new_listing', payload: { ...listing, price: null, currency: null, km: null, year: null, fuel: null, location: null } }, 'it').html)
		expect(text).toContain('Prezzo su richiesta')
		const odd = shown(renderNotification({ kind: 'new_listing', payload: { ...listing, price: 5000, currency: 'XYZ1' } }, 'en').html)
		expect(odd).toContain('5,000 XYZ1')
	})
})

describe('how old the listing is, as of sending (docs/decisions/042)', () => {
	const sending = new Date('2026-03-05T10:00:00Z')
	const ago = (minutes: number) => new Date(sending.getTime() - minutes * 60_000).toISOString()
	const ageOf = (payload: ListingPayload, language: (typeof languages)[number], now = sending) =>
		shown(renderNotification({ kind: 'new_listing', payload }, language, now).html)
			.split('\n')
			.find((line) => line.startsWith('⏱'))

	test('the site’s own time says "listed", ours says "first seen", in the five languages', () => {
		const published = { ...listing, publishedAt: ago(4), firstSeenAt: ago(1) }
		const seen = { ...listing, firstSeenAt: ago(4) }
		const expected = {
			en: ['⏱ Listed 4 minutes ago', '⏱ First seen by us 4 minutes ago'],
			de: ['⏱ Inseriert vor 4 Minuten', '⏱ Von uns zuerst gesehen vor 4 Minuten'],
			fr: ['⏱ Annonce publiée il y a 4 minutes', '⏱ Annonce vue pour la première fois il y a 4 minutes'],
			es: ['⏱ Anuncio publicado hace 4 minutos', '⏱ Anuncio visto por primera vez hace 4 minutos'],
			it: ['⏱ Annuncio pubblicato 4 minuti fa', '⏱ Annuncio visto per la prima volta 4 minuti fa'],
		}
		for (const language of languages) {
			expect([ageOf(published, language), ageOf(seen, language)]).toEqual(expected[language])
		}
	})

	test('the age is the one at sending: the same row says more when it waited longer; hours, days, and "just now"', () => {
		const payload = { ...listing, firstSeenAt: ago(4) }
		expect(ageOf(payload, 'en')).toBe('⏱ First seen by us 4 minutes ago')
		// The row waited (no chat linked yet): rendered again at its later sending.
		expect(ageOf(payload, 'en', new Date(sending.getTime() + 3 * 3600_000))).toBe('⏱ First seen by us 3 hours ago')
		expect(ageOf({ ...listing, publishedAt: ago(3 * 24 * 60 + 5) }, 'de')).toBe('⏱ Inseriert vor 3 Tagen')
		expect(ageOf({ ...listing, firstSeenAt: ago(0.5) }, 'fr')).toBe('⏱ Annonce vue pour la première fois à l’instant')
		// A site clock a little ahead of ours is not a time in the future.
		expect(ageOf({ ...listing, publishedAt: ago(-2) }, 'es')).toBe('⏱ Anuncio publicado ahora mismo')
		// Rows queued before the line existed render without it.
		expect(ageOf(listing, 'en')).toBeUndefined()
		// A price drop says it too.
		const drop = renderNotification({ kind: 'price_drop', payload: { ...listing, previousPrice: 20_000, publishedAt: ago(90) } }, 'it', sending)
		expect(shown(drop.html)).toContain('⏱ Annuncio pubblicato 1 ora fa')
	})

	test('the payload keeps the two times only as zoned ISO times', () => {
		expect(parseNotification('new_listing', { ...listing, publishedAt: ago(4), firstSeenAt: ago(1) })).not.toBeNull()
		expect(parseNotification('new_listing', { ...listing, publishedAt: 'yesterday' })).toBeNull()
		expect(parseNotification('new_listing', { ...listing, firstSeenAt: '2026-03-05 10:00' })).toBeNull()
	})
})

describe('/status', () => {
	const now = new Date('2026-03-05T10:00:00Z')
	const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
	const input = {
		sites: [
			{ siteId: 'olx.ro', reading: { state: 'down' as const, lastSuccessAt: minutesAgo(125) } },
			{ siteId: 'mobile.de', reading: { state: 'working' as const, lastSuccessAt: minutesAgo(3) } },
			{ siteId: 'autoscout24.de', reading: { state: 'unknown' as const, lastSuccessAt: null } },
		],
		alerts: [
			{ label: 'Volkswagen <Golf>', delay: { medianSeconds: 130, p95Seconds: 600, messages: 12 } },
			{ label: 'BMW', delay: null },
		],
	}

	test('each site with its state and last read, then each alert’s median, in the reader’s language', () => {
		expect(shown(statusReply('en', input, now))).toBe(
			[
				'The sites your alerts watch:',
				// Each site named with its country (docs/decisions/072).
				`• ${siteLabel('autoscout24.de', 'en')} — not read yet`,
				`• ${siteLabel('mobile.de', 'en')} — working · last read 3 minutes ago`,
				`• ${siteLabel('olx.ro', 'en')} — cannot be read at the moment · last read 2 hours ago`,
				'',
				'Time from a new listing to this chat (median, last 7 days):',
				'• Volkswagen <Golf> — 2 min',
				'• BMW — no messages in the last 7 days',
			].join('\n'),
		)
		expect(shown(statusReply('de', input, now))).toContain(`• ${siteLabel('mobile.de', 'de')} — funktioniert · zuletzt gelesen vor 3 Minuten`)
		expect(shown(statusReply('fr', input, now))).toContain('• BMW — aucun message ces 7 derniers jours')
		expect(shown(statusReply('es', input, now))).toContain(`• ${siteLabel('olx.ro', 'es')} — no se puede leer en este momento · última lectura hace 2 horas`)
		expect(shown(statusReply('it', input, now))).toContain('• Volkswagen <Golf> — 2 min')
	})

	test('dozens of alerts stay within one message', () => {
		const many = { sites: input.sites, alerts: Array.from({ length: 400 }, (_, n) => ({ label: `Brand ${n} with a rather long model name`, delay: null })) }
		for (const language of languages) {
			const text = shown(statusReply(language, many, now))
			expect(text.length).toBeLessThanOrEqual(textLimit)
			expect(text.endsWith('\n…')).toBe(true)
		}
	})
})

describe('the market: a verdict against similar cars and the earlier price', () => {
	const now = new Date('2030-12-01T09:00:00.000Z')
	const market: ListingPayload = {
		...listing,
		verdict: { kind: 'below', amountEur: 1_200, compared: 34 },
		earlierPrice: { price: 19_900, currency: 'EUR', seenAt: '2030-11-12T15:30:00.000Z' },
	}
	const render = (payload: ListingPayload, language: (typeof languages)[number], kind: 'new_listing' | 'price_drop' = 'new_listing') =>
		shown(renderNotification(parseNotification(kind, kind === 'price_drop' ? { previousPrice: 20_500, ...payload } : payload)!, language, now).html)

	test('below, above and about, with the earlier price and its date, in English and German', () => {
		const en = render(market, 'en')
		expect(en).toContain('🕓 Was €19,900 on Nov 12\n📊 €1,200 below similar cars (34 compared)')
		// Under the price, before the car's details.
		expect(en.indexOf('💰')).toBeLessThan(en.indexOf('🕓'))
		expect(en.indexOf('📊')).toBeLessThan(en.indexOf('📅'))
		expect(render({ ...market, verdict: { kind: 'above', amountEur: 800, compared: 1_250 } }, 'en')).toContain('📊 €800 above similar cars (1,250 compared)')
		expect(render({ ...market, verdict: { kind: 'about', amountEur: 0, compared: 9 } }, 'en')).toContain('📊 About the price of similar cars (9 compared)')
		const de = render(market, 'de')
		expect(de).toMatch(/🕓 Am 12\. Nov\. noch 19\.900\s€\n📊 1\.200\s€ unter ähnlichen Autos \(34 verglichen\)/)
		expect(render({ ...market, verdict: { kind: 'about', amountEur: 0, compared: 9 } }, 'de')).toContain('Etwa der Preis ähnlicher Autos (9 verglichen)')
	})

	test('every language has both lines; a date of another year says its year', () => {
		for (const language of languages) {
			const text = render(market, language)
			expect(text).toMatch(/🕓 .*19.900/)
			// Spanish groups no four-digit number: "1200 €", as formatAmount writes every price.
			expect(text).toMatch(/📊 .*1.?200.*34/)
		}
		expect(render({ ...market, earlierPrice: { price: 19_900, currency: 'EUR', seenAt: '2029-11-12T15:30:00.000Z' } }, 'en')).toContain('Was €19,900 on Nov 12, 2029')
	})

	test('a price drop carries them too; the verdict is in euros whatever the listing’s currency', () => {
		const drop = render(market, 'en', 'price_drop')
		expect(drop).toContain('€20,500 → €18,900')
		expect(drop).toContain('€1,200 below similar cars')
		const zloty = render({ ...market, price: 76_000, currency: 'PLN', priceEur: 17_700, earlierPrice: { price: 80_000, currency: 'PLN', seenAt: '2030-11-12T00:00:00.000Z' } }, 'en')
		expect(zloty).toMatch(/Was PLN\s80,000 on Nov 12/)
		expect(zloty).toContain('€1,200 below similar cars')
	})

	test('a row queued before the market lines existed renders as it did', () => {
		const { verdict: _, earlierPrice: __, ...old } = market
		const parsed = parseNotification('new_listing', JSON.parse(JSON.stringify(old)))
		expect(parsed).not.toBeNull()
		const text = shown(renderNotification(parsed!, 'en', now).html)
		expect(text).not.toContain('🕓')
		expect(text).not.toContain('📊')
		expect(text).toBe(shown(renderNotification({ kind: 'new_listing', payload: listing }, 'en').html))
		// A malformed verdict is refused, not half shown: the row is failed like any unreadable one.
		expect(parseNotification('new_listing', { ...old, verdict: { kind: 'cheap', amountEur: 5, compared: 9 } })).toBeNull()
	})

	test('values from outside stay text: a currency code the site made up is escaped', () => {
		const html = renderNotification({ kind: 'new_listing', payload: { ...market, earlierPrice: { price: 19_900, currency: '<b>&', seenAt: '2030-11-12T00:00:00.000Z' } } }, 'en', now).html
		expect(html).toContain('19,900 &lt;b&gt;&amp;')
		expect(shown(html)).toContain('Was 19,900 <b>& on Nov 12')
	})

	test('with both lines a caption still stays within 1,024 characters, and they are kept whole', () => {
		const long = 'Ä'.repeat(3_000)
		const message = renderNotification({ kind: 'new_listing', payload: { ...market, title: long, location: long, alertLabel: long, siteName: long } }, 'fr', now)
		const text = shown(message.html)
		expect(text.length).toBeLessThanOrEqual(captionLimit)
		expect(text).toContain('de moins que des voitures similaires (34 comparées)')
		expect(text).toMatch(/Était à 19\s900\s€ le 12 nov\./)
	})
})

test('site and notice messages are escaped and translated', () => {
	const degraded = shown(renderNotification({ kind: 'site_degraded', payload: { siteName: 'OLX', alertLabel: 'Fiat <Panda>' } }, 'fr').html)
	expect(degraded).toContain(`Nous ne pouvons pas lire ${named('OLX', 'fr')} pour votre alerte «\u202fFiat <Panda>\u202f»`)
	const live = shown(renderNotification({ kind: 'notice', payload: { key: 'alertLive', alertLabel: 'Seat Ibiza', siteNames: ['mobile.de', 'AutoScout24'], count: 1234 } }, 'es').html)
	expect(live).toContain(`Su alerta «Seat Ibiza» ya funciona en ${named('mobile.de', 'es')}, ${named('AutoScout24', 'es')}. A partir de ahora`)
	expect(live).not.toContain('1234')
	const recovered = shown(renderNotification({ kind: 'notice', payload: { key: 'siteRecovered', alertLabel: 'Seat Ibiza', siteName: 'avto.net' } }, 'it').html)
	expect(recovered).toContain(`${siteLabel('avto.net', 'it')} funziona di nuovo`)
})

test('bot replies are valid Telegram HTML in every language', () => {
	for (const language of languages) {
		shown(botReply(language, 'linked', { account: 'a<b>&c' }))
		shown(botReply(language, 'help', { url: 'https://carwatch.test/dashboard?a=1&b=2' }))
		shown(alertListReply(language, [{ brandName: 'Volkswagen', modelName: null, status: 'paused', siteNames: ['mobile.de'], frequency: '5min' }]))
	}
	expect(shown(botReply('en', 'linked', { account: 'a<b>&c' }))).toContain('account a<b>&c.')
	expect(shown(alertListReply('de', [{ brandName: 'Volkswagen', modelName: 'Golf', status: 'paused', siteNames: ['mobile.de', 'OLX'], frequency: '5min' }]))).toBe(
		`Ihre Alarme:\n• Volkswagen Golf — Pausiert\n   ${named('mobile.de', 'de')}, ${named('OLX', 'de')} · Alle 5 Minuten`,
	)
})

test('/list of many alerts stays within one Telegram message and says that more exist', () => {
	const many = Array.from({ length: 40 }, (_, n) => ({
		brandName: 'Mercedes-Benz',
		modelName: `GLE Coupé 450 AMG Line Premium Plus ${n} ${'x'.repeat(40)}`,
		status: 'active' as const,
		siteNames: ['mobile.de', 'AutoScout24', 'avto.net', 'OLX', 'Facebook Marketplace', 'Demo market'],
		frequency: '1min' as const,
	}))
	const reply = alertListReply('en', many)
	expect(visibleText(reply).length).toBeLessThanOrEqual(textLimit)
	expect(reply.endsWith('…')).toBe(true)
	expect(parseTelegramHtml(reply).ok).toBe(true)
	// A short list is sent whole, without the ellipsis.
	expect(alertListReply('en', many.slice(0, 2)).endsWith('…')).toBe(false)
})

test('the demo market is named in the reader’s language in every message; marketplaces keep their names', () => {
	for (const language of languages) {
		const name = siteName('demo', language)
		const listingText = shown(renderNotification({ kind: 'new_listing', payload: { ...listing, siteName: 'Demo market' } }, language).html)
		expect(listingText, language).toContain(name)
		const live = shown(renderNotification({ kind: 'notice', payload: { key: 'alertLive', alertLabel: 'VW Golf', siteNames: ['mobile.de', 'Demo market'], count: 1 } }, language).html)
		expect(live, language).toContain(`${siteLabel('mobile.de', language)}, ${name}`)
		const degraded = shown(renderNotification({ kind: 'site_degraded', payload: { siteName: 'Demo market', alertLabel: 'VW Golf' } }, language).html)
		expect(degraded, language).toContain(name)
		const list = shown(alertListReply(language, [{ brandName: 'Fiat', modelName: 'Panda', status: 'active', siteNames: ['Demo market'], frequency: 'hourly' }]))
		expect(list, language).toContain(name)
		if (language !== 'en') expect(listingText, language).not.toContain('Demo market')
	}
})

describe('one car on several sites: where else it is listed', () => {
	const alsoOn: NonNullable<ListingPayload['alsoOn']> = [
		{ siteName: 'AutoScout24', url: 'https://www.autoscout24.de/angebote/golf-1', difference: -300, currency: 'EUR' },
		{ siteName: 'OLX', url: 'https://www.olx.ro/d/oferta/golf-ID1.html', difference: 450, currency: 'EUR' },
		{ siteName: 'avto.net', url: 'https://www.avto.net/Ads/details.asp?id=1', difference: 0, currency: 'EUR' },
		{ siteName: 'Facebook Marketplace', url: 'javascript:alert(1)', difference: null, currency: null },
	]
	const render = (language: (typeof languages)[number], kind: 'new_listing' | 'price_drop' = 'new_listing') =>
		renderNotification(parseNotification(kind, { ...listing, alsoOn, ...(kind === 'price_drop' ? { previousPrice: 19_200 } : {}) })!, language)

	test('each other listing in a line of its own, less, more, the same or without a price, in every language', () => {
		const expected = {
			en: ['Also on AutoScout24, €300 less', 'Also on OLX, €450 more', 'Also on avto.net, same price', 'Also on Facebook Marketplace'],
			de: ['Auch auf AutoScout24, 300 € günstiger', 'Auch auf OLX, 450 € teurer', 'Auch auf avto.net, zum gleichen Preis', 'Auch auf Facebook Marketplace'],
			fr: ['Aussi sur AutoScout24, 300 € de moins', 'Aussi sur OLX, 450 € de plus', 'Aussi sur avto.net, au même prix', 'Aussi sur Facebook Marketplace'],
			es: ['También en AutoScout24, 300 € menos', 'También en OLX, 450 € más', 'También en avto.net, al mismo precio', 'También en Facebook Marketplace'],
			it: ['Anche su AutoScout24, 300 € in meno', 'Anche su OLX, 450 € in più', 'Anche su avto.net, allo stesso prezzo', 'Anche su Facebook Marketplace'],
		} satisfies Record<(typeof languages)[number], string[]>
		for (const language of languages) {
			const text = shown(render(language).html).replace(/\u00a0|\u202f/g, ' ')
			const lines = text.split('\n').filter((line) => line.startsWith('🔁 '))
			// Each site named with its country where one site has the name (docs/decisions/072).
			const labelled = (line: string) => ['AutoScout24', 'OLX', 'avto.net'].reduce((text, name) => text.replace(` ${name},`, ` ${named(name, language)},`), line)
			expect(lines).toEqual(expected[language].map((line) => `🔁 ${labelled(line)}`))
			// Under the price, before the car's details.
			expect(text.indexOf('💰')).toBeLessThan(text.indexOf('🔁'))
			expect(text.indexOf('🔁')).toBeLessThan(text.indexOf('📅'))
		}
	})

	test('the site names link to their listings; a link that is not http(s) is left out; a price drop carries them too', () => {
		const html = render('en').html
		expect(html).toContain('🔁 Also on <a href="https://www.autoscout24.de/angebote/golf-1">AutoScout24</a>, €300 less')
		expect(html).toContain('🔁 Also on Facebook Marketplace')
		expect(html).not.toContain('javascript:')
		expect(shown(render('en', 'price_drop').html)).toContain('🔁 Also on OLX, €450 more')
	})

	test('names and links from outside are escaped', () => {
		const html = renderNotification({ kind: 'new_listing', payload: { ...listing, alsoOn: [{ siteName: 'Site <b>&', url: 'https://example.com/?a=1&b="2"', difference: -5, currency: 'EUR' }] } }, 'en').html
		expect(html).toContain('<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">Site &lt;b&gt;&amp;</a>, €5 less')
		expect(shown(html)).toContain('Also on Site <b>&, €5 less')
	})

	test('a row without them renders as before', () => {
		expect(shown(renderNotification({ kind: 'new_listing', payload: listing }, 'en').html)).not.toContain('🔁')
	})
})

describe('delivery that respects a person (docs/decisions/052)', () => {
	const car = (n: number, extra: Partial<ListingPayload> = {}): ListingPayload => ({ ...listing, title: `Volkswagen Golf ${n}`, url: `https://www.mobile.de/listing/${n}`, priceEur: 18_900, ...extra })
	const alertId = '0b6f3c1e-8a52-4a39-9a0e-2f7b1c9d4e11'
	const digestId = '7d1e6a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b'

	test('a burst is one valid message in every language: the count, at most ten cars, the rest counted, a button to all of them on the site', () => {
		const items = Array.from({ length: 23 }, (_, i) => ({ kind: 'new_listing' as const, listing: car(i + 1) }))
		for (const language of languages) {
			const payload = burstDigest({ alertId, digestId, alertLabel: 'Volkswagen Golf', items }, language)
			expect(payload).toMatchObject({ reason: 'burst', total: 23, offset: 0, part: 1, parts: 1 })
			expect(payload.items).toHaveLength(burstShown)
			const message = renderNotification({ kind: 'digest', payload }, language, new Date(), { appUrl: 'https://carwatch.example/' })
			const text = shown(message.html)
			expect(text.length).toBeLessThanOrEqual(textLimit)
			expect(text).toContain('23')
			expect(text).toContain('13')
			expect(message.button).toEqual({ text: expect.stringContaining('23'), url: `https://carwatch.example/alerts/${alertId}/cars?digest=${digestId}` })
		}
		const english = shown(renderNotification({ kind: 'digest', payload: burstDigest({ alertId, digestId, alertLabel: 'Volkswagen Golf', items }, 'en') }, 'en').html)
		expect(english.split('\n')[0]).toBe('🚗 23 new matches for your alert “Volkswagen Golf”, the best deals first:')
		expect(english.endsWith('And 13 more: all of them are on CarWatch.')).toBe(true)
	})

	test('a burst of long titles shows fewer cars rather than exceed one Telegram text; without the site\'s address there is no button', () => {
		const items = Array.from({ length: 12 }, (_, i) => ({ kind: 'new_listing' as const, listing: car(i + 1, { title: `${'Ü'.repeat(300)} ${i}`, verdict: { kind: 'below', amountEur: 1_000, compared: 10 }, earlierPrice: { price: 20_000, currency: 'EUR', seenAt: '2030-01-01T00:00:00.000Z' } }) }))
		const payload = burstDigest({ alertId, digestId, alertLabel: 'A'.repeat(200), items }, 'fr')
		const message = renderNotification({ kind: 'digest', payload }, 'fr')
		expect(shown(message.html).length).toBeLessThanOrEqual(textLimit)
		expect(payload.items.length).toBeGreaterThan(0)
		expect(message.button).toBeNull()
	})

	test('the live message lists the newest cars and the next check on the buyer\'s clock; one queued before it existed reads as before', () => {
		const now = new Date('2030-07-01T10:00:30.000Z')
		const payload = { key: 'alertLive' as const, alertLabel: 'Volkswagen Golf', siteNames: ['Demo market'], count: 9, listings: [car(1), car(2)], nextCheckAt: '2030-07-01T11:00:00.000Z', frequency: '30min' as const, timeZone: 'Europe/Rome' }
		const text = shown(renderNotification({ kind: 'notice', payload }, 'it', now).html)
		expect(text).toContain('✅ Il tuo avviso «Volkswagen Golf» è attivo su Mercato dimostrativo.')
		expect(text).toMatch(/1\. Volkswagen Golf 1\n💰 18\.900\s€/)
		expect(text).toContain('Prossimo controllo alle 13:00 CEST, poi ogni 30 minuti.')
		expect(shown(renderNotification({ kind: 'notice', payload: { ...payload, listings: [] } }, 'en', now).html)).toContain('No matching car is listed at the moment.')
		const old = { key: 'alertLive' as const, alertLabel: 'Volkswagen Golf', siteNames: ['mobile.de'], count: 3 }
		expect(parseNotification('notice', old)).not.toBeNull()
		expect(shown(renderNotification({ kind: 'notice', payload: old }, 'en', now).html)).toBe(`✅ Your alert “Volkswagen Golf” is live on ${siteLabel('mobile.de', 'en')}. From now on you get a message for every new matching listing.`)
	})
})

describe('the car’s lines, written once for a message and a digest (docs/decisions/059-one-listing-schema.md)', () => {
	const alertId = '0b6f3c1e-8a52-4a39-9a0e-2f7b1c9d4e11'
	const digestId = '7d1e6a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b'
	const digestOf = (item: Parameters<typeof burstDigest>[0]['items'][number], language: (typeof languages)[number]) =>
		shown(renderNotification({ kind: 'digest', payload: burstDigest({ alertId, digestId, alertLabel: 'Volkswagen Golf', items: [item] }, language) }, language).html)

	test('the gearbox shows where the listing states it, in every language, in the message and in the digest', () => {
		for (const language of languages) {
			for (const gearbox of ['manual', 'automatic'] as const) {
				const words = vocabulary[language]
				const car = { ...listing, gearbox }
				const message = shown(renderNotification({ kind: 'new_listing', payload: car }, language).html)
				expect(message).toContain(` · ⚙ ${words.gearboxes[gearbox]}`)
				expect(digestOf({ kind: 'new_listing', listing: car }, language)).toContain(`⛽ ${words.fuels.diesel} · ⚙ ${words.gearboxes[gearbox]} · `)
			}
		}
		expect(shown(renderNotification({ kind: 'new_listing', payload: { ...listing, gearbox: 'manual' } }, 'de').html)).toContain('📅 2020 · 🛣 42.000 km · ⛽ Diesel · ⚙ Schaltgetriebe')
	})

	test('a listing that does not state it, or a row queued before the gearbox existed, shows none', () => {
		const old = parseNotification('new_listing', listing)
		expect(old).not.toBeNull()
		expect(shown(renderNotification(old!, 'en').html)).not.toContain('⚙')
		expect(shown(renderNotification({ kind: 'new_listing', payload: { ...listing, gearbox: null } }, 'en').html)).toContain('📅 2020 · 🛣 42,000 km · ⛽ Diesel\n')
	})

	test('a message and a digest show the same price and figures; only the message says how much a drop is', () => {
		const dropped = { ...listing, price: 17_500, previousPrice: 18_900, currency: 'PLN', priceEur: 4_100, gearbox: 'automatic' as const }
		const message = shown(renderNotification({ kind: 'price_drop', payload: dropped }, 'en').html).split('\n')
		const digest = digestOf({ kind: 'price_drop', listing: dropped }, 'en').split('\n')
		const priceOf = (lines: string[]) => lines.find((line) => line.startsWith('📉'))!
		expect(priceOf(message).startsWith(`${priceOf(digest)} (−`)).toBe(true)
		expect(priceOf(message)).toMatch(/ \(−PLN\s1,400\)$/)
		expect(digest).toContain(`${message.find((line) => line.startsWith('📅'))} · ${siteLabel('mobile.de', 'en')}`)
	})
})

describe('each site named with its country (docs/decisions/072)', () => {
	// Country sites of one marketplace share its name; the id a row carries tells them apart.
	const shared = siteIds.filter((id) => siteIds.some((other) => other !== id && sites[other].name === sites[id].name) && sites[id].country)

	test('a message names the site of the id it carries, in the reader’s language', () => {
		expect(shared.length).toBeGreaterThan(1)
		const [first, second] = [shared[0]!, shared.find((id) => sites[id].name === sites[shared[0]!].name && id !== shared[0])!]
		const live = shown(renderNotification({ kind: 'notice', payload: { key: 'alertLive', alertLabel: 'VW Golf', siteNames: [sites[first].name, sites[second].name], siteIds: [first, second], count: 1 } }, 'de').html)
		expect(live).toContain(siteLabel(first, 'de'))
		expect(live).toContain(siteLabel(second, 'de'))
		expect(siteLabel(first, 'de')).not.toBe(siteLabel(second, 'de'))
		const degraded = shown(renderNotification({ kind: 'site_degraded', payload: { siteName: sites[first].name, siteId: first, alertLabel: 'VW Golf' } }, 'fr').html)
		expect(degraded).toContain(siteLabel(first, 'fr'))
		const car = shown(renderNotification({ kind: 'new_listing', payload: { ...listing, siteName: sites[second].name, ref: { siteId: second, listingId: '1' } } }, 'it').html)
		expect(car).toContain(siteLabel(second, 'it'))
	})

	test('a row queued before ids were stored: the one site of its name with its country, a shared name as it was', () => {
		const degraded = (siteName: string) => shown(renderNotification({ kind: 'site_degraded', payload: { siteName, alertLabel: 'VW Golf' } }, 'en').html)
		expect(degraded('mobile.de')).toContain('mobile.de (Germany)')
		expect(degraded(sites[shared[0]!].name)).toContain(`read ${sites[shared[0]!].name} for`)
	})

	test('/status names each site with its country', () => {
		expect(shown(statusReply('es', { sites: [{ siteId: 'mobile.de', reading: { state: 'working', lastSuccessAt: null } }], alerts: [] }, new Date()))).toContain('• mobile.de (Alemania) — ')
	})
})
