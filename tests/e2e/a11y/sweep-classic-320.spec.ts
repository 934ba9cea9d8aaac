/**
 * The accessibility sweep at 320 px under a classic theme (Twenty Twenty-One: the blocks inside
 * the theme's content, its own type sizes and button styles). Listed for the MariaDB project
 * only (playwright.config.ts), beside the block theme's 320 px sweep on the SQLite side.
 */
import { defineSweep } from './sweep';

defineSweep( 320, 640, 'MariaDB', 'classic' );
