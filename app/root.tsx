import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core'
import mantineStyles from '@mantine/core/styles.css?url'
import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useRouteLoaderData,
} from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useChangeLanguage } from 'remix-i18next/react'
import { useNonce } from './components/nonce.tsx'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { i18next } from './i18n/i18next.server.ts'
import { getTheme } from './services/theme.server.ts'
import { theme as mantineTheme } from './theme.ts'

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: mantineStyles },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	const [locale, theme] = await Promise.all([i18next.getLocale(request), getTheme(request)])
	return data({ locale, theme }, { headers: { Vary: 'Cookie, Accept-Language' } })
}

export const handle = { i18n: 'common' }

export function Layout({ children }: { children: React.ReactNode }) {
	const loaderData = useRouteLoaderData<typeof loader>('root')
	const { i18n } = useTranslation()
	const locale = loaderData?.locale ?? i18n.language ?? 'en'
	const theme = loaderData?.theme ?? 'system'
	const scheme = theme === 'system' ? 'auto' : theme
	const nonce = useNonce()
	useChangeLanguage(locale)
	return (
		<html
			lang={locale}
			dir={i18n.dir(locale)}
			{...mantineHtmlProps}
			data-mantine-color-scheme={theme === 'dark' ? 'dark' : 'light'}
		>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<Meta />
				<Links />
				<ColorSchemeScript defaultColorScheme={scheme} nonce={nonce} />
			</head>
			<body>
				<MantineProvider theme={mantineTheme} defaultColorScheme={scheme}>
					{children}
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
