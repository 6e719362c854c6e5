import { useData } from 'vike-react/useData'
import { ServiceTabs } from '../../features/service-tabs/ServiceTabs'
import { Breadcrumb } from '../../components/sections/Breadcrumb'
import { PageHero } from '../../components/sections/PageHero'
import type { ServicesData } from '../../lib/pageData/servicesData'

export default function Page() {
  const data = useData<ServicesData>()
  return (
    <>
      {data.breadcrumb && <Breadcrumb trail={data.breadcrumb} />}
      <PageHero {...data.hero} />
      <ServiceTabs {...data} />
      <section aria-labelledby="service-specifique-titre" className="bg-ink py-16 text-ivory">
        <div className="container flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <div>
            <h2 id="service-specifique-titre" className="font-serif text-3xl">
              {data.specific.title}
            </h2>
            <p className="mt-3 max-w-2xl text-ivory/80">{data.specific.text}</p>
          </div>
          <a href={data.specific.action.href} className="btn-light">
            {data.specific.action.label}
          </a>
        </div>
      </section>
    </>
  )
}
