/**
 * The map search on the demo page "Recherche sur la carte": French multi-select filters by
 * mouse and by keyboard alone, markers and list following the filters, the live count, the
 * state in the URL (reload, back, forward), the no-JavaScript form, axe with a list open.
 */
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, test, expect, expectNoAxeViolations } from '../fixtures';
import { tabTo } from '../keyboard';

const PAGE = '/recherche-sur-la-carte/';
const HOTEL_MONTAUBAN = 'Hôtel de la Loutre Curieuse';
const HOTEL_MOISSAC = 'Hôtel Les Glycines Bleues';

function combobox( page: Page, name: string ): Locator {
	return page.getByRole( 'combobox', { name } );
}

function option( page: Page, list: string, name: string ): Locator {
	return page
		.getByRole( 'listbox', { name: list } )
		.getByRole( 'option', { name, exact: true } );
}

function status( page: Page ): Locator {
	return page.locator( '.acces-map-search__count[role="status"]' );
}

const IGNORED_PISCINES =
	'Ces valeurs de recherche n’existent pas et ont été ignorées : Catégorie « piscines ».';

/**
 * The notice of values of the address that no option has.
 * @param page
 */
function ignored( page: Page ): Locator {
	return page.locator( '.acces-map-search__ignored' );
}

function resultNames( page: Page ): Locator {
	return page.locator( '.acces-map-search__result-title a' );
}

function markers( page: Page ): Locator {
	return page
		.getByRole( 'region', { name: 'Carte des résultats de la recherche' } )
		.locator( '.leaflet-marker-icon' );
}

/**
 * Axe on the map search, the Leaflet canvas aside: its markers belong to the maps feature
 * (tests/e2e/maps), and two demo markers a few kilometres apart overlap at the fitted zoom,
 * which axe reports as target-size (see docs/map-search.md).
 * @param page
 */
async function expectSearchAxeClean( page: Page ): Promise< void > {
	const results = await new AxeBuilder( { page } )
		.withTags( AXE_TAGS )
		.exclude( '.acces-map__canvas' )
		.analyze();
	expect(
		results.violations.map(
			( v ) =>
				`${ v.id }: ${ v.nodes
					.map( ( n ) => n.target.join( ' ' ) )
					.join( ', ' ) }`
		)
	).toEqual( [] );
}

async function open( page: Page ): Promise< void > {
	await page.goto( PAGE );
	await expect( combobox( page, 'Catégorie' ) ).toBeVisible();
	await expect( status( page ) ).toHaveText( '11 prestataires trouvés' );
}

test.describe( 'map search', () => {
	test( 'filters by mouse: OR within a filter, AND across, markers and list follow', async ( {
		page,
	} ) => {
		await open( page );
		await expect( markers( page ) ).toHaveCount( 11 );
		await page.evaluate( () => {
			( window as unknown as { notReloaded: boolean } ).notReloaded =
				true;
		} );

		const categorie = combobox( page, 'Catégorie' );
		await expect( categorie ).toHaveText( 'Toutes les catégories' );
		await categorie.click();
		await expect( categorie ).toHaveAttribute( 'aria-expanded', 'true' );
		await option( page, 'Catégorie', 'Hôtels' ).click();
		await expect( option( page, 'Catégorie', 'Hôtels' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await expect( categorie ).toBeFocused();
		await expect( categorie ).toHaveText( 'Hôtels' );
		await expect( status( page ) ).toHaveText( '2 prestataires trouvés' );
		await page.keyboard.press( 'Escape' );
		await expect( categorie ).toHaveAttribute( 'aria-expanded', 'false' );

		const acces = combobox( page, 'Accessibilité' );
		await acces.click();
		await option( page, 'Accessibilité', 'Handicap visuel' ).click();
		await expect( status( page ) ).toHaveText( '1 prestataire trouvé' );
		await expect( resultNames( page ) ).toHaveText( [ HOTEL_MONTAUBAN ] );
		await expect( markers( page ) ).toHaveCount( 1 );
		await expect( markers( page ) ).toHaveAttribute(
			'alt',
			`${ HOTEL_MONTAUBAN }, MONTAUBAN`
		);

		await option( page, 'Accessibilité', 'Handicap moteur' ).click();
		await option( page, 'Accessibilité', 'Handicap visuel' ).click();
		await expect( acces ).toHaveText( 'Handicap moteur' );
		await expect( status( page ) ).toHaveText( '2 prestataires trouvés' );
		await expect( resultNames( page ) ).toHaveText( [
			HOTEL_MONTAUBAN,
			HOTEL_MOISSAC,
		] );
		await expect( markers( page ) ).toHaveCount( 2 );
		await expect( page ).toHaveURL( /\?categorie=hotels&acces=moteur$/ );

		// Nothing matches: said in French, nothing listed, no marker.
		await combobox( page, 'Commune' ).click();
		await option( page, 'Commune', 'Fronton' ).click();
		await expect( status( page ) ).toHaveText(
			'Aucun prestataire ne correspond à ces critères'
		);
		await expect( resultNames( page ) ).toHaveCount( 0 );
		await expect( markers( page ) ).toHaveCount( 0 );

		await page
			.getByRole( 'button', { name: 'Effacer les filtres' } )
			.click();
		await expect( status( page ) ).toHaveText( '11 prestataires trouvés' );
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { notReloaded?: boolean } )
						.notReloaded
			)
		).toBe( true );
	} );

	test( 'works with the keyboard alone, sort included', async ( {
		page,
	} ) => {
		await open( page );
		const categorie = combobox( page, 'Catégorie' );
		await tabTo( page, categorie );
		await page.keyboard.press( 'ArrowDown' );
		await expect( categorie ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( categorie ).toHaveAttribute(
			'aria-activedescendant',
			( await option( page, 'Catégorie', 'Résidences' ).getAttribute(
				'id'
			) ) as string
		);
		await page.keyboard.press( 'End' );
		await page.keyboard.press( 'ArrowUp' );
		await page.keyboard.press( 'ArrowUp' );
		await expect( categorie ).toHaveAttribute(
			'aria-activedescendant',
			( await option( page, 'Catégorie', 'Hôtels' ).getAttribute(
				'id'
			) ) as string
		);
		await page.keyboard.press( 'Space' );
		await expect( status( page ) ).toHaveText( '2 prestataires trouvés' );
		await page.keyboard.press( 'Escape' );
		await expect( categorie ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( categorie ).toBeFocused();

		await page.keyboard.press( 'Tab' );
		await expect( combobox( page, 'Commune' ) ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		const acces = combobox( page, 'Accessibilité' );
		await expect( acces ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await page.keyboard.press( 'Home' );
		await page.keyboard.press( 'Enter' );
		await page.keyboard.press( 'Escape' );
		await expect( acces ).toHaveText( 'Handicap moteur' );
		await expect( status( page ) ).toHaveText( '2 prestataires trouvés' );
		await expect( resultNames( page ) ).toHaveText( [
			HOTEL_MONTAUBAN,
			HOTEL_MOISSAC,
		] );
		await expect( markers( page ) ).toHaveCount( 2 );

		// Single choice: choosing closes the list.
		await page.keyboard.press( 'Tab' );
		const tri = combobox( page, 'Trier par' );
		await expect( tri ).toBeFocused();
		await expect( tri ).toHaveText( 'Nom' );
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'Enter' );
		await expect( tri ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( tri ).toHaveText( 'Commune' );
		await expect( tri ).toBeFocused();
		await expect( resultNames( page ) ).toHaveText( [
			HOTEL_MOISSAC,
			HOTEL_MONTAUBAN,
		] );
		// The list moved, far from the field, with neither the count nor the focus changing:
		// the status says it.
		await expect( status( page ) ).toHaveText(
			'2 prestataires trouvés, triés par commune'
		);
		await expect( page ).toHaveURL(
			/\?categorie=hotels&acces=moteur&tri=commune$/
		);

		// The result links are reachable after the filters, and a result's focus ring is
		// drawn whole: a result is painted within its own box (content-visibility), so the
		// ring must fit inside it.
		const link = page.getByRole( 'link', { name: HOTEL_MOISSAC } );
		await tabTo( page, link );
		const ring = await link.evaluate( ( a ) => {
			const style = getComputedStyle( a );
			const grow =
				parseFloat( style.outlineWidth ) +
				parseFloat( style.outlineOffset );
			const r = a.getBoundingClientRect();
			const item = a.closest( 'li' ) as HTMLElement;
			const box = item.getBoundingClientRect();
			const itemStyle = getComputedStyle( item );
			return {
				style: style.outlineStyle,
				grow,
				left: r.left - grow - box.left,
				top: r.top - grow - box.top,
				right:
					box.right -
					parseFloat( itemStyle.borderRightWidth ) -
					( r.right + grow ),
				bottom:
					box.bottom -
					parseFloat( itemStyle.borderBottomWidth ) -
					( r.bottom + grow ),
			};
		} );
		expect( ring.style ).not.toBe( 'none' );
		expect( ring.grow ).toBeGreaterThan( 0 );
		expect( ring.left ).toBeGreaterThanOrEqual( 0 );
		expect( ring.top ).toBeGreaterThanOrEqual( 0 );
		expect( ring.right ).toBeGreaterThanOrEqual( 0 );
		expect( ring.bottom ).toBeGreaterThanOrEqual( 0 );
	} );

	test( 'restores the search from the URL, on reload and with back and forward', async ( {
		page,
	} ) => {
		await page.goto(
			`${ PAGE }?categorie=hotels,piscines&acces=visuel&tri=inconnu`
		);
		await expect( status( page ) ).toHaveText( '1 prestataire trouvé' );
		await expect( combobox( page, 'Catégorie' ) ).toHaveText( 'Hôtels' );
		await expect( combobox( page, 'Accessibilité' ) ).toHaveText(
			'Handicap visuel'
		);
		await expect( combobox( page, 'Trier par' ) ).toHaveText( 'Nom' );
		await expect( ignored( page ) ).toHaveText( IGNORED_PISCINES );
		await page.reload();
		await expect( status( page ) ).toHaveText( '1 prestataire trouvé' );
		await expect( resultNames( page ) ).toHaveText( [ HOTEL_MONTAUBAN ] );

		await open( page );
		await combobox( page, 'Catégorie' ).click();
		await option( page, 'Catégorie', 'Hôtels' ).click();
		await option( page, 'Catégorie', 'Restauration' ).click();
		await page.keyboard.press( 'Escape' );
		await expect( status( page ) ).toHaveText( '4 prestataires trouvés' );
		await expect( page ).toHaveURL( /\?categorie=restauration,hotels$/ );
		// Two quick choices: the map still fits every result (none out of view).
		await expect( markers( page ) ).toHaveCount( 4 );

		await page.goBack();
		await expect( page ).toHaveURL( /\?categorie=hotels$/ );
		await expect( status( page ) ).toHaveText( '2 prestataires trouvés' );
		await expect( combobox( page, 'Catégorie' ) ).toHaveText( 'Hôtels' );
		await page.goBack();
		await expect( page ).toHaveURL( new RegExp( `${ PAGE }$` ) );
		await expect( status( page ) ).toHaveText( '11 prestataires trouvés' );
		await expect( combobox( page, 'Catégorie' ) ).toHaveText(
			'Toutes les catégories'
		);
		await page.goForward();
		await page.goForward();
		await expect( status( page ) ).toHaveText( '4 prestataires trouvés' );
		await expect( combobox( page, 'Catégorie' ) ).toHaveText(
			'Restauration, Hôtels'
		);
		await expect( markers( page ) ).toHaveCount( 4 );
	} );

	test( 'a link with values that do not exist says so before the search, until a choice', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 320, height: 800 } );
		const url = `${ PAGE }?categorie=hotels,piscines&commune=Montaubn`;
		await page.goto( url );
		await expect( status( page ) ).toHaveText( '2 prestataires trouvés' );
		await expect( ignored( page ) ).toHaveText(
			'Ces valeurs de recherche n’existent pas et ont été ignorées : Catégorie « piscines », Commune « Montaubn ».'
		);
		// Above the filters (and before them in the reading order: Jest).
		const [ notice, search ] = await Promise.all( [
			ignored( page ).boundingBox(),
			page
				.getByRole( 'search', { name: 'Recherche de prestataires' } )
				.boundingBox(),
		] );
		expect( notice!.y + notice!.height ).toBeLessThanOrEqual( search!.y );
		const overflow = await page
			.locator( '.acces-map-search' )
			.evaluate( ( el ) => el.scrollWidth - el.clientWidth );
		expect( overflow ).toBeLessThanOrEqual( 0 );
		await expectSearchAxeClean( page );

		await combobox( page, 'Commune' ).click();
		await option( page, 'Commune', 'Montauban' ).click();
		await page.keyboard.press( 'Escape' );
		await expect( page ).toHaveURL(
			/\?categorie=hotels&commune=Montauban$/
		);
		await expect( ignored( page ) ).toHaveCount( 0 );
		await page.goBack();
		await expect( ignored( page ) ).toHaveCount( 1 );
	} );

	test( 'has no axe violation with a list open, and reflows at 320 px', async ( {
		page,
	} ) => {
		await open( page );
		const commune = combobox( page, 'Commune' );
		await commune.click();
		const listbox = page.getByRole( 'listbox', { name: 'Commune' } );
		await expect( listbox ).toBeVisible();
		// At most 250 px high, scrolling.
		const box = await listbox.boundingBox();
		expect( box?.height ).toBeLessThanOrEqual( 250 );
		await expect( listbox ).toHaveCSS( 'overflow-y', 'auto' );
		await expectSearchAxeClean( page );
		await page.keyboard.press( 'Escape' );

		await page.setViewportSize( { width: 320, height: 800 } );
		await combobox( page, 'Catégorie' ).click();
		await expect(
			page.getByRole( 'listbox', { name: 'Catégorie' } )
		).toBeVisible();
		const overflow = await page
			.locator( '.acces-map-search' )
			.evaluate( ( el ) => el.scrollWidth - el.clientWidth );
		expect( overflow ).toBeLessThanOrEqual( 0 );
		await expectSearchAxeClean( page );
	} );
} );

test.describe( 'map search without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'a GET form of native selects filters the list on the server', async ( {
		page,
	} ) => {
		await page.goto( PAGE );
		await expect( status( page ) ).toHaveText( '11 prestataires trouvés' );
		const form = page.getByRole( 'search', {
			name: 'Recherche de prestataires',
		} );
		await form.getByLabel( 'Catégorie' ).selectOption( [ 'hotels' ] );
		await form
			.getByLabel( 'Accessibilité' )
			.selectOption( [ 'visuel', 'mental' ] );
		await form
			.getByRole( 'button', { name: 'Afficher les prestataires' } )
			.click();
		await expect( page ).toHaveURL( /categorie%5B%5D=hotels/ );
		await expect( status( page ) ).toHaveText( '1 prestataire trouvé' );
		await expect( resultNames( page ) ).toHaveText( [ HOTEL_MONTAUBAN ] );
		await expect( form.getByLabel( 'Catégorie' ) ).toHaveValues( [
			'hotels',
		] );
		// (axe needs JavaScript: the form's axe check is the next test.)

		await form.getByRole( 'link', { name: 'Effacer les filtres' } ).click();
		await expect( status( page ) ).toHaveText( '11 prestataires trouvés' );
	} );
} );

test( 'the form without the script has no axe violation', async ( {
	page,
} ) => {
	// The search script does not load: the server's form and list stay (axe needs JavaScript).
	await page.route( '**/build/map-search/index.js*', ( route ) =>
		route.abort()
	);
	await page.goto(
		`${ PAGE }?categorie%5B%5D=hotels&categorie%5B%5D=piscines`
	);
	await expect(
		page.getByRole( 'button', { name: 'Afficher les prestataires' } )
	).toBeVisible();
	await expect( status( page ) ).toHaveText( '2 prestataires trouvés' );
	// The server says which values of the address do not exist, as the script does.
	await expect( ignored( page ) ).toHaveText( IGNORED_PISCINES );
	await expectNoAxeViolations( page );
} );

test( 'the script restores a search made without JavaScript', async ( {
	page,
} ) => {
	await page.goto(
		`${ PAGE }?categorie%5B%5D=hotels&acces%5B%5D=visuel&acces%5B%5D=mental&tri=nom`
	);
	await expect( combobox( page, 'Accessibilité' ) ).toHaveText(
		'Handicap visuel, Handicap mental'
	);
	await expect( status( page ) ).toHaveText( '1 prestataire trouvé' );
} );
