// A request's next status, moved in one tap from « À traiter »: public.atelier_move_request
// (supabase/schemas/request_tracking.sql), which checks the move against the state machine and
// journals it with the member. The statuses and their French are the request's lifecycle's own
// (features/request-tracking).
import { memberRpc, type Refusal } from './memberRpc'

export interface MoveResult {
  outcome: 'done' | 'already' | 'refused'
  reason?: string
  /** The request's status after the call (before it, for a refusal). */
  status?: string
}

export const moveRequest = (message: string, status: string) =>
  memberRpc<MoveResult>('atelier_move_request', { message_id: message, status }) as Promise<MoveResult | Refusal>
