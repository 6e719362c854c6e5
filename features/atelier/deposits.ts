// « Dépôt au comptoir »: the photo, if any, uploaded to the private bucket contact_images under the
// request's id as the contact form uploads a visitor's (<uuid>.jpg; already there counts as done, so a
// retry sends the same), then public.atelier_register_deposit (supabase/schemas/counter_deposits.sql),
// which checks membership and the fields, stores the request, journals it and returns its reference
// with a tracking secret minted for the slip, returned once and kept by the database as a hash only.
import { atelierClient } from './atelierClient'
import type { DepositInput } from './depositRules'
import { memberRpc, type Refusal } from './memberRpc'
import { depositTexts as texts } from './texts/deposits'
import type { ChangeScope } from './useMemberChange'

export interface DepositRequest extends DepositInput {
  /** The request's id, drawn when the form is first sent: a retry registers the same deposit. */
  id: string
  photo: File | null
}

export type DepositAnswer =
  | { outcome: 'done' | 'already'; reference: string; secret: string; created_at: string }
  | { outcome: 'refused'; reason: 'invalid'; problems: string[] }
  | { outcome: 'refused'; reason: 'taken' | 'upload' }
  | Refusal

/** What a deposit reads again (« À traiter »), and its refusals' words. */
export const depositChanges: ChangeScope = { queries: ['requests'], refusals: { taken: texts.taken, upload: texts.uploadFailed, refused: texts.refused } }

export async function registerDeposit({ id, photo, ...fields }: DepositRequest): Promise<DepositAnswer> {
  const name = photo ? `${id}.jpg` : null
  if (photo && name) {
    const upload = await atelierClient.storage.from('contact_images').upload(name, photo, { contentType: 'image/jpeg', upsert: false })
    const statusCode = (upload.error as { statusCode?: string } | null)?.statusCode
    if (upload.error && statusCode !== '409') return { outcome: 'refused', reason: statusCode === '403' ? 'not_member' : 'upload' }
  }
  return memberRpc<DepositAnswer>('atelier_register_deposit', {
    message_id: id,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    service: fields.service,
    description: fields.description,
    photo: name,
  })
}
