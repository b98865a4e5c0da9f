import { MantineProvider } from '@mantine/core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { cssVariablesResolver, theme, themeCssVariables } from './theme.ts'

const styleOf = (markup: string) => /<style data-mantine-styles="true">(.*?)<\/style>/s.exec(markup)?.[1]

test("the theme's CSS variables, worked out once, are those MantineProvider writes itself", () => {
	const mantine = styleOf(renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver, withGlobalClasses: false }, createElement('main'))))
	expect(mantine).toContain('--mantine-color-dimmed')
	expect(themeCssVariables()).toBe(mantine)
	// Again after Mantine's renders have written into its default theme.
	expect(styleOf(renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }, createElement('main'))))).toBe(themeCssVariables())
})
