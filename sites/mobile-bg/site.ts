import { type SiteDefinition } from '#sites/kit/definition.ts'

/** mobile.bg (Bulgaria), docs/decisions/069-willhaben-mobile-bg-njuskalo-bolha.md. */
export const mobileBgSite = {
	id: 'mobile.bg',
	name: 'mobile.bg',
	country: 'BG',
	scopes: ['site', 'brand'],
	pageSize: 20,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: 'https://www.mobile.bg',
	currency: 'BGN',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Server-rendered HTML in windows-1251; no protection reported, and 2025–2026 scrapers read its pages over plain HTTP.',
} as const satisfies SiteDefinition
