import type { ReactNode } from 'react'
import type { ServiceSlug } from '../../lib/content/catalogue'
import type { Section } from '../../lib/content/types'
import { CtaBand } from './CtaBand'
import { FaqAccordion } from './FaqAccordion'
import { FeatureGrid } from './FeatureGrid'
import { ProcessSteps } from './ProcessSteps'
import { SectionHeading } from './SectionHeading'
import { Testimonials } from './Testimonials'
import { FigureLinks } from '../ui/FigureLinks'
import { Icon } from '../ui/Icon'

/** What a page gives the sections that show a feature: the gold prices and simulator, composed by the page. */
export interface SectionWidgets {
  goldSimulator?: ReactNode
  goldPrices?: ReactNode
}

/** Lays out a page's sections in order, alternating grounds so each reads as its own band. */
export function ContentSections({ sections, serviceSlug, widgets }: { sections: readonly Section[]; serviceSlug?: ServiceSlug; widgets?: SectionWidgets }) {
  return (
    <>
      {sections.map((section, index) => {
        if (section.kind === 'cta') return <CtaBand key={section.id} id={section.id} title={section.title} text={section.text} actions={section.actions} />
        const ground = index % 2 === 0 ? 'bg-ivory-100' : 'bg-ivory'
        return (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`} data-section={section.kind} className={`${ground} py-16 sm:py-20`}>
            <div className="container">
              <SectionHeading id={section.id} title={section.title} intro={section.intro} />
              <SectionBody section={section} serviceSlug={serviceSlug} widgets={widgets} />
            </div>
          </section>
        )
      })}
    </>
  )
}

function SectionBody({ section, serviceSlug, widgets }: { section: Exclude<Section, { kind: 'cta' }>; serviceSlug?: ServiceSlug; widgets?: SectionWidgets }) {
  switch (section.kind) {
    case 'features':
      return <FeatureGrid items={section.items} />
    case 'steps':
      return <ProcessSteps steps={section.steps} serviceSlug={serviceSlug} />
    case 'testimonials':
      return <Testimonials items={section.items} />
    case 'faq':
      return <FaqAccordion items={section.items} />
    case 'checklist':
      return (
        <ul className="grid gap-3 sm:grid-cols-2">
          {section.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg bg-white p-4 ring-1 ring-ink/10">
              <Icon name="shield-check" className="mt-0.5 h-5 w-5 text-gold-700" />
              {item}
            </li>
          ))}
        </ul>
      )
    case 'prose':
      return (
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-stone-600">
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )
    case 'figures':
      return (
        <dl className="grid gap-6 sm:grid-cols-3">
          {section.items.map((item) => (
            <div key={item.label} className="flex flex-col rounded-xl bg-white p-6 text-center ring-1 ring-ink/10">
              <dt className="text-sm text-stone-600">{item.label}</dt>
              <dd className="order-first font-serif text-4xl text-ink">{item.value}</dd>
              <FigureLinks links={item.links} centred />
            </div>
          ))}
        </dl>
      )
    case 'goldPrices':
      return widgets?.goldPrices
    case 'goldSimulator':
      return widgets?.goldSimulator
  }
}
