import { describe, expect, it } from 'vitest'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'

interface Review {
  id: number
  author_name: string
  text: string
  rating: number
  time: number
  created_at: string
  is_sample: boolean
}

const DAY = 24 * 60 * 60 * 1000

describe.each(SCHEMA_KINDS)('reviews on %s', (kind) => {
  const backend = useBackend(kind)

  async function allReviews(): Promise<Review[]> {
    const { data, error, status } = await backend().anon.from('reviews').select('*').order('created_at', { ascending: false })
    expect(error).toBeNull()
    expect(status).toBe(200)
    return data as Review[]
  }

  it('lets a visitor read the seeded reviews, newest first', async () => {
    const reviews = await allReviews()
    expect(reviews.length).toBeGreaterThanOrEqual(18)
    const dates = reviews.map((review) => Date.parse(review.created_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('seeds realistic reviews: ratings 3 to 5, mostly 5, short, medium and long texts', async () => {
    const reviews = await allReviews()
    expect(reviews.every((review) => review.rating >= 3 && review.rating <= 5)).toBe(true)
    expect(reviews.filter((review) => review.rating === 5).length).toBeGreaterThan(reviews.length / 2)
    const lengths = reviews.map((review) => review.text.length)
    expect(lengths.filter((length) => length < 50).length).toBeGreaterThanOrEqual(3)
    expect(lengths.filter((length) => length >= 50 && length <= 200).length).toBeGreaterThanOrEqual(3)
    expect(lengths.filter((length) => length > 200).length).toBeGreaterThanOrEqual(3)
    expect(new Set(reviews.map((review) => review.author_name)).size).toBe(reviews.length)
  })

  it('spreads review dates from the last week to about two years ago, with time in Unix seconds', async () => {
    const reviews = await allReviews()
    const now = Date.now()
    const ages = reviews.map((review) => now - Date.parse(review.created_at))
    expect(ages.filter((age) => age < 7 * DAY).length).toBeGreaterThanOrEqual(2)
    expect(ages.filter((age) => age > 30 * DAY).length).toBeGreaterThanOrEqual(5)
    expect(Math.max(...ages)).toBeGreaterThan(365 * DAY)
    expect(Math.max(...ages)).toBeLessThan(2.1 * 365 * DAY)
    for (const review of reviews) {
      expect(typeof review.time).toBe('number')
      expect(Math.abs(review.time * 1000 - Date.parse(review.created_at))).toBeLessThan(1000)
    }
  })

  it('marks every seeded review as a sample, and stores no relative time', async () => {
    const reviews = await allReviews()
    expect(reviews.every((review) => review.is_sample)).toBe(true)
    expect(reviews.every((review) => !('relative_time_description' in review))).toBe(true)
  })

  it('supports the filters, limit and single-object answers the site may use', async () => {
    const { anon } = backend()
    const fives = await anon.from('reviews').select('author_name, rating').eq('rating', 5).order('created_at', { ascending: false }).limit(3)
    expect(fives.error).toBeNull()
    expect(fives.data).toHaveLength(3)
    expect(fives.data?.every((review) => review.rating === 5 && Object.keys(review).length === 2)).toBe(true)

    const counted = await anon.from('reviews').select('id', { count: 'exact' }).gte('rating', 4).range(0, 1)
    expect(counted.data).toHaveLength(2)
    expect(counted.count).toBeGreaterThan(2)

    const one = await anon.from('reviews').select('author_name').eq('author_name', 'Claire Dubois').single()
    expect(one.data).toEqual({ author_name: 'Claire Dubois' })

    const none = await anon.from('reviews').select('*').eq('author_name', 'Personne').single()
    expect(none.status).toBe(406)
    expect(none.error?.code).toBe('PGRST116')

    const either = await anon.from('reviews').select('author_name').or('author_name.eq.Claire Dubois,author_name.eq.Julien Perrin').order('author_name')
    expect(either.data?.map((review) => review.author_name)).toEqual(['Claire Dubois', 'Julien Perrin'])

    const listed = await anon.from('reviews').select('id').in('rating', [3]).not('time', 'is', null)
    expect(listed.data?.length).toBeGreaterThanOrEqual(1)

    const unknownColumn = await anon.from('reviews').select('nope')
    expect(unknownColumn.status).toBe(400)
    expect(unknownColumn.error?.code).toBe('42703')
  })

  it('refuses to let a visitor write reviews', async () => {
    const { anon } = backend()
    const insert = await anon.from('reviews').insert({ author_name: 'Faux avis', text: 'Génial', rating: 5 })
    expect(insert.status).toBe(401)
    expect(insert.error?.code).toBe('42501')
    const update = await anon.from('reviews').update({ rating: 1 }).eq('rating', 5)
    expect(update.status).toBe(401)
    expect(update.error?.code).toBe('42501')
    const remove = await anon.from('reviews').delete().eq('rating', 3)
    expect(remove.status).toBe(401)
    expect(remove.error?.code).toBe('42501')
  })

  it('lets the service role add a review and rejects a rating outside 1 to 5', async () => {
    const { service } = backend()
    const added = await service
      .from('reviews')
      .insert({ author_name: 'Nouvelle Cliente', text: 'Très satisfaite.', rating: 4 })
      .select('author_name, rating, is_sample')
      .single()
    expect(added.status).toBe(201)
    expect(added.data).toEqual({ author_name: 'Nouvelle Cliente', rating: 4, is_sample: false })
    const invalid = await service.from('reviews').insert({ author_name: 'X', text: 'Bof', rating: 6 })
    expect(invalid.status).toBe(400)
    expect(invalid.error?.code).toBe('23514')
    const removed = await service.from('reviews').delete().eq('author_name', 'Nouvelle Cliente').select('author_name')
    expect(removed.data).toEqual([{ author_name: 'Nouvelle Cliente' }])
  })

  it('hides a review dated in the future from visitors', async () => {
    const { anon, query } = backend()
    await query(`insert into public.reviews (author_name, text, rating, created_at) values ('Avis Programmé', 'À venir', 5, now() + interval '1 day')`)
    const visible = await anon.from('reviews').select('id').eq('author_name', 'Avis Programmé')
    expect(visible.data).toEqual([])
    await query(`delete from public.reviews where author_name = 'Avis Programmé'`)
  })
})
