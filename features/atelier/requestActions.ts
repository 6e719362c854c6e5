// An action on a request, run by the Edge Function visit-action as the e-mail's links run it (the
// visitor gets the same e-mails), with the member's session in place of a link's token. « Décliner »
// is the database's own (public.atelier_decline_visit): the visitor's e-mail follows from its outbox.
import { atelierClient } from './atelierClient'
import { memberRpc } from './memberRpc'

export type RequestAction = 'confirm' | 'propose' | 'cancel' | 'acknowledge' | 'close' | 'reply' | 'decline'

export interface ActionResult {
  outcome: 'done' | 'already' | 'refused' | 'failed'
  reason?: string | null
  mailed?: boolean | null
  photoDeleted?: boolean | null
}

export async function runAction(action: RequestAction, message: string, slot?: { day: string; time: string }, reason?: string): Promise<ActionResult> {
  if (action === 'decline') return memberRpc<ActionResult>('atelier_decline_visit', { message_id: message, reason: reason ?? '' })
  const { data, error } = await atelierClient.functions.invoke<ActionResult>('visit-action', { body: { action, message, ...(slot ?? {}) } })
  if (!error) return data ?? { outcome: 'failed' }
  // A refusal (4xx) carries its reason in the body.
  const context = (error as { context?: unknown }).context
  if (context instanceof Response) {
    const body = (await context.json().catch(() => null)) as ActionResult | null
    if (context.status === 401) return { outcome: 'refused', reason: 'not_signed_in' }
    if (context.status === 403) return { outcome: 'refused', reason: 'not_member' }
    if (body && context.status < 500) return { ...body, outcome: 'refused' }
  }
  return { outcome: 'failed' }
}
