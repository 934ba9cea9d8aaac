/**
 * The accessibility sweep at 1280 px (the desktop layout). Listed for the MariaDB project only
 * (playwright.config.ts): the 320 px half runs on the SQLite side.
 */
import { defineSweep } from './sweep';

defineSweep( 1280, 800, 'MariaDB' );
