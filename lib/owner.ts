// Every fact the owner provides or confirms, in one place: the site reads them through lib/site.ts
// and lib/content/facts.ts. A value still invented is listed in `placeholders` below with the value
// it was given; `npm run launch:check` lists each field that still holds it, and a build for the
// hosted project stops until none is left. Replace the value; its entry then no longer applies
// (delete it to keep the list short). OWNER_FACTS=<module> replaces this file (vite/ownerFacts.ts).
import type { DisplayedFigures, GoldBuying, Host, LegalIdentity, Mediator, PlaceholderNote, StandInMedia } from './ownerFacts.ts'

export const legalIdentity: LegalIdentity = {
  name: 'Maison Bologne SAS',
  form: 'société par actions simplifiée',
  capitalEuros: 128_000,
  register: 'RCS',
  registerCity: 'Paris',
  siren: '123 456 789',
  vatNumber: 'FR00123456789',
  publicationDirector: { name: 'Jeanne Bologne', role: 'présidente' },
}

/** The phone and e-mail a build shows when it cannot read the owner's (public.workshop_contact, set in
 *  « Fiche de l'atelier »; seeded with these). In ARCEP's range reserved for fiction (01 99 00 xx xx)
 *  until the real number is set, here and in the database. */
export const phone = { display: '01 99 00 12 64', e164: '+33199001264' }
export const email = 'atelier@maison-bologne.fr'

/** The CDN that serves the site's pages (LCEN art. 6-III: the host's name, address and phone). */
export const siteHost: Host = {
  name: 'Cloudflare, Inc.',
  address: '101 Townsend Street, San Francisco, CA 94107, États-Unis',
  phone: '+1 650 319 8930',
  website: 'https://www.cloudflare.com',
}

/** Where the contact messages and their photographs are stored. */
export const dataHost: Host = {
  name: 'Supabase Pte. Ltd.',
  address: '970 Toa Payoh North #07-04, Singapour 318992',
  phone: '+65 0000 0000',
  website: 'https://supabase.com',
}

export const mediator: Mediator = {
  name: 'Médiateur de la consommation à désigner',
  address: 'Adresse du médiateur à indiquer',
  website: 'https://www.economie.gouv.fr/mediation-conso',
}

/** The buying prices a build shows only when it cannot read the database's current list (the
 *  gold_prices table, saved whole by the owner); no deploy depends on them. The tax rates are the owner's. */
export const goldBuying: GoldBuying = {
  pricedOn: '2026-11-20',
  prices: [
    { kind: 'gram', metal: 'or', fineness: 999, euros: 92.4 },
    { kind: 'gram', metal: 'or', fineness: 750, euros: 68.5 },
    { kind: 'gram', metal: 'or', fineness: 585, euros: 52.8 },
    { kind: 'gram', metal: 'or', fineness: 375, euros: 33.6 },
    { kind: 'gram', metal: 'argent', fineness: 925, euros: 0.72 },
    { kind: 'piece', metal: 'or', piece: 'Napoléon 20 francs', euros: 540 },
  ],
  tax: { flatRate: 11, crdsRate: 0.5 },
}

/** `rating` is only the fallback of a build that cannot read the owner's figure from the database
 *  (review_profile, set in /atelier: features/reviews/reviewProfileAsBuilt.ts). */
export const displayedFigures: DisplayedFigures = {
  rating: { value: 4.9, count: 120, source: 'Google' },
  satisfaction: 98,
}

export const standInMedia: StandInMedia = {
  film: { src: '/media/atelier.mp4', isWorkshopFootage: false },
  workshopPhotographs: [],
}

/** How each review is checked before it is published (Code de la consommation, D. 111-17): the
 * workshop's own practice, in its words, on the legal notice. */
export const reviewsChecking =
  'Chaque avis est contrôlé avant sa publication : nous vérifions qu’il émane d’un client dont nous conservons le bon de dépôt ou la facture. Aucune contrepartie n’est accordée en échange d’un avis. Nous publions les avis favorables comme les moins favorables ; un avis n’est refusé que s’il contient des propos injurieux ou des données personnelles d’un tiers, ou s’il ne porte pas sur nos services.'

const placeholder = (invented: unknown, what: string, shows: string): PlaceholderNote => ({ invented, what, shows })
const legalPages = 'the legal notice and the terms of sale (linked from the footer)'

// Computed in a call marked pure, so that no page's bundle keeps it: only the launch check reads it.
export const placeholders: Record<string, PlaceholderNote> = /* @__PURE__ */ (() => ({
  'legalIdentity.capitalEuros': placeholder(128_000, 'share capital', 'mentions légales'),
  'legalIdentity.siren': placeholder('123 456 789', 'SIREN (RCS number)', 'mentions légales'),
  'legalIdentity.vatNumber': placeholder('FR00123456789', 'intra-community VAT number', 'mentions légales'),
  'legalIdentity.publicationDirector.name': placeholder('Jeanne Bologne', 'publication director', 'mentions légales'),
  'phone.display': placeholder('01 99 00 12 64', 'phone number (ARCEP fiction range)', 'header, footer, contact page, legal pages, JSON-LD'),
  'dataHost.address': placeholder('970 Toa Payoh North #07-04, Singapour 318992', "Supabase's address, from the contract", 'mentions légales'),
  'dataHost.phone': placeholder('+65 0000 0000', "Supabase's phone, from the contract", 'mentions légales'),
  'mediator.name': placeholder('Médiateur de la consommation à désigner', 'consumer mediator (name)', legalPages),
  'mediator.address': placeholder('Adresse du médiateur à indiquer', 'consumer mediator (address)', legalPages),
  'mediator.website': placeholder('https://www.economie.gouv.fr/mediation-conso', 'consumer mediator (website)', legalPages),
  'displayedFigures.rating': placeholder(displayedFigures.rating, 'rating and review count', 'home page, service pages, JSON-LD'),
  reviewsChecking: placeholder(reviewsChecking, 'how reviews are checked before publication, to confirm with the owner', 'mentions légales (avis clients)'),
  'displayedFigures.satisfaction': placeholder(98, 'share of satisfied clients', 'home page'),
  'standInMedia.film.isWorkshopFootage': placeholder(
    false,
    "the home page's film: a slideshow of the site's illustrations, not the workshop's own film",
    'home page',
  ),
}))()
