// Reads where the public site stands (publicationState.ts): the database's row, through
// public.atelier_site_publication, and the build the live site serves, from its build.json.
import { memberRpc, type Refusal } from './memberRpc'
import { publicationState, type PublicationRow, type PublicationState } from './publicationState'

/** The live site's build instant, read past every cache; null when it cannot be read. */
async function liveBuildTime(): Promise<string | null> {
  try {
    const response = await fetch('/build.json', { cache: 'no-store' })
    if (!response.ok) return null
    const { builtAt } = (await response.json()) as { builtAt?: unknown }
    return typeof builtAt === 'string' && !Number.isNaN(Date.parse(builtAt)) ? builtAt : null
  } catch {
    return null
  }
}

export async function sitePublication(): Promise<PublicationState | Refusal> {
  const [row, builtAt] = await Promise.all([memberRpc<PublicationRow>('atelier_site_publication', {}), liveBuildTime()])
  return 'outcome' in row ? row : publicationState(row, builtAt, Date.now())
}
