// What the build prerenders on the gold page: the database's current list when it can be read,
// else the owner's facts' prices; read once per build.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { GoldBuying } from '../../lib/ownerFacts'

const built: GoldBuying = {
  pricedOn: '2026-11-20',
  prices: [{ kind: 'gram', metal: 'or', fineness: 750, euros: 68.5 }],
  tax: { flatRate: 11, crdsRate: 0.5 },
}
const current: GoldBuying = { ...built, pricedOn: '2027-03-14', prices: [{ kind: 'gram', metal: 'or', fineness: 750, euros: 71.3 }] }

describe('the gold prices as built', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.spyOn(console, 'info').mockImplementation(() => {})
  })

  it('are the database’s current list, read once for every page of the build', async () => {
    const { goldBuyingAsBuilt } = await import('./goldBuyingAsBuilt')
    const read = vi.fn(async () => current)
    expect(await goldBuyingAsBuilt(built, read)).toEqual(current)
    expect(await goldBuyingAsBuilt(built, read)).toEqual(current)
    expect(read).toHaveBeenCalledTimes(1)
    expect(read).toHaveBeenCalledWith(built.tax, expect.any(AbortSignal))
  })

  it('are the owner’s facts’ prices when the database has no list or cannot be read', async () => {
    const { goldBuyingAsBuilt } = await import('./goldBuyingAsBuilt')
    expect(await goldBuyingAsBuilt(built, async () => null)).toEqual(built)
  })
})
