import { hoursLine } from '../../lib/hoursAsBuilt'
import { contactServiceName } from '../../lib/content/contactChoices'
import { frenchDayTime } from '../../lib/content/frenchDates'
import { absoluteUrl, site } from '../../lib/site'
import { trackingPath } from '../request-tracking'
import { QrCode } from './QrCode'
import { slipTexts as texts } from './texts/deposits'
import './depositSlip.css'

export interface Deposit {
  reference: string
  secret: string
  createdAt: string
  name: string
  email: string
  phone: string
  service: string
  description: string
}

interface Props {
  deposit: Deposit
  onAnother: () => void
}

// « Bon de dépôt »: on the phone's screen, to show the customer, who scans the QR code; printed, an A6
// sheet in black on white (depositSlip.css: @page A6, the rest of the back office left out). The
// tracking link is in the QR code only: its secret is not stored anywhere, so this is the one moment
// it can be handed over.
export function DepositSlip({ deposit, onAnother }: Props) {
  const link = absoluteUrl(trackingPath(deposit.secret))
  const contact = [deposit.phone, deposit.email].filter(Boolean).join(' · ')
  const facts: [string, string][] = [
    [texts.date, frenchDayTime(deposit.createdAt, { hourWord: true })],
    [texts.customer, deposit.name],
    [texts.contact, contact],
    [texts.service, contactServiceName(deposit.service)],
    [texts.description, deposit.description],
  ]
  return (
    <div className="mt-4 grid gap-4">
      <section aria-labelledby="deposit-slip-title" className="deposit-slip rounded-2xl border border-ink/15 bg-white p-4 text-ink sm:p-6">
        <p className="font-serif text-lg font-semibold">{site.brand}</p>
        <h3 id="deposit-slip-title" className="slip-title mt-1 text-sm font-semibold uppercase tracking-[0.2em]">
          {texts.title}
        </h3>
        <p className="mt-3 text-sm">{texts.reference}</p>
        <p className="slip-reference font-mono text-4xl font-bold tracking-widest">{deposit.reference}</p>
        <dl className="slip-facts mt-3 grid gap-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="grid grid-cols-[7rem_1fr] gap-2">
              <dt className="font-semibold">{term}</dt>
              <dd className="whitespace-pre-line break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="slip-follow mt-4 grid items-center gap-3 sm:grid-cols-[auto_1fr]">
          <div>
            <p className="font-semibold">{texts.follow}</p>
            <QrCode text={link} label={texts.qrLabel(deposit.reference)} className="slip-qr mt-2 h-64 w-64 max-w-full" />
          </div>
          <p className="text-sm">{texts.instruction}</p>
        </div>
        <p className="slip-terms mt-4 text-sm font-semibold">{texts.terms}</p>
        <p className="slip-workshop mt-3 border-t border-ink/15 pt-2 text-xs">
          {site.brand} · {site.address.full} · {site.phone.display}
          {hoursLine && ` · ${texts.hours} : ${hoursLine}`}
        </p>
      </section>
      <p className="text-sm text-stone-600 print:hidden">{texts.onceOnly}</p>
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          {texts.print}
        </button>
        <button type="button" className="btn-secondary" onClick={onAnother}>
          {texts.another}
        </button>
      </div>
    </div>
  )
}
