// Texts of the page sections several pages share (components/sections/): the breadcrumb, the
// contact cards closing /a-propos, and the process steps. Plain constants: the build inlines them
// where they are used (vite.config.ts, inlineConst), so they cost no first-load byte.

// The breadcrumb: the navigation's name, and the name of its first crumb, an icon.
export const breadcrumbLabel = 'Fil d’Ariane'
export const breadcrumbHomeLabel = 'Accueil'

// The contact cards: book a visit (its button is layout.ts's appointmentLabel), or call the shop.
export const appointmentCardTitle = 'Prendre rendez-vous'
export const appointmentCardText = 'Réservez un moment à l’atelier pour un projet, une estimation ou un dépôt.'
export const callCardTitle = 'Appeler la boutique'

// The process steps.
/** Read by screen readers only, before each step's number, then ' : ' and the step's title. */
export const stepNumberPrefix = 'Étape '
/** The link to the contact form, the page's service chosen. */
export const startProjectLabel = 'Commencer votre projet'
