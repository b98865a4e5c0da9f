import {
	Checkbox,
	convertCssVariables,
	createTheme,
	type CSSVariablesResolver,
	DEFAULT_THEME,
	deepMerge,
	defaultCssVariablesResolver,
	keys,
	mergeMantineTheme,
} from '@mantine/core'
import inputs from './styles/inputs.module.css'

export const theme = createTheme({
	primaryColor: 'blue',
	// Shade 8 keeps white button text above the WCAG AA contrast ratio (4.5:1).
	primaryShade: { light: 8, dark: 8 },
	autoContrast: true,
	fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
	defaultRadius: 'md',
	components: {
		Checkbox: Checkbox.extend({ classNames: { input: inputs.checkbox } }),
	},
})

/** Mantine's default "dimmed" grey and link blue are below AA contrast; these pass in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
	variables: {},
	light: { '--mantine-color-dimmed': mantine.colors.gray[7], '--mantine-color-anchor': mantine.colors.blue[8] },
	dark: { '--mantine-color-dimmed': mantine.colors.dark[1], '--mantine-color-anchor': mantine.colors.blue[4] },
})

/**
 * Mantine's own variables, taken before any render: merging a theme into DEFAULT_THEME writes
 * the theme's font into DEFAULT_THEME.headings (Mantine keeps its copy from load time too).
 */
const mantineDefaults = defaultCssVariablesResolver(DEFAULT_THEME)
let cssVariables: string | undefined

/**
 * The theme's CSS variables as MantineProvider's own <style> holds them (theme.test.ts holds
 * them equal), worked out once: MantineProvider works all of them out, for every colour and
 * shade, on every render of every page, some 0.8 ms (docs/decisions/023-render-speed.md). The
 * root turns Mantine's off and renders these. As Mantine does, the variables equal to its
 * defaults are left out: its stylesheet has them.
 */
export function themeCssVariables(): string {
	if (cssVariables === undefined) {
		const merged = mergeMantineTheme(DEFAULT_THEME, theme)
		const variables = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged))
		const differing = (part: 'variables' | 'light' | 'dark') => {
			const kept: Record<`--${string}`, string> = {}
			for (const key of keys(variables[part])) {
				const value = variables[part][key]
				if (value !== undefined && mantineDefaults[part][key] !== value) kept[key] = value
			}
			return kept
		}
		cssVariables = convertCssVariables({ variables: differing('variables'), light: differing('light'), dark: differing('dark') })
	}
	return cssVariables
}
