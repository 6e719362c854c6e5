// The links' labels of the header, the mobile drawer and the footer (lib/navigation.ts), on every
// page. Plain constants: the build inlines them where they are used (vite.config.ts, inlineConst),
// so they cost no byte. The services' own names are the catalogue's (catalogue.ts).

/** The first entry of the header's services menu. */
export const servicesOverviewLabel = 'Vue d’ensemble'

// The main navigation.
export const homeLabel = 'Accueil'
export const servicesLabel = 'Services'
export const aboutLabel = 'La Maison'
export const contactPageLabel = 'Contact'

// The footer.
export const workshopLabel = 'Notre atelier'
export const legalNoticeLabel = 'Mentions légales'
export const privacyPolicyLabel = 'Politique de confidentialité'
export const termsOfSaleLabel = 'Conditions générales de vente'
export const creationColumnTitle = 'Création'
export const repairColumnTitle = 'Réparation'
export const allRepairsLabel = 'Toutes les réparations'
export const houseColumnTitle = 'La Maison'
export const trackingLinksLabel = 'Suivre ma demande'
export const priceGuideLabel = 'Tarifs'

// The breadcrumbs' own links (lib/routes.ts); the other crumbs are the pages' and services' names.
export const servicesCrumbLabel = 'Services'
export const repairsCrumbLabel = 'Réparations'
