// Shapes of the site's French content. Pages compose section components from these; nothing a
// visitor reads or a screen reader announces is written in a component or a page (their .tsx
// files): what is not page data is a plain constant, or a small function of the values it shows,
// in the other lib/content/ modules (layout.ts, navigation.ts...) or a feature's texts. tests/unit/textsInContent.test.ts
// fails, naming the file and line, on a text written there.
import type { GoldBuying } from '../ownerFacts.ts'
import type { ContactServiceId } from './contactChoices.ts'
import type { IconName } from '../icons'

export interface Cta {
  label: string
  href: string
  /** primary: ink button; secondary: outlined; appointment: the red 'Prendre rendez-vous'. */
  variant?: 'primary' | 'secondary' | 'appointment'
}

/** A figure of a page (a value over its label); the review figure (its score over its label) carries
 *  the links to the workshop's Google profile when the owner has set them. */
export interface Figure {
  value: string
  label: string
  links?: readonly { label: string; href: string }[]
}

export interface Feature {
  title: string
  description: string
  icon?: IconName
  /** Optional small facts under the description (durations, guarantees). */
  details?: string[]
  /** The page the card's title links to, if it has one. */
  href?: string
}

export interface Step {
  title: string
  description: string
}

export interface Testimonial {
  /** Full name; only the first word is displayed. */
  name: string
  role: string
  content: string
}

export interface FaqItem {
  question: string
  answer: string
}

interface SectionBase {
  /** Anchor id, unique on the page, lowercase with dashes. */
  id: string
  title: string
  intro?: string
}

export type Section =
  | (SectionBase & { kind: 'features'; items: Feature[] })
  | (SectionBase & { kind: 'steps'; steps: Step[] })
  | (SectionBase & { kind: 'testimonials'; items: Testimonial[] })
  | (SectionBase & { kind: 'faq'; items: FaqItem[] })
  | (SectionBase & { kind: 'checklist'; items: string[] })
  | (SectionBase & { kind: 'prose'; paragraphs: string[] })
  | (SectionBase & { kind: 'figures'; items: Figure[] })
  | (SectionBase & { kind: 'goldSimulator' })
  /** The build's buying prices (lib/owner.ts), sent as page data so no other page's code carries them. */
  | (SectionBase & { kind: 'goldPrices'; buying: GoldBuying })
  | (SectionBase & { kind: 'cta'; text: string; actions: Cta[] })

export type ServiceCategory = 'creation' | 'service' | 'repair'

/** Line-art illustrations in public/art/, one per kind of work. */
export type ArtName = 'ring' | 'watch' | 'gem' | 'clock' | 'pearls' | 'engraving' | 'gold' | 'tools' | 'hourglass'

/** The workshop a service belongs to; a watch or clock service's page is /horlogerie/<slug>, the
 *  others' /services/<slug>. */
export type ServiceGroup = 'joaillerie' | 'horlogerie'

/** A service as its module declares it (`entry` of lib/content/services/<slug>.ts). */
export interface ServiceEntry {
  slug: string
  group: ServiceGroup
  name: string
  /** The /services tab, the footer column and the drawer group it is listed in. */
  category: ServiceCategory
  /** The contact form's choice for this service, which its `?service=<slug>` links preselect. */
  contactService: ContactServiceId
  /** Shown first, among the featured, in its tab on /services. */
  featured: boolean
  /** Listed in the header's Services dropdown. */
  headerMenu: boolean
  icon: IconName
}

/** A service as menus, cards and the contact form know it: its entry and its page's URL. */
export interface CatalogueEntry extends ServiceEntry {
  path: `/services/${string}` | `/horlogerie/${string}`
}

/** A service's page (`page` of lib/content/services/<slug>.ts); its name, path and category are in its entry. */
export interface ServicePage {
  /** One sentence for the service's cards. */
  summary: string
  /** The illustration beside the hero. */
  art: ArtName
  /** A crumb between Services and the page, for a page listed in a tab's section. */
  breadcrumbVia?: { label: string; href: string }
  /** <title> (without the brand suffix) and meta description (140–160 characters). */
  metaTitle: string
  metaDescription: string
  hero: {
    eyebrow: string
    /** The page's h1. */
    title: string
    intro: string
    actions: Cta[]
    /** Two to four short reassurance facts shown under the hero. */
    highlights?: string[]
  }
  sections: Section[]
}

/** A page other than a service page: hero then sections (about, repairs, account...). */
export interface ContentPage {
  path: string
  metaTitle: string
  metaDescription: string
  hero: ServicePage['hero']
  sections: Section[]
}

export interface LegalPage {
  path: string
  metaTitle: string
  metaDescription: string
  /** The page's h1. */
  title: string
  intro: string
  /** ISO date of the last revision, shown as 'Dernière mise à jour : …'. */
  lastUpdated: string
  sections: { id: string; title: string; paragraphs: string[]; list?: string[]; links?: { label: string; href: string }[] }[]
}

export interface HomeContent {
  metaTitle: string
  metaDescription: string
  hero: {
    eyebrow: string
    title: string
    intro: string
    /** Exactly four: création sur mesure, achat d'or, réparation, expertise. */
    quickLinks: { label: string; href: string; icon: IconName }[]
    contactLabel: string
    /** Certification badges shown under the hero. */
    badges: { label: string; icon: IconName }[]
  }
  about: { id: string; eyebrow: string; title: string; paragraphs: string[]; figures: Figure[]; link: Cta }
  featuredServices: { id: string; eyebrow: string; title: string; intro: string; slugs: string[]; link: Cta }
  video: {
    id: string
    eyebrow: string
    title: string
    intro: string
    caption: string
    playLabel: string
    /** Self-hosted film; the owner replaces public/media/atelier.mp4 (its poster is lib/images.ts's). */
    src: string
    /** Intrinsic size of the film, so its frame takes its room before it loads. */
    width: number
    height: number
  }
  closing: { title: string; text: string; actions: Cta[] }
}
