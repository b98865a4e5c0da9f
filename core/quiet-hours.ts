import { type Language } from './enums.ts'
import { dateTimeFormat } from './intl.ts'
import { type ListingPayload } from './notifications/payloads.ts'

/**
 * Quiet hours (docs/decisions/041-quiet-hours.md): per alert, a night window in the buyer's time
 * zone during which listing messages wait in the outbox, sent as one digest when it ends. The
 * window is wall-clock time in an IANA zone; every instant here is computed through Intl, so a
 * change to or from summer time moves the window's end with the buyer's clock.
 */

/**
 * The zones a buyer chooses from: the IANA zones of the ICU data Node 20 ships, by their current
 * IANA names (Asia/Kolkata, Europe/Kyiv: ICU still lists the retired Asia/Calcutta, Europe/Kiev),
 * and UTC. A fixed list rather than `Intl.supportedValuesOf` at run time: the server and the
 * browser render the same select, whatever ICU each has.
 */
export const timeZones = [
	'Africa/Abidjan', 'Africa/Accra', 'Africa/Addis_Ababa', 'Africa/Algiers', 'Africa/Asmara', 'Africa/Bamako',
	'Africa/Bangui', 'Africa/Banjul', 'Africa/Bissau', 'Africa/Blantyre', 'Africa/Brazzaville', 'Africa/Bujumbura',
	'Africa/Cairo', 'Africa/Casablanca', 'Africa/Ceuta', 'Africa/Conakry', 'Africa/Dakar', 'Africa/Dar_es_Salaam',
	'Africa/Djibouti', 'Africa/Douala', 'Africa/El_Aaiun', 'Africa/Freetown', 'Africa/Gaborone', 'Africa/Harare',
	'Africa/Johannesburg', 'Africa/Juba', 'Africa/Kampala', 'Africa/Khartoum', 'Africa/Kigali', 'Africa/Kinshasa',
	'Africa/Lagos', 'Africa/Libreville', 'Africa/Lome', 'Africa/Luanda', 'Africa/Lubumbashi', 'Africa/Lusaka',
	'Africa/Malabo', 'Africa/Maputo', 'Africa/Maseru', 'Africa/Mbabane', 'Africa/Mogadishu', 'Africa/Monrovia',
	'Africa/Nairobi', 'Africa/Ndjamena', 'Africa/Niamey', 'Africa/Nouakchott', 'Africa/Ouagadougou', 'Africa/Porto-Novo',
	'Africa/Sao_Tome', 'Africa/Tripoli', 'Africa/Tunis', 'Africa/Windhoek', 'America/Adak', 'America/Anchorage',
	'America/Anguilla', 'America/Antigua', 'America/Araguaina', 'America/Argentina/Buenos_Aires',
	'America/Argentina/Catamarca', 'America/Argentina/Cordoba', 'America/Argentina/Jujuy', 'America/Argentina/La_Rioja',
	'America/Argentina/Mendoza', 'America/Argentina/Rio_Gallegos', 'America/Argentina/Salta',
	'America/Argentina/San_Juan', 'America/Argentina/San_Luis', 'America/Argentina/Tucuman', 'America/Argentina/Ushuaia',
	'America/Aruba', 'America/Asuncion', 'America/Atikokan', 'America/Bahia', 'America/Bahia_Banderas',
	'America/Barbados', 'America/Belem', 'America/Belize', 'America/Blanc-Sablon', 'America/Boa_Vista', 'America/Bogota',
	'America/Boise', 'America/Cambridge_Bay', 'America/Campo_Grande', 'America/Cancun', 'America/Caracas',
	'America/Cayenne', 'America/Cayman', 'America/Chicago', 'America/Chihuahua', 'America/Ciudad_Juarez',
	'America/Costa_Rica', 'America/Coyhaique', 'America/Creston', 'America/Cuiaba', 'America/Curacao',
	'America/Danmarkshavn', 'America/Dawson', 'America/Dawson_Creek', 'America/Denver', 'America/Detroit',
	'America/Dominica', 'America/Edmonton', 'America/Eirunepe', 'America/El_Salvador', 'America/Fort_Nelson',
	'America/Fortaleza', 'America/Glace_Bay', 'America/Goose_Bay', 'America/Grand_Turk', 'America/Grenada',
	'America/Guadeloupe', 'America/Guatemala', 'America/Guayaquil', 'America/Guyana', 'America/Halifax',
	'America/Havana', 'America/Hermosillo', 'America/Indiana/Indianapolis', 'America/Indiana/Knox',
	'America/Indiana/Marengo', 'America/Indiana/Petersburg', 'America/Indiana/Tell_City', 'America/Indiana/Vevay',
	'America/Indiana/Vincennes', 'America/Indiana/Winamac', 'America/Inuvik', 'America/Iqaluit', 'America/Jamaica',
	'America/Juneau', 'America/Kentucky/Louisville', 'America/Kentucky/Monticello', 'America/Kralendijk',
	'America/La_Paz', 'America/Lima', 'America/Los_Angeles', 'America/Lower_Princes', 'America/Maceio',
	'America/Managua', 'America/Manaus', 'America/Marigot', 'America/Martinique', 'America/Matamoros',
	'America/Mazatlan', 'America/Menominee', 'America/Merida', 'America/Metlakatla', 'America/Mexico_City',
	'America/Miquelon', 'America/Moncton', 'America/Monterrey', 'America/Montevideo', 'America/Montserrat',
	'America/Nassau', 'America/New_York', 'America/Nome', 'America/Noronha', 'America/North_Dakota/Beulah',
	'America/North_Dakota/Center', 'America/North_Dakota/New_Salem', 'America/Nuuk', 'America/Ojinaga', 'America/Panama',
	'America/Paramaribo', 'America/Phoenix', 'America/Port-au-Prince', 'America/Port_of_Spain', 'America/Porto_Velho',
	'America/Puerto_Rico', 'America/Punta_Arenas', 'America/Rankin_Inlet', 'America/Recife', 'America/Regina',
	'America/Resolute', 'America/Rio_Branco', 'America/Santarem', 'America/Santiago', 'America/Santo_Domingo',
	'America/Sao_Paulo', 'America/Scoresbysund', 'America/Sitka', 'America/St_Barthelemy', 'America/St_Johns',
	'America/St_Kitts', 'America/St_Lucia', 'America/St_Thomas', 'America/St_Vincent', 'America/Swift_Current',
	'America/Tegucigalpa', 'America/Thule', 'America/Tijuana', 'America/Toronto', 'America/Tortola', 'America/Vancouver',
	'America/Whitehorse', 'America/Winnipeg', 'America/Yakutat', 'Antarctica/Casey', 'Antarctica/Davis',
	'Antarctica/DumontDUrville', 'Antarctica/Macquarie', 'Antarctica/Mawson', 'Antarctica/McMurdo', 'Antarctica/Palmer',
	'Antarctica/Rothera', 'Antarctica/Syowa', 'Antarctica/Troll', 'Antarctica/Vostok', 'Arctic/Longyearbyen',
	'Asia/Aden', 'Asia/Almaty', 'Asia/Amman', 'Asia/Anadyr', 'Asia/Aqtau', 'Asia/Aqtobe', 'Asia/Ashgabat', 'Asia/Atyrau',
	'Asia/Baghdad', 'Asia/Bahrain', 'Asia/Baku', 'Asia/Bangkok', 'Asia/Barnaul', 'Asia/Beirut', 'Asia/Bishkek',
	'Asia/Brunei', 'Asia/Chita', 'Asia/Colombo', 'Asia/Damascus', 'Asia/Dhaka', 'Asia/Dili', 'Asia/Dubai',
	'Asia/Dushanbe', 'Asia/Famagusta', 'Asia/Gaza', 'Asia/Hebron', 'Asia/Ho_Chi_Minh', 'Asia/Hong_Kong', 'Asia/Hovd',
	'Asia/Irkutsk', 'Asia/Jakarta', 'Asia/Jayapura', 'Asia/Jerusalem', 'Asia/Kabul', 'Asia/Kamchatka', 'Asia/Karachi',
	'Asia/Kathmandu', 'Asia/Khandyga', 'Asia/Kolkata', 'Asia/Krasnoyarsk', 'Asia/Kuala_Lumpur', 'Asia/Kuching',
	'Asia/Kuwait', 'Asia/Macau', 'Asia/Magadan', 'Asia/Makassar', 'Asia/Manila', 'Asia/Muscat', 'Asia/Nicosia',
	'Asia/Novokuznetsk', 'Asia/Novosibirsk', 'Asia/Omsk', 'Asia/Oral', 'Asia/Phnom_Penh', 'Asia/Pontianak',
	'Asia/Pyongyang', 'Asia/Qatar', 'Asia/Qostanay', 'Asia/Qyzylorda', 'Asia/Riyadh', 'Asia/Sakhalin', 'Asia/Samarkand',
	'Asia/Seoul', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Srednekolymsk', 'Asia/Taipei', 'Asia/Tashkent',
	'Asia/Tbilisi', 'Asia/Tehran', 'Asia/Thimphu', 'Asia/Tokyo', 'Asia/Tomsk', 'Asia/Ulaanbaatar', 'Asia/Urumqi',
	'Asia/Ust-Nera', 'Asia/Vientiane', 'Asia/Vladivostok', 'Asia/Yakutsk', 'Asia/Yangon', 'Asia/Yekaterinburg',
	'Asia/Yerevan', 'Atlantic/Azores', 'Atlantic/Bermuda', 'Atlantic/Canary', 'Atlantic/Cape_Verde', 'Atlantic/Faroe',
	'Atlantic/Madeira', 'Atlantic/Reykjavik', 'Atlantic/South_Georgia', 'Atlantic/St_Helena', 'Atlantic/Stanley',
	'Australia/Adelaide', 'Australia/Brisbane', 'Australia/Broken_Hill', 'Australia/Darwin', 'Australia/Eucla',
	'Australia/Hobart', 'Australia/Lindeman', 'Australia/Lord_Howe', 'Australia/Melbourne', 'Australia/Perth',
	'Australia/Sydney', 'Europe/Amsterdam', 'Europe/Andorra', 'Europe/Astrakhan', 'Europe/Athens', 'Europe/Belgrade',
	'Europe/Berlin', 'Europe/Bratislava', 'Europe/Brussels', 'Europe/Bucharest', 'Europe/Budapest', 'Europe/Busingen',
	'Europe/Chisinau', 'Europe/Copenhagen', 'Europe/Dublin', 'Europe/Gibraltar', 'Europe/Guernsey', 'Europe/Helsinki',
	'Europe/Isle_of_Man', 'Europe/Istanbul', 'Europe/Jersey', 'Europe/Kaliningrad', 'Europe/Kirov', 'Europe/Kyiv',
	'Europe/Lisbon', 'Europe/Ljubljana', 'Europe/London', 'Europe/Luxembourg', 'Europe/Madrid', 'Europe/Malta',
	'Europe/Mariehamn', 'Europe/Minsk', 'Europe/Monaco', 'Europe/Moscow', 'Europe/Oslo', 'Europe/Paris',
	'Europe/Podgorica', 'Europe/Prague', 'Europe/Riga', 'Europe/Rome', 'Europe/Samara', 'Europe/San_Marino',
	'Europe/Sarajevo', 'Europe/Saratov', 'Europe/Simferopol', 'Europe/Skopje', 'Europe/Sofia', 'Europe/Stockholm',
	'Europe/Tallinn', 'Europe/Tirane', 'Europe/Ulyanovsk', 'Europe/Vaduz', 'Europe/Vatican', 'Europe/Vienna',
	'Europe/Vilnius', 'Europe/Volgograd', 'Europe/Warsaw', 'Europe/Zagreb', 'Europe/Zurich', 'Indian/Antananarivo',
	'Indian/Chagos', 'Indian/Christmas', 'Indian/Cocos', 'Indian/Comoro', 'Indian/Kerguelen', 'Indian/Mahe',
	'Indian/Maldives', 'Indian/Mauritius', 'Indian/Mayotte', 'Indian/Reunion', 'Pacific/Apia', 'Pacific/Auckland',
	'Pacific/Bougainville', 'Pacific/Chatham', 'Pacific/Chuuk', 'Pacific/Easter', 'Pacific/Efate', 'Pacific/Fakaofo',
	'Pacific/Fiji', 'Pacific/Funafuti', 'Pacific/Galapagos', 'Pacific/Gambier', 'Pacific/Guadalcanal', 'Pacific/Guam',
	'Pacific/Honolulu', 'Pacific/Kanton', 'Pacific/Kiritimati', 'Pacific/Kosrae', 'Pacific/Kwajalein', 'Pacific/Majuro',
	'Pacific/Marquesas', 'Pacific/Midway', 'Pacific/Nauru', 'Pacific/Niue', 'Pacific/Norfolk', 'Pacific/Noumea',
	'Pacific/Pago_Pago', 'Pacific/Palau', 'Pacific/Pitcairn', 'Pacific/Pohnpei', 'Pacific/Port_Moresby',
	'Pacific/Rarotonga', 'Pacific/Saipan', 'Pacific/Tahiti', 'Pacific/Tarawa', 'Pacific/Tongatapu', 'Pacific/Wake',
	'Pacific/Wallis', 'UTC',
] as const

const timeZoneSet = new Set<string>(timeZones)

export const isTimeZone = (value: string) => timeZoneSet.has(value)

/**
 * Retired IANA names and the current zone each became: what an older browser reports
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone` gave "Asia/Calcutta" for years), what an API
 * client may send and what an alert saved before the list was renamed holds.
 */
const retiredTimeZones: Record<string, string> = {
	'Africa/Asmera': 'Africa/Asmara', 'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
	'America/Catamarca': 'America/Argentina/Catamarca', 'America/Coral_Harbour': 'America/Atikokan',
	'America/Cordoba': 'America/Argentina/Cordoba', 'America/Godthab': 'America/Nuuk',
	'America/Indianapolis': 'America/Indiana/Indianapolis', 'America/Jujuy': 'America/Argentina/Jujuy',
	'America/Louisville': 'America/Kentucky/Louisville', 'America/Mendoza': 'America/Argentina/Mendoza',
	'America/Montreal': 'America/Toronto', 'Asia/Calcutta': 'Asia/Kolkata', 'Asia/Chongqing': 'Asia/Shanghai',
	'Asia/Dacca': 'Asia/Dhaka', 'Asia/Istanbul': 'Europe/Istanbul', 'Asia/Katmandu': 'Asia/Kathmandu',
	'Asia/Macao': 'Asia/Macau', 'Asia/Rangoon': 'Asia/Yangon', 'Asia/Saigon': 'Asia/Ho_Chi_Minh',
	'Asia/Tel_Aviv': 'Asia/Jerusalem', 'Asia/Thimbu': 'Asia/Thimphu', 'Asia/Ujung_Pandang': 'Asia/Makassar',
	'Asia/Ulan_Bator': 'Asia/Ulaanbaatar', 'Atlantic/Faeroe': 'Atlantic/Faroe', 'Europe/Kiev': 'Europe/Kyiv',
	'Europe/Nicosia': 'Asia/Nicosia', 'Europe/Uzhgorod': 'Europe/Kyiv', 'Europe/Zaporozhye': 'Europe/Kyiv',
	'Pacific/Enderbury': 'Pacific/Kanton', 'Pacific/Ponape': 'Pacific/Pohnpei', 'Pacific/Truk': 'Pacific/Chuuk',
	'Pacific/Yap': 'Pacific/Chuuk', 'Etc/UTC': 'UTC', 'Etc/UCT': 'UTC', 'Etc/Universal': 'UTC', 'Etc/Zulu': 'UTC',
	'Etc/GMT': 'UTC', GMT: 'UTC', UCT: 'UTC', Universal: 'UTC', Zulu: 'UTC',
}

/** A zone by its current IANA name: a retired name becomes the zone it was renamed to; anything else is left as it is. */
export function currentTimeZone(zone: string): string {
	return retiredTimeZones[zone] ?? zone
}

/**
 * The zone a new alert starts with, by the buyer's language (the sites are European: the
 * language's main country). A user's earlier alert, when there is one, gives its zone instead.
 */
export const defaultTimeZones: Record<Language, string> = {
	en: 'Europe/London',
	de: 'Europe/Berlin',
	fr: 'Europe/Paris',
	es: 'Europe/Madrid',
	it: 'Europe/Rome',
}

/** "22:00" (or "7:30", "22:00:00" as some browsers send a time input): the time as "HH:MM", or null. */
export function clockTime(text: string): string | null {
	const match = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(text.trim())
	if (!match) return null
	const hour = Number(match[1])
	const minute = Number(match[2])
	if (hour > 23 || minute > 59) return null
	return `${String(hour).padStart(2, '0')}:${match[2]}`
}

/** Minutes after midnight of an "HH:MM" time. */
export function minutesOf(time: string): number {
	const [hour, minute] = time.split(':').map(Number)
	return hour! * 60 + minute!
}

/** The times the forms offer, every half hour; the API takes any minute. */
export const clockTimes = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`)

export type QuietHours = {
	quietFrom: string | null
	quietUntil: string | null
	timeZone: string
	/** Let a car through at night when it is at least this many percent below similar cars; null: never. */
	quietBypassPercent: number | null
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number }

function wallClock(instant: Date, zone: string): WallClock & { second: number } {
	const format = dateTimeFormat('en-US', {
		timeZone: zone,
		hourCycle: 'h23',
		year: 'numeric',
		month: 'numeric',
		day: 'numeric',
		hour: 'numeric',
		minute: 'numeric',
		second: 'numeric',
	})
	const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]))
	return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) }
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(instantMs: number, zone: string): number {
	const wall = wallClock(new Date(instantMs), zone)
	const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
	return asUtc - Math.floor(instantMs / 1000) * 1000
}

const dayMs = 86_400_000

/**
 * The instant a wall-clock time happens in a zone. A time the clocks skip (02:30 on the night
 * summer time starts) is read with the offset before the change, as the clocks would show it
 * (03:30); a time that happens twice (the night it ends) is the first. Zones change offset at
 * most once within a day either side, which holds for every zone in use.
 */
export function instantOf(local: WallClock, zone: string): Date {
	const localMs = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute)
	const before = offsetAt(localMs - dayMs, zone)
	const after = offsetAt(localMs + dayMs, zone)
	const early = localMs - before
	if (offsetAt(early, zone) === before) return new Date(early)
	const late = localMs - after
	if (offsetAt(late, zone) === after) return new Date(late)
	return new Date(early)
}

/**
 * When the quiet window the alert is in at `now` ends, or null when it is not in one (or has
 * none). A window whose end is earlier than its start runs across midnight (22:00–07:00); its
 * start is inside it, its end is not.
 */
export function quietUntil(now: Date, hours: Pick<QuietHours, 'quietFrom' | 'quietUntil' | 'timeZone'>): Date | null {
	if (!hours.quietFrom || !hours.quietUntil) return null
	const start = minutesOf(hours.quietFrom)
	const end = minutesOf(hours.quietUntil)
	if (start === end) return null
	const wall = wallClock(now, hours.timeZone)
	const minute = wall.hour * 60 + wall.minute
	const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end
	if (!inside) return null
	// Before midnight the window ends tomorrow; Date.UTC rolls the day into the next month or year.
	const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + (minute >= end ? 1 : 0)))
	const until = instantOf({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: Math.floor(end / 60), minute: end % 60 }, hours.timeZone)
	// The night the clocks go back, an end that happens twice may already be behind us.
	return until.getTime() > now.getTime() ? until : null
}

/**
 * How far below similar cars the listing is, as a share of their median (negative: above), or
 * null without a verdict or a euro price. The verdict keeps its difference rounded to €100
 * (docs/decisions/037-fair-price-verdict.md), so the median is the price plus or minus it: a share
 * off by at most 50 € of the median, far below a percent on any car.
 */
export function shareBelowMarket(listing: Pick<ListingPayload, 'verdict' | 'priceEur'>): number | null {
	const verdict = listing.verdict
	if (!verdict || listing.priceEur == null) return null
	if (verdict.kind === 'about') return 0
	const median = verdict.kind === 'below' ? listing.priceEur + verdict.amountEur : listing.priceEur - verdict.amountEur
	if (median <= 0) return null
	return (verdict.kind === 'below' ? verdict.amountEur : -verdict.amountEur) / median
}

/** A car so far below the market that it is sent even during quiet hours (only with a verdict). */
export function letsThrough(listing: Pick<ListingPayload, 'verdict' | 'priceEur'>, bypassPercent: number | null): boolean {
	if (bypassPercent === null) return false
	const share = shareBelowMarket(listing)
	return share !== null && share > 0 && share * 100 >= bypassPercent
}

/**
 * The digest's order, best deals first: below the market by how far below, then about the
 * market, then cars without a verdict (nothing says they are dear), then above it, the least
 * dear first. Equal ones keep the order they were found in.
 */
export function rankForDigest<T extends { listing: Pick<ListingPayload, 'verdict' | 'priceEur'> }>(items: readonly T[]): T[] {
	const score = (item: T) => {
		const share = shareBelowMarket(item.listing)
		if (share === null) return -1e-9
		return share
	}
	return items
		.map((item, index) => ({ item, index, score: score(item) }))
		.sort((a, b) => b.score - a.score || a.index - b.index)
		.map(({ item }) => item)
}
