// Shared by the outbox's unit tests: a fresh fake IndexedDB per test, a clock the test moves by
// hand, and messages shaped like the contact form's that differ only by id (the outbox itself
// knows only their id and photo).
// idb recognises requests and transactions by the global IDB classes, so the fake ones are installed
// globally too; each test still gets its own empty factory.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import type { Deliver } from './drain'
import type { Attachment } from './entry'
import { openOutbox, type Outbox } from './store'

/** The outbox reads only a message's id and photo; the rest of the row is carried as it is. */
export interface TestMessage {
  row: { id: string; [column: string]: unknown }
  photo: (Attachment & { fileName: string }) | null
  createdAt: number
}

export type TestOutbox = Outbox<TestMessage>
export type TestDeliver = Deliver<TestMessage>

export interface ManualClock {
  now: () => number
  advance: (ms: number) => void
}

export function manualClock(start = 1_700_000_000_000): ManualClock {
  let time = start
  return { now: () => time, advance: (ms) => (time += ms) }
}

export function contactMessage(id: string, photo: TestMessage['photo'] = null): TestMessage {
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

export function openTestOutbox(clock: ManualClock = manualClock()): Promise<TestOutbox> {
  return openOutbox<TestMessage>({ idb: new IDBFactory(), now: clock.now })
}
