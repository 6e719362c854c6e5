// « Journal »: the workshop_journal's rows, newest first, read as the signed-in member.
import type { Database } from '../../supabase/functions/_shared/database'
import { atelierClient } from './atelierClient'

type JournalColumns = Database['public']['Tables']['workshop_journal']['Row']

export interface JournalRow extends Pick<JournalColumns, 'id' | 'at' | 'actor_email' | 'actor_role' | 'action' | 'request_id'> {
  /** jsonb, always an object (its default is '{}'). */
  details: Record<string, unknown>
  /** The request's visitor, when the request still exists. */
  requestName: string | null
}

export async function journalRows(): Promise<JournalRow[]> {
  const { data, error } = await atelierClient
    .from('workshop_journal')
    .select('id,at,actor_email,actor_role,action,request_id,details')
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .limit(100)
  if (error) throw new Error(error.message)
  const rows = data as Omit<JournalRow, 'requestName'>[]
  const ids = [...new Set(rows.map((row) => row.request_id).filter((id): id is string => id !== null))]
  const names = new Map<string, string>()
  if (ids.length > 0) {
    const messages = await atelierClient.from('contact_messages').select('id,name').in('id', ids)
    if (messages.error) throw new Error(messages.error.message)
    for (const message of messages.data as { id: string; name: string }[]) names.set(message.id, message.name)
  }
  return rows.map((row) => ({ ...row, requestName: row.request_id ? (names.get(row.request_id) ?? null) : null }))
}
