// A request's statuses and the moves between them, as the database's state machine allows them
// (private.request_status_move_allowed, supabase/schemas/request_tracking.sql;
// tests/integration/request-tracking-moves.test.ts holds the two to each other).
export const requestStatuses = [
  'received',
  'examined',
  'quote_sent',
  'quote_accepted',
  'quote_declined',
  'in_workshop',
  'ready',
  'handed_over',
  'cancelled',
] as const

export type RequestStatus = (typeof requestStatuses)[number]

/** Where a request may go from each status; « Remise » and « Annulée » end its story. */
export const nextStatuses: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  received: ['examined', 'quote_sent', 'in_workshop', 'cancelled'],
  examined: ['quote_sent', 'in_workshop', 'cancelled'],
  quote_sent: ['quote_accepted', 'quote_declined', 'cancelled'],
  quote_accepted: ['in_workshop', 'cancelled'],
  quote_declined: ['quote_sent', 'ready', 'cancelled'],
  in_workshop: ['quote_sent', 'ready', 'cancelled'],
  ready: ['handed_over', 'cancelled'],
  handed_over: [],
  cancelled: [],
}

/** Moves that cannot be undone: the back office asks for a confirmation first. */
export const finalStatuses: ReadonlySet<RequestStatus> = new Set(['handed_over', 'cancelled'])

export const isRequestStatus = (value: string): value is RequestStatus => (requestStatuses as readonly string[]).includes(value)
