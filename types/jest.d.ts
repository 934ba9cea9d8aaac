/// <reference types="@testing-library/jest-dom" />

declare namespace jest {
	interface Matchers< R > {
		/** From @wordpress/jest-console. */
		toHaveErrored(): R;
		toHaveErroredWith( ...args: unknown[] ): R;
		toHaveWarned(): R;
		toHaveWarnedWith( ...args: unknown[] ): R;
		toHaveLogged(): R;
		toHaveInformed(): R;
	}
}
