import { describe, expect, it } from 'vitest'
import { publicationState, type PublicationRow } from './publicationState'

const now = Date.parse('2027-03-10T10:00:00Z')
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
const row = (fields: Partial<PublicationRow> = {}): PublicationRow => ({
  waiting_since: null,
  changed_at: null,
  asked_at: null,
  failed_at: null,
  has_hook: true,
  ...fields,
})

describe('where the owner’s changes stand on the public site', () => {
  it('is up to date when nothing was ever changed', () => {
    expect(publicationState(row(), minutesAgo(600), now)).toEqual({ kind: 'up-to-date' })
  })

  it('waits while the edits go on, then builds once the host is asked, then is live once a build made since is served', () => {
    expect(publicationState(row({ waiting_since: minutesAgo(3), changed_at: minutesAgo(1) }), minutesAgo(600), now)).toEqual({ kind: 'waiting' })
    expect(publicationState(row({ asked_at: minutesAgo(2) }), minutesAgo(600), now)).toEqual({ kind: 'building' })
    expect(publicationState(row({ asked_at: minutesAgo(2) }), null, now)).toEqual({ kind: 'building' })
    expect(publicationState(row({ asked_at: minutesAgo(5) }), minutesAgo(4), now)).toEqual({ kind: 'live' })
  })

  it('says a build asked half an hour ago and still not served has not gone through', () => {
    expect(publicationState(row({ asked_at: minutesAgo(31) }), minutesAgo(600), now)).toEqual({ kind: 'stuck' })
    expect(publicationState(row({ asked_at: minutesAgo(29) }), minutesAgo(600), now)).toEqual({ kind: 'building' })
  })

  it('says a refused call, unless a build made since serves the changes', () => {
    const failed = row({ waiting_since: minutesAgo(20), changed_at: minutesAgo(20), asked_at: minutesAgo(15), failed_at: minutesAgo(14) })
    expect(publicationState(failed, minutesAgo(600), now)).toEqual({ kind: 'failed', at: minutesAgo(14) })
    expect(publicationState(failed, minutesAgo(1), now)).toEqual({ kind: 'live' })
  })

  it('without a hook says the changes wait for someone, until a deploy made since serves them', () => {
    const waiting = row({ waiting_since: minutesAgo(40), changed_at: minutesAgo(40), has_hook: false })
    expect(publicationState(waiting, minutesAgo(600), now)).toEqual({ kind: 'no-hook' })
    expect(publicationState(waiting, minutesAgo(10), now)).toEqual({ kind: 'live' })
  })
})
