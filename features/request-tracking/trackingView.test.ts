import { describe, expect, it } from 'vitest'
import { trackingView } from './trackingView'
import type { Tracking } from './trackingApi'

const tracking: Tracking = {
  reference: 'MB-26-0142',
  service: 'horlogerie',
  sent_at: '2026-07-14T08:05:00+00:00',
  visit: { date: '2026-07-18', time: '11:00', status: 'confirmed' },
  statuses: [
    { status: 'received', at: '2026-07-14T08:05:00+00:00' },
    { status: 'examined', at: '2026-07-15T13:30:00+00:00' },
  ],
}

describe('what the tracking page says of a request', () => {
  it('gives the reference, the service’s name, the date sent and the visit in French, in Paris time', () => {
    const view = trackingView(tracking, new Date('2026-07-16T10:00:00Z'))
    expect(view.reference).toBe('MB-26-0142')
    expect(view.service).toBe('Horlogerie')
    expect(view.sentAt).toBe('14 juillet 2026 à 10:05')
    expect(view.visit).toMatch(/^samedi 18 juillet .*11.* — confirmée$/)
  })

  it('lists the statuses newest first, the latest being the status now', () => {
    const view = trackingView(tracking, new Date('2026-07-16T10:00:00Z'))
    expect(view.current).toBe('Examinée')
    expect(view.history.map(({ label, when }) => `${label} ${when}`)).toEqual(['Examinée 15 juillet 2026 à 15:30', 'Reçue 14 juillet 2026 à 10:05'])
  })

  it('says nothing of a visit when none was asked for', () => {
    expect(trackingView({ ...tracking, visit: null }).visit).toBeNull()
  })
})
