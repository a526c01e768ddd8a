// A tap on a card's button before the listing's controller has loaded must not be lost. This
// script, inline at the top of every listing, is there before any script file: until a listing
// is marked ready (`data-listing-ready`, set by its controller when it mounts) it keeps each
// click on a `[data-card-action]` button in `window.__earlyCardTaps` and stops it there; the
// controller then does what each kept tap asked for, in order. Links need none of this: before
// the controller they are ordinary links.

/** The window property holding the kept taps (the buttons pressed). */
export const EARLY_TAPS_KEY = '__earlyCardTaps';

export const EARLY_TAPS_SCRIPT = `(function(){var w=window;if(w.${EARLY_TAPS_KEY})return;var q=w.${EARLY_TAPS_KEY}=[];document.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('[data-card-action]');if(!b||b.closest('[data-listing-ready]'))return;e.preventDefault();e.stopImmediatePropagation();q.push(b)},true)})()`;
