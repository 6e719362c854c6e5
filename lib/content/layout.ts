// What every page shows around its content: the header, the skip link, the footer, the cookie
// banner and the pending messages' indicator, all in every page's first load. Plain constants
// rather than objects: the build inlines them where they are used (vite.config.ts, inlineConst),
// so a text moved here costs no byte.

// The header.
export const mainNavigationLabel = 'Navigation principale'
export const contactLabel = 'Nous contacter'
export const appointmentLabel = 'Prendre rendez-vous'
/** Where « Prendre rendez-vous » leads: the contact form's visit request, in view (a link, without script too). */
export const appointmentHref = '/contact#rendez-vous'
export const openMenuLabel = 'Ouvrir le menu'
/** The button that opens the header's list of services. */
export const servicesMenuLabel = 'Services'

export const skipLinkText = 'Aller au contenu'

// The footer.
export const metroLabel = 'Métro'
export const siteMapLabel = 'Plan du site'
/** The footer's WhatsApp link, when the workshop gives a number. */
export const whatsappFooterLabel = (number: string) => `WhatsApp\u00a0: ${number}`
export const footerSignature = (brand: string, foundedYear: number) => `© ${brand} — joaillier et horloger à Paris depuis ${foundedYear}`
/** The meta description of a page that sets none (pages/+config.ts), from lib/site.ts's brand,
 *  district and founding year. */
export const fallbackDescription = (brand: string, district: string, foundedYear: number) =>
  `${brand}, joaillier et horloger à ${district} depuis ${foundedYear}.`
export const cookieSettingsLabel = 'Paramètres des cookies'

// The cookie banner.
export const cookieBannerTitle = 'Confidentialité et cookies'
export const cookieBannerPurpose =
  'Avec votre accord, la page Contact affiche la carte Google Maps de l’atelier : Google reçoit alors votre adresse IP et peut déposer des cookies.'
/** Followed by a link to the privacy policy (privacyPolicyLinkText), then a full stop. */
export const cookieConsentNotice = 'Le site ne mesure pas son audience et n’affiche aucune publicité. Détails dans notre'
export const privacyPolicyLinkText = 'politique de confidentialité'
export const cookieSettingsButton = 'Paramètres'
export const rejectAllLabel = 'Refuser tout'
export const acceptAllLabel = 'Accepter tout'

// The pending messages' indicator (features/contact/OutboxIndicator.tsx).
export const pendingLabel = (count: number) => (count > 1 ? `${count} messages en attente d’envoi` : `${count} message en attente d’envoi`)
