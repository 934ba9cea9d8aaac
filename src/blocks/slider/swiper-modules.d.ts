/**
 * Swiper 11 declares its module entry in package "exports", which this project's
 * TypeScript resolution (node) does not read: point it at Swiper's own declarations.
 */
declare module 'swiper/modules' {
	export {
		A11y,
		Autoplay,
		Navigation,
		Pagination,
	} from 'swiper/types/modules/index';
}
