/**
 * The marker type the maps show for a provider, as
 * AccesTourisme\Providers\ProviderRepository::marker_type() computes it.
 */

/**
 * The marker the maps will show: the beach icon when chosen, else the category's icon.
 * @param chosen       The marker type meta ('' or icon-handiplage).
 * @param categorySlug The provider's category slug ('' when none).
 */
export function effectiveMarkerType(
	chosen: unknown,
	categorySlug: string
): string {
	if ( chosen === 'icon-handiplage' ) {
		return chosen;
	}
	return categorySlug ? `icon-${ categorySlug }` : 'empty';
}
