import { beforeEach, describe, expect, it, vi } from 'vitest'

const notify = vi.hoisted(() => vi.fn())
vi.mock('../../lib/toast/notify', () => ({ notify }))

const { announceSendResult } = await import('./announceSendResult')

describe('the toast that says what became of a send', () => {
  beforeEach(() => notify.mockClear())

  it('takes the place of the proof of work’s toast when one was shown', () => {
    announceSendResult({ status: 'sent' }, 'contact-proof-of-work')
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify.mock.calls[0]![0]).toMatchObject({ id: 'contact-proof-of-work', title: 'Message envoyé', variant: 'success' })
  })

  it('is a toast of its own otherwise', () => {
    announceSendResult({ status: 'limited', kept: true, siteWide: true })
    expect(notify.mock.calls[0]![0]).toMatchObject({ title: 'Message gardé sur cet appareil', variant: 'info' })
    expect(notify.mock.calls[0]![0]).not.toHaveProperty('id')
  })
})
