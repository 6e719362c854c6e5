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

  it('never shows a partial list: a row typed for a new day is not shown until a whole list is saved that day', async () => {
    const { query } = backend()
    await query(`update public.gold_prices set priced_on = priced_on - 1`)
    await query(`update public.gold_price_lists set priced_on = priced_on - 1`)
    try {
      await query(`insert into public.gold_prices (metal, fineness, euros) values ('or', 750, 70.25)`)
      const { data } = await current()
      expect(data?.length).toBe(6)
      expect(data?.map((row) => Number(row.euros))).not.toContain(70.25)
    } finally {
      await query(`delete from public.gold_prices where euros = 70.25`)
      await query(`update public.gold_prices set priced_on = priced_on + 1`)
      await query(`update public.gold_price_lists set priced_on = priced_on + 1`)
    }
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

  describe('saved as a whole list at once (public.save_gold_prices)', () => {
    const sampleList = [
      { metal: 'or', fineness: 999, euros: 92.4 },
      { metal: 'or', fineness: 750, euros: 68.5 },
      { metal: 'or', fineness: 585, euros: 52.8 },
      { metal: 'or', fineness: 375, euros: 33.6 },
      { metal: 'argent', fineness: 925, euros: 0.72 },
      { metal: 'or', piece: 'Napoléon 20 francs', euros: 540 },
    ]
    const save = async (prices: unknown, options: { confirmed?: boolean; based_on?: string } = {}) => {
      const { data, error } = await backend().service.rpc('save_gold_prices', { prices, ...options })
      expect(error).toBeNull()
      return data as Record<string, unknown>
    }
    const shown = async () => ((await current()).data ?? []).map((row) => [row.fineness ?? row.piece, Number(row.euros)])

    it('publishes the whole list in one call, replacing today’s, and visitors read exactly it', async () => {
      const list = sampleList.map((item) => ({ ...item, euros: Math.round(item.euros * 103) / 100 }))
      const answer = await save(list)
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
      expect(answer).toMatchObject({ outcome: 'done', priced_on: today, count: 6 })
      expect((await shown()).sort()).toEqual(list.map((item) => [item.fineness ?? item.piece, item.euros]).sort())
      expect(((await current()).data ?? []).every((row) => !row.is_sample)).toBe(true)
    })

    it('refuses malformed input with one problem per item, and saves nothing', async () => {
      const before = await shown()
      expect(await save({ metal: 'or' })).toEqual({ outcome: 'refused', reason: 'invalid', errors: [{ item: null, problem: 'not_a_list' }] })
      expect(await save([])).toEqual({ outcome: 'refused', reason: 'invalid', errors: [{ item: null, problem: 'empty_list' }] })
      const answer = await save([
        { metal: 'or', fineness: 750, euros: '68,5o' },
        { metal: 'platine', fineness: 950, euros: 30 },
        { metal: 'or', fineness: 750, piece: 'Napoléon', euros: 10 },
        { metal: 'or', euros: 10 },
        { metal: 'or', fineness: 1200, euros: 10 },
        { metal: 'or', fineness: 62.5, euros: 10 },
        { metal: 'argent', piece: 'Écu', euros: 10 },
        { metal: 'or', piece: '  ', euros: 10 },
        { metal: 'or', fineness: 585, euros: 0 },
        { metal: 'or', fineness: 375, euros: 33.605 },
        { metal: 'or', fineness: 999, euros: 92.4 },
        { metal: 'or', fineness: 999, euros: 93 },
        'or 750',
        { metal: 'or', fineness: 916, euros: 100000 },
      ])
      expect(answer).toEqual({
        outcome: 'refused',
        reason: 'invalid',
        errors: [
          { item: 0, problem: 'euros_not_a_number' },
          { item: 1, problem: 'metal_unknown' },
          { item: 2, problem: 'fineness_or_piece' },
          { item: 3, problem: 'fineness_or_piece' },
          { item: 4, problem: 'fineness_out_of_range' },
          { item: 5, problem: 'fineness_out_of_range' },
          { item: 6, problem: 'piece_not_gold' },
          { item: 7, problem: 'piece_blank_or_too_long' },
          { item: 8, problem: 'euros_out_of_range' },
          { item: 9, problem: 'euros_more_than_two_decimals' },
          { item: 11, problem: 'duplicate' },
          { item: 12, problem: 'not_an_object' },
          { item: 13, problem: 'euros_out_of_range' },
        ],
      })
      expect(await shown()).toEqual(before)
    })

    it('asks for confirmation before a list that drops a title or piece or moves a price by more than a fifth, then saves it when confirmed', async () => {
      await save(sampleList, { confirmed: true })
      const typo = sampleList.filter((item) => item.piece === undefined).map((item) => (item.fineness === 750 ? { ...item, euros: 685 } : item))
      // 20 % exactly is within the bound.
      typo[0] = { ...typo[0]!, euros: Math.round(92.4 * 120) / 100 }
      const asked = await save(typo)
      expect(asked).toEqual({
        outcome: 'needs_confirmation',
        dropped: [{ metal: 'or', fineness: null, piece: 'Napoléon 20 francs', previous: 540 }],
        moved: [{ metal: 'or', fineness: 750, piece: null, previous: 68.5, euros: 685 }],
      })
      expect((await shown()).length).toBe(6)
      expect(await save(typo, { confirmed: true })).toMatchObject({ outcome: 'done', count: 5 })
      expect((await shown()).length).toBe(5)
      await save(sampleList, { confirmed: true })
    })

    it('refuses a save made from a list someone else has saved since, and saves from the current one', async () => {
      const first = await save(sampleList, { confirmed: true })
      const second = await save(sampleList.map((item) => ({ ...item, euros: Math.round(item.euros * 101) / 100 })))
      expect(second).toMatchObject({ outcome: 'done' })
      const stale = await save(sampleList, { based_on: first.saved_at as string })
      expect(stale).toEqual({ outcome: 'refused', reason: 'list_changed', saved_at: second.saved_at })
      expect(await save(sampleList, { based_on: second.saved_at as string })).toMatchObject({ outcome: 'done' })
    })

    it('is the service role’s alone for now', async () => {
      const { error } = await backend().anon.rpc('save_gold_prices', { prices: sampleList })
      expect(error?.code).toBe('42501')
      expect((await backend().anon.from('gold_price_lists').insert({ priced_on: '2030-01-01' })).error?.code).toBe('42501')
    })
  })
})
