// Reads the owner's exceptions (public.opening_exceptions) over Supabase's REST API with a plain
// fetch: the browser after hydration, and the build when a backend is reachable. The database
// gives visitors current and future rows only, and only these columns.
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'
import { holidayKeys } from './holidays'
import type { OpeningException } from './calendar'

const COLUMNS = 'id,first_day,last_day,holiday,open,opens,closes,reason'
const isoDayPattern = /^\d{4}-\d\d-\d\d$/
const timePattern = /^\d\d:\d\d(:\d\d)?$/

export interface OpeningExceptionsSource {
  url: string
  apiKey: string
}

/** Throws when the table cannot be read; rows of an unexpected shape are left out. */
export async function fetchOpeningExceptions(
  source: OpeningExceptionsSource = { url: supabaseUrl, apiKey: supabasePublishableKey },
  signal?: AbortSignal,
): Promise<OpeningException[]> {
  const response = await fetch(`${source.url}/rest/v1/opening_exceptions?select=${COLUMNS}&order=id`, {
    headers: { apikey: source.apiKey, Authorization: `Bearer ${source.apiKey}`, 'accept-profile': 'public' },
    signal,
  })
  if (!response.ok) throw new Error(`opening_exceptions answered ${response.status}`)
  const rows: unknown = await response.json()
  return Array.isArray(rows) ? rows.filter(isOpeningException) : []
}

function isOpeningException(row: unknown): row is OpeningException {
  if (typeof row !== 'object' || row === null) return false
  const r = row as Record<string, unknown>
  const dayOrNull = (value: unknown) => value === null || (typeof value === 'string' && isoDayPattern.test(value))
  const timeOrNull = (value: unknown) => value === null || (typeof value === 'string' && timePattern.test(value))
  return (
    typeof r.id === 'number' &&
    typeof r.open === 'boolean' &&
    dayOrNull(r.first_day) &&
    dayOrNull(r.last_day) &&
    (r.holiday === null || (holidayKeys as readonly unknown[]).includes(r.holiday)) &&
    timeOrNull(r.opens) &&
    timeOrNull(r.closes) &&
    (r.reason === null || typeof r.reason === 'string')
  )
}
