import { describe, expect, it } from 'vitest'
import { quotesView } from './quoteView'
import type { Tracking, TrackingQuote } from './trackingApi'

const quote = (changes: Partial<TrackingQuote>): TrackingQuote => ({
  id: 'q1',
  amount_cents: 1_234_500,
  delay_days: 21,
  note: 'Remplacement du fermoir',
  sent_at: '2026-07-15T13:30:00+00:00',
  superseded: false,
  answer: null,
  answered_at: null,
  ...changes,
})
const tracking = (quotes: TrackingQuote[] | undefined, status: Tracking['statuses'][number]['status'] = 'quote_sent'): Tracking => ({
  reference: 'MB-26-0142',
  service: 'réparation',
  sent_at: '2026-07-14T08:05:00+00:00',
  visit: null,
  statuses: [
    { status: 'received', at: '2026-07-14T08:05:00+00:00' },
    { status, at: '2026-07-15T13:30:00+00:00' },
  ],
  quotes,
})

describe('what the tracking page says of a quote', () => {
  it('shows the current quote in French, waiting for an answer while the request is in « Devis envoyé »', () => {
    const { current, past } = quotesView(tracking([quote({})]))
    expect(current).toEqual({
      id: 'q1',
      amount: '12\u202f345,00\u00a0€',
      delay: '3\u00a0semaines',
      note: 'Remplacement du fermoir',
      sentAt: '15 juillet 2026 à 15:30',
      answered: null,
      awaiting: true,
    })
    expect(past).toEqual([])
  })

  it('offers no answer once the request has moved on, or the quote is answered', () => {
    expect(quotesView(tracking([quote({})], 'cancelled')).current?.awaiting).toBe(false)
    const answered = quotesView(tracking([quote({ answer: 'accepted', answered_at: '2026-07-16T07:00:00+00:00' })], 'quote_accepted')).current
    expect(answered).toMatchObject({ awaiting: false, answered: 'Vous avez accepté ce devis le 16 juillet 2026 à 09:00.' })
  })

  it('lists the superseded quotes apart, with their answer, and shows nothing for a request without quotes', () => {
    const view = quotesView(
      tracking([quote({ id: 'q2', amount_cents: 60_000 }), quote({ superseded: true, answer: 'accepted', answered_at: '2026-07-16T07:00:00+00:00' })]),
    )
    expect(view.current?.id).toBe('q2')
    expect(view.past).toEqual([
      '12\u202f345,00\u00a0€ TTC, envoyé le 15 juillet 2026 à 15:30 — accepté le 16 juillet 2026 à 09:00 — remplacé par un nouveau devis',
    ])
    expect(quotesView(tracking(undefined, 'received'))).toEqual({ current: null, past: [] })
  })
})
