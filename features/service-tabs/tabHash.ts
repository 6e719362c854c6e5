import type { ServiceTabKey } from '../../lib/content/serviceTabs'

const tabKeys: readonly ServiceTabKey[] = ['creation', 'expertise', 'reparation']

/** The tab a URL hash selects: its own key, or the repair tab for #horlogerie; creation by default. */
export function tabForHash(hash: string): ServiceTabKey {
  const key = hash.replace(/^#/, '')
  if (key === 'horlogerie') return 'reparation'
  return (tabKeys as readonly string[]).includes(key) ? (key as ServiceTabKey) : 'creation'
}

export const tabIndex = (key: ServiceTabKey) => tabKeys.indexOf(key)
export const tabAt = (index: number): ServiceTabKey => tabKeys[index] ?? 'creation'
