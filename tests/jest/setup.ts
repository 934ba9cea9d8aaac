import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrollIntoView: a no-op, which tests may spy on.
if ( typeof Element !== 'undefined' && ! Element.prototype.scrollIntoView ) {
	Element.prototype.scrollIntoView = function scrollIntoView() {};
}
