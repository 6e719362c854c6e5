/**
 * The id of every page's `<main>`: the skip link's target, the root of the sections revealed on
 * scroll, and what every page's head waits for before drawing anything (`<link rel="expect"
 * blocking="render">`, pages/+Head.tsx): the main content begins right after the header, so the
 * header is never drawn half-parsed. Over a slow link the HTML arrives in pieces and the browser
 * draws what it has; a header drawn before its buttons gave its logo the whole width, then squeezed
 * it once they came (the tagline broke onto a second line and the logo moved: below 430 px, and
 * from 768 to about 1,110). Chromium honours the link; other browsers ignore it.
 */
export const mainContentId = 'contenu'
