import { contactHref } from '../../lib/contactHref'
import type { ServiceSlug } from '../../lib/content/catalogue'
import { startProjectLabel, stepNumberPrefix } from '../../lib/content/sections'
import type { Step } from '../../lib/content/types'

/** Numbered steps, closed by a link to the contact page with the page's service preselected. */
export function ProcessSteps({ steps, serviceSlug }: { steps: readonly Step[]; serviceSlug?: ServiceSlug }) {
  return (
    <>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
            <span className="font-serif text-4xl text-gold-700" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="heading-3 mt-2">
              <span className="sr-only">
                {stepNumberPrefix}
                {index + 1}
                {'\u00a0: '}
              </span>
              {step.title}
            </h3>
            <p className="mt-3 text-stone-600">{step.description}</p>
          </li>
        ))}
      </ol>
      {serviceSlug && (
        <p className="mt-10">
          <a href={contactHref(serviceSlug)} className="btn-primary">
            {startProjectLabel}
          </a>
        </p>
      )}
    </>
  )
}
