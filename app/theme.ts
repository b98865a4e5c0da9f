import { createTheme } from '@mantine/core'

export const theme = createTheme({
	primaryColor: 'blue',
	fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
	defaultRadius: 'md',
})
