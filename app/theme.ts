import { Checkbox, createTheme, type CSSVariablesResolver } from '@mantine/core'
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
