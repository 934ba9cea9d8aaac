/**
 * The accessibility sweep at 320 px (reflow, large text and the fixed controls together).
 * Listed for the SQLite project only (playwright.config.ts): the 1280 px half runs on the
 * MariaDB side, so the two engines' suites, which run side by side, share the work.
 */
import { defineSweep } from './sweep';

defineSweep( 320, 640, 'SQLite' );
