// React 18 APIs: WordPress 6.1 ships React 17 (through @wordpress/element or directly).
const REACT_18_ONLY = [
	'useId',
	'useSyncExternalStore',
	'useTransition',
	'useDeferredValue',
	'useInsertionEffect',
	'startTransition',
];

module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	plugins: [ 'no-unsanitized' ],
	rules: {
		// Data is text: never through an HTML-string API (STYLE.md, PRODUCT.md §4).
		'no-unsanitized/method': 'error',
		'no-unsanitized/property': 'error',
		// WordPress 6.1 ships React 17: no React-18-only API.
		'no-restricted-imports': [
			'error',
			{
				paths: [
					{
						name: '@wordpress/element',
						importNames: REACT_18_ONLY,
						message:
							'WordPress 6.1 ships React 17, which lacks this API.',
					},
					{
						name: 'react',
						importNames: REACT_18_ONLY,
						message:
							'WordPress 6.1 ships React 17, which lacks this API.',
					},
					{
						name: 'react-dom',
						importNames: [ 'createRoot', 'hydrateRoot' ],
						message:
							'WordPress 6.1 ships React 17, which lacks this API (see renderInto() in src/shared/mount.tsx).',
					},
				],
			},
		],
	},
	settings: {
		'import/resolver': {
			node: { extensions: [ '.js', '.jsx', '.ts', '.tsx' ] },
		},
	},
	overrides: [
		{
			files: [
				'tests/e2e/**',
				'tests/bench/**',
				'tests/chromium.cjs',
				'tools/**',
				'playwright.config.ts',
				'*.config.js',
			],
			rules: {
				'no-console': 'off',
				'import/no-extraneous-dependencies': 'off',
				'jest/no-done-callback': 'off',
				'jest/valid-title': 'off',
				'jest/expect-expect': 'off',
				'jest/no-standalone-expect': 'off',
				'@wordpress/no-unsafe-wp-apis': 'off',
			},
		},
	],
};
