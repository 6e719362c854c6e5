export function SectionHeading({ id, title, intro, align = 'left' }: { id: string; title: string; intro?: string; align?: 'left' | 'center' }) {
  return (
    <div className={`mb-10 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      <h2 id={`${id}-titre`} className="heading-2">
        {title}
      </h2>
      <span aria-hidden="true" className={`mt-4 block h-px w-16 bg-gold-500 ${align === 'center' ? 'mx-auto' : ''}`} />
      {intro && <p className="mt-5 text-stone-600">{intro}</p>}
    </div>
  )
}
