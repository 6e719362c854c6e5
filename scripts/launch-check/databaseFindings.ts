// Sample rows left in the hosted database: reviews, the review figure and gold prices marked
// is_sample; whether the owner has set the review figure (then the owner's facts' figure, the
// build's fallback, is shown nowhere and its placeholder is no finding); and the
// database's current gold price list, which the build and the page show: none is a finding (the page
// would show the owner's facts' fallback prices), a list older than a week only a warning (a note),
// since the owner saves a new one without a deploy; a price guide (« Tarifs ») with no shown line,
// only a warning too: /tarifs then says the prices are being prepared, and no price is invented in
// its place; the workshop's phone and WhatsApp (« Fiche de l'atelier », which every page shows once
// the build has read them): a number in the range reserved for fiction, as the table is seeded, is a
// finding, and the owner's facts' phone is then not the one shown. Read through the project's public API with its
// publishable key, as a visitor's browser would (the tables are public reads). A local or unset
// backend is not checked: its seed is sample data by design.
import type { Finding } from './ownerFindings.ts'
import { daysSince, isFictionPhone } from './validators.ts'

type Fetch = typeof fetch
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1?\]|0\.0\.0\.0)$/i

/** True when the build's VITE_SUPABASE_URL names a project other than the local backend. */
export function isHostedSupabase(env: Record<string, string | undefined>): boolean {
  try {
    return !LOCAL_HOST.test(new URL(env.VITE_SUPABASE_URL?.trim() ?? '').hostname)
  } catch {
    return false
  }
}

/** The hosted project the build targets, with its publishable key, or null. */
export function hostedSupabase(env: Record<string, string | undefined>): { url: string; key: string } | null {
  const key = (env.VITE_SUPABASE_PUBLISHABLE_KEY || env.VITE_SUPABASE_ANON_KEY)?.trim()
  if (!isHostedSupabase(env) || !key) return null
  return { url: (env.VITE_SUPABASE_URL ?? '').trim().replace(/\/+$/, ''), key }
}

const tables = [
  { table: 'reviews', what: 'sample reviews' },
  { table: 'gold_prices', what: 'sample gold prices' },
  { table: 'review_profile', what: 'sample review figure and Google links' },
] as const

/** Gold prices older than this are out of date (arrêté of 18 August 2015: the price of the day). */
const goldPriceMaxAgeDays = 7

/** Findings for sample rows, a missing gold price list and a fiction phone; notes for a stale list and a
 *  database that could not be read; `reviewFigureSet` when the owner's review figure is in the database,
 *  `contactRead` when the pages will say the database's phone and e-mail. */
export async function databaseFindings(
  target: { url: string; key: string },
  fetchImpl: Fetch = fetch,
  now = new Date(),
): Promise<{ findings: Finding[]; notes: string[]; reviewFigureSet?: true; contactRead?: true }> {
  const findings: Finding[] = []
  const notes: string[] = []
  await goldListFindings(target, fetchImpl, now, findings, notes)
  await priceGuideNotes(target, fetchImpl, notes)
  const reviewFigureSet = await ownerReviewFigure(target, fetchImpl)
  const contactRead = await contactFindings(target, fetchImpl, findings, notes)
  for (const { table, what } of tables) {
    try {
      const response = await fetchImpl(`${target.url}/rest/v1/${table}?select=id&is_sample=eq.true`, {
        headers: { apikey: target.key, authorization: `Bearer ${target.key}` },
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const rows = (await response.json()) as unknown[]
      if (rows.length > 0)
        findings.push({
          field: `database: ${table}`,
          problem: `${rows.length} ${what} (is_sample = true) are published`,
          edit: `the Supabase dashboard, table ${table}: delete the rows marked is_sample`,
        })
    } catch (error) {
      notes.push(`${table} on ${target.url} could not be read (${(error as Error).message}): sample rows not checked`)
    }
  }
  return { findings, notes, ...(reviewFigureSet ? { reviewFigureSet } : {}), ...(contactRead ? { contactRead } : {}) }
}

/** The phone and WhatsApp the build will show; nothing (with a note) when the row cannot be read, and the
 *  build would show the owner's facts' instead. */
async function contactFindings(target: { url: string; key: string }, fetchImpl: Fetch, findings: Finding[], notes: string[]): Promise<true | undefined> {
  const edit = "the back office, « Fiche de l'atelier » (public.workshop_contact)"
  try {
    const response = await fetchImpl(`${target.url}/rest/v1/workshop_contact?select=phone,whatsapp&limit=1`, {
      headers: { apikey: target.key, authorization: `Bearer ${target.key}` },
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const [row] = (await response.json()) as { phone?: string; whatsapp?: string | null }[]
    if (!row?.phone) throw new Error('no row')
    for (const [field, number] of [
      ['phone', row.phone],
      ['whatsapp', row.whatsapp],
    ] as const)
      if (number && isFictionPhone(number))
        findings.push({
          field: `database: workshop_contact.${field}`,
          problem: `${field} ${number} is in the range reserved for fiction (a placeholder)`,
          edit,
        })
    return true
  } catch (error) {
    notes.push(
      `workshop_contact on ${target.url} could not be read (${(error as Error).message}): the build would show the owner's facts' phone, checked instead`,
    )
    return undefined
  }
}

/** True when the review_profile table holds the owner's figure (not the seed's sample); false when it cannot be read. */
async function ownerReviewFigure(target: { url: string; key: string }, fetchImpl: Fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`${target.url}/rest/v1/review_profile?select=rating_count&is_sample=eq.false&limit=1`, {
      headers: { apikey: target.key, authorization: `Bearer ${target.key}` },
      signal: AbortSignal.timeout(10_000),
    })
    return response.ok && ((await response.json()) as unknown[]).length > 0
  } catch {
    return false
  }
}

async function goldListFindings(target: { url: string; key: string }, fetchImpl: Fetch, now: Date, findings: Finding[], notes: string[]): Promise<void> {
  const edit = 'save the whole list with public.save_gold_prices (features/gold-estimate/README.md)'
  try {
    const response = await fetchImpl(`${target.url}/rest/v1/gold_prices?select=priced_on&limit=1`, {
      headers: { apikey: target.key, authorization: `Bearer ${target.key}` },
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const [row] = (await response.json()) as { priced_on?: string }[]
    if (!row?.priced_on) {
      findings.push({ field: 'database: gold_prices', problem: 'no current gold price list is published', edit })
      return
    }
    const age = daysSince(row.priced_on, now)
    if (age > goldPriceMaxAgeDays)
      notes.push(`warning: the gold prices in the database are dated ${row.priced_on}, ${age} days ago (more than ${goldPriceMaxAgeDays}): ${edit}`)
  } catch (error) {
    notes.push(`gold_prices on ${target.url} could not be read (${(error as Error).message}): its current list not checked`)
  }
}

async function priceGuideNotes(target: { url: string; key: string }, fetchImpl: Fetch, notes: string[]): Promise<void> {
  try {
    const response = await fetchImpl(`${target.url}/rest/v1/price_lines?select=id&limit=1`, {
      headers: { apikey: target.key, authorization: `Bearer ${target.key}` },
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    if (((await response.json()) as unknown[]).length === 0)
      notes.push(
        'warning: no price is published (price_lines): /tarifs says the prices are being prepared and the service pages show none; add them in the back office, « Tarifs » (features/price-guide/README.md)',
      )
  } catch (error) {
    notes.push(`price_lines on ${target.url} could not be read (${(error as Error).message}): the price guide not checked`)
  }
}
