/**
 * `swiper/modules` for Jest: the bundle loaded for `swiper` (tests/jest/swiper.js) has every
 * module already, so each one is a no-op here.
 */
const installed = () => undefined;

module.exports = {
	A11y: installed,
	Autoplay: installed,
	Navigation: installed,
	Pagination: installed,
};
