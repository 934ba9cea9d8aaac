/**
 * The accessibility sweep at 1280 px under a classic theme (Twenty Twenty-One). Listed for the
 * SQLite project only (playwright.config.ts), beside the block theme's 1280 px sweep on the
 * MariaDB side.
 */
import { defineSweep } from './sweep';

defineSweep( 1280, 800, 'SQLite', 'classic' );
