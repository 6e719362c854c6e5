// « Répondu », from the back office only: the workshop answered the visitor itself (by e-mail,
// WhatsApp or phone), so no e-mail goes with it.
import { rpc } from '../_shared/serviceApi.ts'

export async function markReplied(message: string) {
  const result = (await rpc('mark_contact_message_replied', { message_id: message })) as { outcome: 'done' | 'already' | 'refused'; reason?: string }
  return { ...result, action: 'reply', mailed: null, photoDeleted: null }
}
