import { backHomeLabel, lastUpdatedLabel, tableOfContentsTitle } from '../../lib/content/legalArticle'
import type { LegalPageData } from '../../lib/pageData/contentPageData'
import { openingEndId } from '../../lib/mainContent'
import { contactAsBuilt } from '../../lib/site'
import { useLiveFact } from '../../lib/useLiveFact'
import { Icon } from '../ui/Icon'

const readSections = (built: LegalPageData['sections']) =>
  import('../../lib/liveWorkshopContact').then((live) => live.textsWithLiveContact(built, contactAsBuilt))

export function LegalArticle({ title, intro, lastUpdated, sections: built }: LegalPageData) {
  // The phone and e-mail the sections name, as they are now.
  const sections = useLiveFact(built, readSections)
  return (
    <article className="container max-w-3xl py-14 sm:py-20">
      <h1 className="heading-1">{title}</h1>
      <p className="mt-4 text-sm text-stone-600">
        {lastUpdatedLabel}
        <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
      </p>
      <p className="mt-6 text-lg text-stone-600">{intro}</p>
      {/* The end of the opening, which the page waits for before it is first drawn: lib/mainContent.ts. */}
      <span id={openingEndId} hidden />
      <nav aria-label={tableOfContentsTitle} className="mt-10 rounded-xl bg-white p-6 ring-1 ring-ink/10">
        <h2 className="font-serif text-xl text-ink">{tableOfContentsTitle}</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((s) => (
            <li key={s.id}>
              <a className="focus-ring rounded-sm text-ink underline-offset-4 hover:underline" href={`#${s.id}`}>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`} className="mt-12" data-legal-section>
          <h2 id={`${section.id}-titre`} className="heading-3">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-stone-600">
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.links?.map((link) => (
              <p key={link.href}>
                <a className="focus-ring rounded-sm text-ink underline underline-offset-4" href={link.href}>
                  {link.label}
                </a>
              </p>
            ))}
            {section.list && (
              <ul className="list-disc space-y-1 pl-5">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
      <p className="mt-16">
        <a href="/" className="btn-secondary">
          <Icon name="arrow-left" className="h-4 w-4" />
          {backHomeLabel}
        </a>
      </p>
    </article>
  )
}
