/** The sections of the home page the header links to (their ids on the page). */
export const homeSections = ['features', 'how-it-works', 'pricing', 'faq'] as const
export type HomeSection = (typeof homeSections)[number]

/** The header's links, in order: a home page section or a page of its own. */
export const navItems = [
	{ key: 'features', section: 'features' },
	{ key: 'howItWorks', section: 'how-it-works' },
	{ key: 'pricing', section: 'pricing' },
	{ key: 'getAlerts', to: '/setup-alerts' },
	{ key: 'waitlist', to: '/waitlist' },
	{ key: 'faq', section: 'faq' },
] as const satisfies ReadonlyArray<{ key: string; section: HomeSection } | { key: string; to: string }>

/**
 * Where a section link of the menu points without JavaScript: a path that answers with a
 * redirect to `/#section`, so the browser loads the page afresh (and the open menu closes)
 * instead of only scrolling under the open menu (docs/decisions/018-header-layout.md).
 */
export const sectionPath = (section: HomeSection) => `/go/${section}`
