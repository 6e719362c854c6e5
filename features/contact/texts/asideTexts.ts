// The side column of /contact: its name and the reviews' heading (pages/contact/+Page.tsx), then
// the cards whose code loads as they near the viewport (features/contact/DirectContactCard.tsx,
// WorkshopCard.tsx). Plain constants: the build inlines them where they are used (vite.config.ts,
// inlineConst). A module of its own, importing nothing: pages/contact.ts holds the page's data and
// its facts, which the browser's code does not need. The workshop's hours line is there
// (workshopHours), the reviews widget's texts in reviews.ts.
export const sideColumnLabel = 'Informations pratiques'
export const reviewsTitle = 'Avis de nos clients'

// The direct contacts.
export const directContactTitle = 'Nous joindre directement'
export const directPhoneLabel = 'Téléphone'
export const directEmailLabel = 'E-mail'
export const directWhatsAppLabel = 'WhatsApp'
export const directAddressLabel = 'Adresse'

// The workshop card: the map, shown with consent or on request, then the address, the metro lines,
// the hours and two links to Google Maps.
export const mapTitle = (brand: string, address: string) => `Carte : ${brand}, ${address}`
export const mapConsentNotice = 'La carte est fournie par Google Maps, qui peut déposer des cookies.'
export const showMapLabel = 'Afficher la carte'
export const workshopTitle = 'L’atelier'
/** Followed by the line's number, a comma and the station. */
export const metroLinePrefix = 'Métro ligne '
export const hoursLabel = 'Horaires :'
export const directionsLabel = 'Itinéraire'
/** Read after directionsLabel, by screen readers only. */
export const directionsNewTab = '(ouvre Google Maps dans un nouvel onglet)'
export const mapsLinkLabel = 'Voir sur Google Maps'
/** Read after mapsLinkLabel, by screen readers only. */
export const mapsLinkNewTab = '(nouvel onglet)'
