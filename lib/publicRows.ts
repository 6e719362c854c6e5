// Reads rows visitors may read (anon, RLS deciding) over Supabase's REST API with a plain fetch: the
// pages' corrections after hydration (useLiveFact.ts), which must not pull a Supabase client in.
import { supabasePublishableKey, supabaseUrl } from './supabase.ts'

/** The rows `path` (e.g. 'price_lines?select=label') gives; throws when they cannot be read. */
async function publicRows(path: string): Promise<unknown[]> {
  const response = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
    headers: { apikey: supabasePublishableKey, Authorization: `Bearer ${supabasePublishableKey}`, 'accept-profile': 'public' },
  })
  if (!response.ok) throw new Error(`${path.split('?')[0]} answered ${response.status}`)
  const rows: unknown = await response.json()
  if (!Array.isArray(rows)) throw new Error(`${path.split('?')[0]} gave no rows`)
  return rows
}

/** `publicRows(path)` read once per page, as `keep` takes them, or null when they cannot be read: a
 *  later call (the connection back) reads again. Shared by every component that shows them. */
export function publicRowsOnce<T>(path: string, keep: (rows: unknown[]) => T): () => Promise<T | null> {
  let reading: Promise<T | null> | undefined
  return () =>
    (reading ??= publicRows(path).then(keep, () => {
      reading = undefined
      return null
    }))
}
