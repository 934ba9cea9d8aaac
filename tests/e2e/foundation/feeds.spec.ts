/**
 * The providers' feed (linked from the list pages' head): every item names its author, as an
 * item an editor writes does. Content created by `wp acces demo`, `import` and `generate`
 * is attributed to the --user given, or else the site's first administrator; an item
 * without an author left <dc:creator> empty and wrote PHP deprecation notices on every request.
 */
import { test, expect } from '../fixtures';

test( 'the providers feed names an author for every item', async ( {
	request,
} ) => {
	const res = await request.get( '/prestataires-accessibles/feed/' );
	expect( res.status() ).toBe( 200 );
	expect( res.headers()[ 'content-type' ] ).toContain( 'xml' );
	const xml = await res.text();
	const items = xml.match( /<item>[\s\S]*?<\/item>/g ) ?? [];
	expect( items.length ).toBeGreaterThan( 5 );
	for ( const item of items ) {
		const title = /<title>([^<]*)<\/title>/.exec( item )?.[ 1 ];
		expect(
			/<dc:creator><!\[CDATA\[([^\]]+)\]\]><\/dc:creator>/.exec(
				item
			)?.[ 1 ],
			`author of ${ title }`
		).toBe( 'admin' );
	}
} );
