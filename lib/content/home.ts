// What the home page's components say beyond its content (lib/content/pageContent/home.ts, sent as page
// data): the names screen readers give the hero's two lists (components/home/HomeHero.tsx) and the
// film's captions track (components/home/FeaturedVideo.tsx). Plain constants: the build inlines
// them where they are used (vite.config.ts, inlineConst). A module of its own, importing nothing:
// pages/home.ts imports the facts, which the browser's code does not need.
export const quickLinksLabel = 'Accès rapides'
export const badgesLabel = 'Labels et certifications'
/** The captions track's name in the player's menu. */
export const captionsLabel = 'Français'
