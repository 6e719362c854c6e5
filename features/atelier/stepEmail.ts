// The e-mail to the customer at a step, through the Edge Function send-step-email with the member's
// session: the database checks the membership and that the request is still at that step, and the
// answer is « sent » only once the SMTP server has accepted the e-mail.
import { atelierClient } from './atelierClient'

export interface StepEmailResult {
  outcome: 'sent' | 'refused' | 'failed'
  reason?: string
}

export async function sendStepEmail(message: string, status: string, text: string): Promise<StepEmailResult> {
  const { data, error } = await atelierClient.functions.invoke<StepEmailResult>('send-step-email', { body: { message, status, text } })
  if (!error) return data ?? { outcome: 'failed' }
  const context = (error as { context?: unknown }).context
  if (context instanceof Response && context.status < 500) {
    if (context.status === 401) return { outcome: 'refused', reason: 'not_signed_in' }
    if (context.status === 403) return { outcome: 'refused', reason: 'not_member' }
    const body = (await context.json().catch(() => null)) as StepEmailResult | null
    return { outcome: 'refused', reason: body?.reason ?? 'malformed' }
  }
  return { outcome: 'failed' }
}
