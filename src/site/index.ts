/**
 * Entry of the features that every public page has: the consent banner (with the script
 * blocking and the "Gérer mes cookies" buttons), then the accessibility toolbar and "Haut de
 * page". One script, one set of translations and one inline style instead of two: each is work
 * that WordPress does on every page (issue 7 §7, the added server time). A site that turns both
 * toolbar controls off gets the consent entry alone (src/consent/index.ts).
 */
import '../consent';
import '../toolbar/start';
