/**
 * Jest (jsdom) for the TypeScript sources, on top of @wordpress/scripts' preset.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	testMatch: [ '<rootDir>/src/**/test/*.test.[jt]s?(x)' ],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/.wp/',
		'<rootDir>/build/',
	],
	// supercluster and kdbush ship ES modules only: let Babel turn them into CommonJS.
	transformIgnorePatterns: [ '/node_modules/(?!(supercluster|kdbush)/)' ],
	modulePathIgnorePatterns: [
		'<rootDir>/.wp/',
		'<rootDir>/build/',
		'<rootDir>/.cache/',
	],
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv || [] ),
		'<rootDir>/tests/jest/setup.ts',
	],
	moduleNameMapper: {
		...( defaultConfig.moduleNameMapper || {} ),
		'\\.(css|scss)$': '<rootDir>/tests/jest/style-mock.js',
		'\\.(png|svg|jpg)$': '<rootDir>/tests/jest/file-mock.js',
		// Swiper ships ES modules only: its browser bundle instead (tests/jest/swiper.js).
		'^swiper$': '<rootDir>/tests/jest/swiper.js',
		'^swiper/modules$': '<rootDir>/tests/jest/swiper-modules.js',
	},
};
