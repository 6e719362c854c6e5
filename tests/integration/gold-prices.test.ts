// The owner's buying prices: visitors read the current list only, and never write.
import { describe, expect, it } from 'vitest'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'

describe.each(SCHEMA_KINDS)('gold prices on %s', (kind) => {
  const backend = useBackend(kind)
  const current = () => backend().anon.from('gold_prices').select('metal, fineness, piece, euros, priced_on, is_sample').order('euros', { ascending: false })

  it('lets a visitor read the seeded list, dated today in Paris and marked as samples', async () => {
    const { data, error } = await current()
    expect(error).toBeNull()
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
    expect(data?.length).toBe(6)
    expect(data?.every((row) => row.priced_on === today && row.is_sample)).toBe(true)
    expect(data?.find((row) => row.fineness === 750)).toMatchObject({ metal: 'or', euros: 68.5, piece: null })
  })

  it('shows only the latest list not in the future: an older one is history, a later one waits', async () => {
    const { query } = backend()
    await query(
      `insert into public.gold_prices (metal, fineness, euros, priced_on) values ('or', 750, 61.00, current_date - 3), ('or', 750, 75.00, current_date + 2)`,
    )
    const { data } = await current()
    expect(data?.map((row) => Number(row.euros))).not.toContain(61)
    expect(data?.map((row) => Number(row.euros))).not.toContain(75)
    await query(`delete from public.gold_prices where euros in (61, 75)`)
  })

  it('shows a new list as soon as the owner adds it for today, and hides the previous one', async () => {
    const { query } = backend()
    await query(`update public.gold_prices set priced_on = priced_on - 1`)
    await query(`insert into public.gold_prices (metal, fineness, euros) values ('or', 750, 70.25)`)
    const { data } = await current()
    expect(data?.map((row) => [row.fineness, Number(row.euros), row.is_sample])).toEqual([[750, 70.25, false]])
    await query(`delete from public.gold_prices where euros = 70.25`)
    await query(`update public.gold_prices set priced_on = priced_on + 1`)
  })

  it('refuses to let a visitor write prices', async () => {
    const { anon } = backend()
    const insert = await anon.from('gold_prices').insert({ metal: 'or', fineness: 750, euros: 999 })
    expect(insert.error?.code).toBe('42501')
    const update = await anon.from('gold_prices').update({ euros: 1 }).eq('fineness', 750)
    expect(update.error?.code).toBe('42501')
    const remove = await anon.from('gold_prices').delete().eq('fineness', 750)
    expect(remove.error?.code).toBe('42501')
  })

  it('refuses a row that is neither a price per gram nor a piece of gold', async () => {
    const { service } = backend()
    const refused: Record<string, unknown>[] = [
      { metal: 'or', euros: 10 },
      { metal: 'or', fineness: 750, piece: 'Napoléon', euros: 10 },
      { metal: 'argent', piece: 'Écu', euros: 10 },
      { metal: 'platine', fineness: 950, euros: 10 },
      { metal: 'or', fineness: 1200, euros: 10 },
      { metal: 'or', fineness: 750, euros: 0 },
    ]
    for (const row of refused) {
      const { error } = await service.from('gold_prices').insert(row)
      expect(error?.code, JSON.stringify(row)).toBe('23514')
    }
    const duplicate = await service.from('gold_prices').insert({ metal: 'or', fineness: 750, euros: 50 })
    expect(duplicate.error?.code).toBe('23505')
  })
})
