import { site } from '../../lib/site'

export function Logo({ tone = 'ink' }: { tone?: 'ink' | 'ivory' }) {
  return (
    <a href="/" className="focus-ring flex items-center gap-3 rounded-sm">
      <img src="/logo.svg" alt={`${site.brand} ${site.address.city}`} width={40} height={40} className="h-10 w-10" />
      <span aria-hidden="true" className={`flex flex-col leading-none ${tone === 'ink' ? 'text-ink' : 'text-ivory'}`}>
        <span className="font-serif text-xl font-semibold tracking-wide">{site.brand}</span>
        <span
          className={`mt-1 whitespace-nowrap text-[0.6rem] uppercase tracking-[0.12em] sm:(text-[0.65rem] tracking-[0.3em]) ${tone === 'ink' ? 'text-gold-700' : 'text-gold-300'}`}
        >
          {site.tagline}
        </span>
      </span>
    </a>
  )
}
