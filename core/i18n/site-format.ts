import { type i18n } from 'i18next'
import { siteLabel } from '../sites.ts'

/**
 * `{{site, siteLabel}}` in a text: a site's id, written as every page names the site, its name
 * and, where it serves one country, that country in the text's language (core/sites.ts
 * `siteLabel`). For messages made where the reader's language is not known, a schema's
 * (core/schemas/alert.ts `siteBrandMessage`): they carry the id, each reader's i18next writes it.
 * Registered on every instance that shows such messages (the server's, the browser's); one
 * without it shows the id.
 */
export function addSiteFormat(instance: i18n): void {
	instance.services.formatter?.add('siteLabel', (value: unknown, lng: string | undefined) => siteLabel(String(value), lng ?? 'en'))
}
