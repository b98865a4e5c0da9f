import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { layersPlugin } from './scripts/eslint-layers.js'

export default tseslint.config(
	{ ignores: ['build/**', 'build-*/**', 'node_modules/**', 'data/**', 'test-results/**', '.cache/**', 'core/db/migrations/**'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'warn',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			// Components never import server code (style.md).
			'no-restricted-imports': 'off',
		},
	},
	{
		// Relative imports stay in their top folder; core imports neither app, server nor worker
		// (scripts/eslint-layers.js, docs/decisions/057-layers-kept-by-the-linter.md).
		files: ['{app,core,server,worker,scripts,tests,bench}/**/*.{ts,tsx,js,mjs,cjs}'],
		plugins: { layers: layersPlugin },
		rules: { 'layers/imports': 'error' },
	},
	{
		files: ['app/components/**/*.{ts,tsx}'],
		rules: {
			'no-restricted-imports': ['error', { patterns: ['*.server', '*.server.ts', '#core/db/*'] }],
		},
	},
	{
		files: ['**/*.cjs'],
		languageOptions: {
			sourceType: 'commonjs',
			globals: { module: 'writable', require: 'readonly', process: 'readonly' },
		},
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
)
