// The outbox as it holds contact messages: what the pending indicator and the refused-message
// panel read on every page, without the sending code (features/contact/delivery.ts) and its clients.
import { openOutbox, type Outbox, type OutboxEntry, type OutboxOptions } from './outbox'
import type { ContactMessage } from './message'
import { refusedField } from './refusal'
import type { ContactField } from './validation'

export type ContactOutbox = Outbox<ContactMessage, ContactField>
export type ContactOutboxEntry = OutboxEntry<ContactMessage, ContactField>

export const openContactOutbox = (options?: OutboxOptions): Promise<ContactOutbox> => openOutbox<ContactMessage, ContactField>(options)

/** The field a queued message was refused for (null: nothing the visitor typed); entries refused
 *  before the field was recorded are read from the refusal they kept. */
export const refusedFieldOf = (entry: ContactOutboxEntry): ContactField | null =>
  entry.refusedField !== undefined ? entry.refusedField : refusedField({ code: entry.refusedCode, reason: entry.lastError ?? '' })
