// What the legal pages' layout says around their content (components/articles/LegalArticle.tsx; the
// content itself is lib/content/pageContent/legal.ts, sent as page data). Plain constants: the build
// inlines them where they are used (vite.config.ts, inlineConst).

/** Followed by the date of the last revision. */
export const lastUpdatedLabel = 'Dernière mise à jour : '
/** The table of contents: its heading, and the name of the navigation it is in. */
export const tableOfContentsTitle = 'Sommaire'
export const backHomeLabel = 'Retour à l’accueil'
