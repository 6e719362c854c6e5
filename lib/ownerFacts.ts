// The shape of the facts the owner provides or confirms (lib/owner.ts). A module of the same shape
// named by OWNER_FACTS replaces lib/owner.ts for the build and the launch check (vite/ownerFacts.ts).

export interface Host {
  name: string
  address: string
  phone: string
  website: string
}

export interface LegalIdentity {
  /** The company's name as registered, e.g. 'Maison Bologne SAS'. */
  name: string
  /** In words, as the mentions légales print it: 'société par actions simplifiée'. */
  form: string
  /** Share capital in euros. */
  capitalEuros: number
  /** Registre du commerce et des sociétés (RCS) or répertoire des métiers (RM), and its city. */
  register: 'RCS' | 'RM'
  registerCity: string
  /** The nine digits of the SIREN, spaces allowed: '552 081 317'. */
  siren: string
  /** The intra-community VAT number: 'FR' + two-digit key + SIREN. */
  vatNumber: string
  /** The natural person responsible for what the site publishes, and their role. */
  publicationDirector: { name: string; role: string }
}

export interface Mediator {
  /** The consumer mediation body the workshop has joined (Code de la consommation, L. 616-1). */
  name: string
  address: string
  /** Its website, where a consumer files a case. */
  website: string
}

/** One buying price: per gram of a title (fineness in thousandths), or per piece of investment gold. */
export type GoldPrice = { kind: 'gram'; metal: 'or' | 'argent'; fineness: number; euros: number } | { kind: 'piece'; metal: 'or'; piece: string; euros: number }

export interface GoldBuying {
  /** The day the prices were set, ISO 'YYYY-MM-DD': the build's fallback, shown until the live prices load. */
  pricedOn: string
  prices: readonly GoldPrice[]
  /** Taxe forfaitaire sur les métaux précieux and CRDS, in percent, paid by the seller (the accountant confirms). */
  tax: { flatRate: number; crdsRate: number }
}

export interface DisplayedFigures {
  /** The average rating and number of reviews, and where they come from ('Google'). */
  rating: { value: number; count: number; source: string }
  /** Share of clients satisfied, in percent. */
  satisfaction: number
}

export interface StandInMedia {
  /** The home page's film: what it shows, in the words of its caption. */
  film: { src: string; isWorkshopFootage: boolean }
  /** The photographs of the workshop itself (assets/images/), none of which is the workshop's own yet. */
  workshopPhotographs: readonly string[]
}

/** A value still invented: the launch check lists it while the field holds `invented`. */
export interface PlaceholderNote {
  invented: unknown
  /** What it is, in a few words. */
  what: string
  /** Where it shows on the site. */
  shows: string
}

export interface OwnerFacts {
  legalIdentity: LegalIdentity
  phone: { display: string; e164: string }
  email: string
  siteHost: Host
  dataHost: Host
  mediator: Mediator
  goldBuying: GoldBuying
  displayedFigures: DisplayedFigures
  standInMedia: StandInMedia
  /** Keyed by the field's path ('phone.display'); absent or empty once every value is real. */
  placeholders?: Readonly<Record<string, PlaceholderNote>>
}
