import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { serviceTabListLabel, serviceTabsLabel } from '../../lib/content/serviceTabs'
import type { ServicesData } from '../../lib/pageData/servicesData'
import { pageHydrated } from '../../lib/hydration'
import { tabAt, tabForHash, tabIndex } from './tabHash'
import { ServiceCard } from '../../components/ui/ServiceCard'

type Props = Pick<ServicesData, 'tabs' | 'featuredTitle' | 'otherTitle' | 'repairsLink' | 'watchmakingTitle' | 'watchmakingIntro'>

// The hash chooses the tab (#creation, #expertise, #reparation, and #horlogerie within repairs);
// choosing a tab rewrites the hash without a navigation. All panels are in the HTML for crawlers.
// WAI-ARIA tabs written out rather than Headless UI's: this page's first load must stay in budget.
export function ServiceTabs({ tabs, featuredTitle, otherTitle, repairsLink, watchmakingTitle, watchmakingIntro }: Props) {
  // Hydrating, the first render matches the server's (the first tab). After a client-side
  // navigation the hash's tab shows from the first commit: the router scrolls to its target right
  // after that commit, and a hidden panel has nowhere to scroll to.
  const [selected, setSelected] = useState(() => (import.meta.env.SSR || !pageHydrated() ? 0 : tabIndex(tabForHash(window.location.hash))))

  // On a direct load the stylesheet has shown the hash's tab until now, and the browser has
  // scrolled to it (styles/base.css): the state takes it over in a layout effect, whose update
  // React commits before the document is marked hydrated (a passive effect) and before the next
  // paint, so nothing on screen changes, and the visitor's scrolling since is left as it is.
  // Without a hash, no update: one here would render the tabs again within the hydration's task,
  // and run every effect of the page with it.
  useLayoutEffect(() => {
    const index = tabIndex(tabForHash(window.location.hash))
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the hash is known only in the browser, and the first render must match the server's.
    if (index !== selected) setSelected(index)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration or on arrival
  }, [])

  useEffect(() => {
    const follow = () => {
      const hash = window.location.hash
      setSelected(tabIndex(tabForHash(hash)))
      const target = hash && document.getElementById(hash.slice(1))
      if (target) requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }))
    }
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const choose = (index: number) => {
    setSelected(index)
    history.replaceState(history.state, '', `#${tabAt(index)}`)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <section aria-label={serviceTabsLabel} data-service-tabs className="bg-ivory-100 py-14">
      <div className="container">
        <div role="tablist" aria-label={serviceTabListLabel} className="flex flex-wrap gap-2 border-b border-ink/10">
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[index] = el
              }}
              type="button"
              role="tab"
              id={`onglet-${tab.key}`}
              aria-selected={selected === index}
              aria-controls={`panneau-${tab.key}`}
              tabIndex={selected === index ? 0 : -1}
              onClick={() => choose(index)}
              onKeyDown={onKeyDown}
              className={`focus-ring -mb-px rounded-t-md border-b-2 px-3 py-3 sm:px-5 font-medium hover:text-ink ${selected === index ? 'border-gold-500 text-ink' : 'border-transparent text-stone-600'}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div className="pt-10">
          {tabs.map((tab, index) => (
            <div
              key={tab.key}
              role="tabpanel"
              id={`panneau-${tab.key}`}
              aria-labelledby={`onglet-${tab.key}`}
              hidden={selected !== index}
              tabIndex={0}
              className="focus-ring rounded-md"
            >
              <div id={tab.key} className="scroll-mt-28">
                <p className="max-w-3xl text-lg text-stone-600">{tab.intro}</p>
                <h2 className="heading-3 mt-10">{featuredTitle}</h2>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {tab.featured.map((s) => (
                    <li key={s.path}>
                      <ServiceCard {...s} />
                    </li>
                  ))}
                </ul>
                <h2 className="heading-3 mt-12">{otherTitle}</h2>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {tab.others
                    .filter((s) => tab.key !== 'reparation' || s.group !== 'horlogerie')
                    .map((s) => (
                      <li key={s.path}>
                        <ServiceCard {...s} />
                      </li>
                    ))}
                </ul>
                {tab.key === 'reparation' && (
                  <>
                    <div id="horlogerie" className="mt-12 scroll-mt-28">
                      <h2 className="heading-3">{watchmakingTitle}</h2>
                      <p className="mt-2 text-stone-600">{watchmakingIntro}</p>
                      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                        {tab.others
                          .filter((s) => s.group === 'horlogerie')
                          .map((s) => (
                            <li key={s.path}>
                              <ServiceCard {...s} />
                            </li>
                          ))}
                      </ul>
                    </div>
                    <a href={repairsLink.href} className="btn-primary mt-10">
                      {repairsLink.label}
                    </a>
                  </>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
