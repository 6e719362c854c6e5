import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { notFound } from '../../lib/content/pageContent/notFound'
import { openingEndId } from '../../lib/mainContent'

// https://vike.dev/error-page — prerendered as 404.html; the server answers unknown paths with it.
export default function Page() {
  const { is404, urlPathname } = usePageContext()
  useEffect(() => {
    // Logged for whoever investigates a broken link (the brief asks for the attempted path): the
    // page's title, then the path.
    if (is404) console.info(`${notFound.title} : ${window.location.pathname}`)
  }, [is404, urlPathname])
  const text = is404 ? notFound : notFound.error
  return (
    <section className="container grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <p className="font-serif text-7xl text-gold-700" aria-hidden="true">
          {is404 ? '404' : '500'}
        </p>
        <h1 className="heading-1 mt-4">{text.title}</h1>
        <p className="mt-6 text-lg text-stone-600">{text.text}</p>
        <a href="/" className="btn-primary mt-10">
          {notFound.homeLink}
        </a>
      </div>
      {/* The end of the opening, which the page waits for before it is first drawn: lib/mainContent.ts. */}
      <span id={openingEndId} hidden />
    </section>
  )
}
