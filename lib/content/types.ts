// Shapes of the site's French content. Pages compose section components from these;
// nothing a visitor reads is written inside a component.

/** A lucide icon rendered as CSS by UnoCSS, e.g. 'i-lucide-gem'. */
export type IconClass = `i-lucide-${string}`

export interface Cta {
  label: string
  href: string
  /** primary: ink button; secondary: outlined; appointment: the red 'Prendre rendez-vous'. */
  variant?: 'primary' | 'secondary' | 'appointment'
}

export interface Feature {
  title: string
  description: string
  icon?: IconClass
  /** Optional small facts under the description (durations, guarantees). */
  details?: string[]
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
  | (SectionBase & { kind: 'figures'; items: { value: string; label: string }[] })
  | (SectionBase & { kind: 'goldSimulator' })
  | (SectionBase & { kind: 'cta'; text: string; actions: Cta[] })

/** The body of a service page; its name, path and category live in ../catalogue.ts. */
export interface ServicePage {
  /** Key into the catalogue, also the `?service=` value the page's process block sends. */
  slug: string
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
  sections: { id: string; title: string; paragraphs: string[]; list?: string[] }[]
}

export interface HomeContent {
  metaTitle: string
  metaDescription: string
  hero: {
    eyebrow: string
    title: string
    intro: string
    /** Exactly four: création sur mesure, achat d'or, réparation, expertise. */
    quickLinks: { label: string; href: string; icon: IconClass }[]
    contactLabel: string
    /** Certification badges shown under the hero. */
    badges: { label: string; icon: IconClass }[]
  }
  about: { id: string; eyebrow: string; title: string; paragraphs: string[]; figures: { value: string; label: string }[]; link: Cta }
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
