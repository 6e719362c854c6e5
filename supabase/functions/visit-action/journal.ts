// Every change leaves a row in the workshop's journal naming who made it: the member, from the back
// office, or the e-mail's link (public.journal_request_action, migrations/20261208002000_atelier_requests.sql).
// Written after the action: a journal that fails is logged and does not undo what was done.
import { rpc } from '../_shared/serviceApi.ts'

export async function journal(action: string, requestId: string, memberId: string | null, details: Record<string, unknown>): Promise<void> {
  try {
    await rpc('journal_request_action', { action: `request.${action}`, request_id: requestId, member_id: memberId, details })
  } catch (error) {
    console.error(`visit-action: journal of ${action} on ${requestId} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
