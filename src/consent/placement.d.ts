/**
 * Types of placement.js (plain JavaScript: the consent's head script runs it as written).
 */
export function bannerInFlow(
	rect: { left: number; height: number },
	buttons: number,
	rem: number,
	view: { innerWidth: number; innerHeight: number }
): boolean;
