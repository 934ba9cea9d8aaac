/**
 * Unique element ids (React 17 has no useId).
 */
let last = 0;

/**
 * A new id with this prefix.
 * @param prefix The prefix.
 */
export function nextId( prefix: string ): string {
	last++;
	return `${ prefix }-${ last }`;
}
