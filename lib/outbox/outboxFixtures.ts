// Shared by the outbox's unit tests: a fresh fake IndexedDB per test, a clock the test moves by
// hand, and contact messages that differ only by id.
// idb recognises requests and transactions by the global IDB classes, so the fake ones are installed
// globally too; each test still gets its own empty factory.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import type { ContactMessage } from '../contact/message'
import { openOutbox, type Outbox } from './store'

export interface ManualClock {
  now: () => number
  advance: (ms: number) => void
}

export function manualClock(start = 1_700_000_000_000): ManualClock {
  let time = start
  return { now: () => time, advance: (ms) => (time += ms) }
}

export function contactMessage(id: string, photo: ContactMessage['photo'] = null): ContactMessage {
  return {
    row: {
      id,
      name: 'Claire Martin',
      email: 'claire@example.fr',
      phone: null,
      service: 'réparation',
      subject: 'Fermoir cassé',
      message: 'Le fermoir de mon collier ne tient plus.',
      preferred_contact: 'email',
      urgency: 'normal',
      file_url: null,
    },
    photo,
    createdAt: 1_700_000_000_000,
  }
}

export function openTestOutbox(clock: ManualClock = manualClock()): Promise<Outbox> {
  return openOutbox({ idb: new IDBFactory(), now: clock.now })
}
