import {
	ColorSchemeScript,
	type MantineColorSchemeManager,
	MantineProvider,
	mantineHtmlProps,
	useMantineColorScheme,
} from '@mantine/core'
import mantineStyles from '@mantine/core/styles.css?url'
import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { subscriptionStats } from '#core/capacity.ts'
import { asLanguage, type Language, type Theme } from '#core/enums.ts'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { LiveStatsProvider, useLiveStats } from './components/layout/capacity-badge.tsx'
import { ScrollToTop } from './components/layout/scroll-to-top.tsx'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { useNonce } from './components/nonce.tsx'
import { getUser } from './services/auth.server.ts'
import { contentSections } from './services/site-content.server.ts'
import { i18next } from './i18n/i18next.server.ts'
import globalStyles from './styles/global.css?url'
import { getTheme, resolveColorScheme } from './services/theme.server.ts'
import { cssVariablesResolver, theme as mantineTheme, themeCssVariables } from './theme.ts'

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: mantineStyles },
	{ rel: 'stylesheet', href: globalStyles },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/**
 * The root's own headers reach the page: without this Remix drops them, and a public page
 * (app/utils/page.ts) could not see that it was rendered for a signed-in user.
 */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
	const [locale, theme, user, stats] = await Promise.all([
		i18next.getLocale(request),
		getTheme(request),
		getUser(request, context),
		// The badge is hidden when the stats cannot be loaded; the page itself still renders.
		subscriptionStats(context.db, context.config.SUBSCRIBER_CAPACITY).catch((error: unknown) => {
			console.error('Could not load subscription stats', error instanceof Error ? error.message : error)
			return null
		}),
	])
	return data(
		{
			locale: asLanguage(locale),
			theme,
			colorScheme: resolveColorScheme(theme, request),
			stats,
			supportEmail: context.config.SUPPORT_EMAIL,
			supportTelegram: context.config.SUPPORT_TELEGRAM,
			// The operator's sections the footer links to: none that they did not set up (docs/decisions/055).
			sections: contentSections(context),
			user: user ? { username: user.username, email: user.email } : null,
		},
		{
			headers: {
				Vary: 'Cookie, Accept-Language',
				// A signed-in page shows the user's name: never let a shared cache keep it.
				...(user ? { 'Cache-Control': 'private, no-store' } : {}),
			},
		},
	)
}

/** The theme cookie is the only storage; Mantine must not keep a second copy in localStorage. */
const cookieColorSchemeManager = (): MantineColorSchemeManager => ({
	get: (defaultValue) => defaultValue,
	set: () => {},
	subscribe: () => {},
	unsubscribe: () => {},
	clear: () => {},
})

/** After the theme form posts, the root data changes; apply it without a reload. */
function ThemeSync({ theme }: { theme: Theme }) {
	const { setColorScheme } = useMantineColorScheme()
	useEffect(() => {
		setColorScheme(theme === 'system' ? 'auto' : theme)
	}, [theme, setColorScheme])
	return null
}

export function Layout({ children }: { children: ReactNode }) {
	const rootData = useRouteLoaderData<typeof loader>('root')
	const { i18n } = useTranslation()
	const locale: Language = rootData?.locale ?? asLanguage(i18n.language)
	const theme = rootData?.theme ?? 'system'
	const colorScheme = rootData?.colorScheme ?? 'light'
	const nonce = useNonce()
	const stats = useLiveStats(rootData?.stats)
	// Only a real change: i18next announces even a change to the same language, and every
	// component that translates would render again right after hydration for nothing.
	useEffect(() => {
		if (i18n.language !== locale) void i18n.changeLanguage(locale)
	}, [i18n, locale])
	// Says the page is hydrated: the browser tests wait for it before they type or click, since
	// input that lands while React is still hydrating was seen lost, or failing with React's
	// error 345, on a loaded machine (tests/support/browser.ts, openPage).
	useEffect(() => {
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<html lang={locale} dir={i18n.dir(locale)} {...mantineHtmlProps} data-mantine-color-scheme={colorScheme}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<Meta />
				<Links />
				<ColorSchemeScript defaultColorScheme={theme === 'system' ? 'auto' : theme} nonce={nonce} />
			</head>
			<body>
				<MantineProvider
					theme={mantineTheme}
					cssVariablesResolver={cssVariablesResolver}
					defaultColorScheme={theme === 'system' ? 'auto' : theme}
					colorSchemeManager={cookieColorSchemeManager()}
					withCssVariables={false}
				>
					{/* Mantine's own <style> of theme variables, worked out once rather than per render (theme.ts). */}
					<style data-mantine-styles dangerouslySetInnerHTML={{ __html: themeCssVariables() }} />
					<ThemeSync theme={theme} />
					<LiveStatsProvider value={stats}>
						<SiteHeader stats={stats} theme={theme} language={locale} user={rootData?.user ?? null} />
						<main id="main">
							{children}
							<ScrollToTop />
						</main>
						<SiteFooter
							supportEmail={rootData?.supportEmail ?? ''}
							supportTelegram={rootData?.supportTelegram ?? ''}
							sections={rootData?.sections ?? { blog: false, careers: false }}
						/>
					</LiveStatsProvider>
				</MantineProvider>
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
