/**
 * The id of every page's `<main>`: the skip link's target and the root of the sections revealed on
 * scroll.
 */
export const mainContentId = 'contenu'

/**
 * The id of an empty element at the end of every page's opening (its first section: the hero, or a
 * legal page's title and introduction), which every page's head waits for before drawing anything
 * (`<link rel="expect" blocking="render">`, pages/+Head.tsx).
 * Over a slow link, or on a slow phone whose parser stops to let the screen draw, the browser draws
 * whatever HTML it has parsed, and what it drew half-parsed moved once the rest came:
 * - a header drawn before its buttons gave its logo the whole width, then squeezed it (the tagline
 *   broke onto a second line and the logo moved: below 430 px, and from 768 to about 1,110);
 * - the home page's hero, the 404 page and, beside their illustration, the other heroes centre their
 *   content in their height: drawn with only their heading, they placed it lower, then moved it up
 *   as the rest came (0.03 to 0.21 of the screen at 360 px on the home page).
 * Chromium honours the link (it unblocks once the target's start tag is parsed); Firefox and Safari
 * ignore it, and there the stylesheet keeps the page hidden until this element, or the footer after
 * the main content, is parsed (styles/base.css).
 */
export const openingEndId = 'fin-ouverture'
