// Texts of the small pieces in components/ui/: the contact button, the service card, the stars and
// the toasts. Plain constants: the build inlines them where they are used (vite.config.ts,
// inlineConst), so they cost no first-load byte.

/** The contact button's label when it is given none (the footer's). */
export const contactButtonLabel = 'Contactez-nous'

/** Under a service card's summary; followed by an arrow. */
export const learnMoreLabel = 'En savoir plus '

// The stars' name for screen readers, 'Note : 4 sur 5', in two parts around the rating: constants
// the build inlines into the label, where a function would add bytes to every page with stars.
export const starsLabelStart = 'Note : '
export const starsLabelOutOf = ' sur '

/** The toasts' close buttons (their region keeps sonner's own name, 'Notifications'). */
export const closeToastLabel = 'Fermer la notification'
