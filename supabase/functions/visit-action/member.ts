// The back office's way in (/atelier): a member of the workshop signed in with Supabase Auth, in
// place of a link's token. The caller's access token goes to PostgREST as it came, and the database
// says whether it is a member's (public.is_workshop(): a member whose session still exists), so a
// revoked member or an ended session is refused at once. Anyone else: 401 (no valid session) or 403.
import { supabaseUrl } from '../_shared/serviceApi.ts'
import type { VisitAction } from '../_shared/request/visitActionToken.ts'

export interface Member {
  id: string
  email: string | null
}

/** What a member may do from the back office: the workshop's actions, and « Répondu ». */
const memberActions = ['confirm', 'propose', 'cancel', 'acknowledge', 'close', 'reply'] as const
export type MemberAction = (typeof memberActions)[number]
export const isMemberAction = (value: unknown): value is MemberAction => memberActions.includes(value as MemberAction)
/** The link actions among them, run by act() as the links run them. « Annuler la visite » is not one
 *  of them here: a link's cancel is the visitor's; the workshop's is cancelWithMemberToken's. */
export const isLinkAction = (action: MemberAction): action is Exclude<MemberAction, 'reply' | 'cancel'> & VisitAction =>
  action !== 'reply' && action !== 'cancel'

function claimsOf(token: string): { sub?: unknown; email?: unknown } {
  try {
    const payload = token.split('.')[1] ?? ''
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; email?: unknown }
  } catch {
    return {}
  }
}

/** The member the request's access token names, or the status to refuse it with. */
export async function memberOf(request: Request): Promise<Member | 401 | 403> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]
  const apikey = request.headers.get('apikey')
  if (!token || !apikey) return 401
  const answer = await fetch(`${supabaseUrl}/rest/v1/rpc/is_workshop`, {
    method: 'POST',
    headers: { apikey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  }).catch(() => null)
  if (!answer) throw new Error('is_workshop unreachable')
  const body = (await answer.json().catch(() => null)) as unknown
  if (answer.status === 401) return 401
  if (!answer.ok) return answer.status >= 500 ? Promise.reject(new Error(`is_workshop answered ${answer.status}`)) : 403
  if (body !== true) return 403
  // PostgREST has checked the token's signature and the database its session: its claims are true.
  const claims = claimsOf(token)
  if (typeof claims.sub !== 'string') return 401
  return { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : null }
}

/**
 * « Annuler la visite »: the database's one way for the workshop to cancel a confirmed visit
 * (public.atelier_cancel_visit, the closure's way too), run with the member's own token, so the
 * database checks the membership again and its journal row names the member. The visitor's e-mail,
 * with the .ics that cancels the event, leaves from the notices' outbox (the Edge Function
 * visit-notices): nothing is sent from here, so `mailed` is null as for an action without e-mail.
 */
export async function cancelWithMemberToken(request: Request, message: string): Promise<Record<string, unknown>> {
  const answer = await fetch(`${supabaseUrl}/rest/v1/rpc/atelier_cancel_visit`, {
    method: 'POST',
    headers: {
      apikey: request.headers.get('apikey') ?? '',
      Authorization: request.headers.get('Authorization') ?? '',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ message_id: message, reason: null }),
  })
  if (!answer.ok) throw new Error(`atelier_cancel_visit answered ${answer.status}: ${await answer.text()}`)
  const result = (await answer.json()) as Record<string, unknown>
  return { ...result, action: 'cancel', mailed: null, photoDeleted: null }
}
