// « Avis » in the back office (migrations/20261209000200_atelier_reviews.sql): a signed-in member adds
// a review, hides and shows it, replies, deletes it, and sets the review figure with its links; anon
// and a signed-in non-member are refused and change nothing; a hidden review never reaches anon; bad
// input is refused with the fields at fault; every change leaves one journal row naming the member.
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { fetchReviewProfile } from '../../features/reviews/fetchReviewProfile'
import { withReviewProfile } from '../../features/reviews/withReviewProfile'
import { home } from '../../lib/content/pageContent/home'
import { jewelryStoreJsonLd } from '../../lib/structuredData'
import { seededWeeklyHours } from '../../lib/weeklyHours'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { workshopPeople, type WorkshopPeople } from './helpers/members'
import { parisDay } from './helpers/visits'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

describe.each(SCHEMA_KINDS)('the back office’s reviews on %s', (kind) => {
  const backend = useBackend(kind)
  let member: WorkshopPeople['member']
  let stranger: WorkshopPeople['stranger']

  beforeAll(async () => void ({ member, stranger } = await workshopPeople(backend())))

  const journal = (reviewId: number) =>
    backend().query(`select actor_email, action, details->>'author_name' as author from public.workshop_journal where details->>'review_id' = $1 order by id`, [
      String(reviewId),
    ])
  const shownToAnon = async (author: string) => {
    const { data, error } = await backend().anon.from('reviews').select('author_name,reply,replied_at').eq('author_name', author)
    expect(error).toBeNull()
    return data as { author_name: string; reply: string | null; replied_at: string | null }[]
  }
  const add = (client: SupabaseClient, author: string, fields: Record<string, unknown> = {}) =>
    client.rpc('atelier_add_review', {
      author_name: author,
      rating: 5,
      body: 'Bague ressoudée, invisible.',
      reviewed_on: parisDay(-3),
      source: 'Google',
      ...fields,
    })

  it('lets a member add a review, reply, hide, show and delete it; anon sees it only while shown, with its reply', async () => {
    const author = `Alice ${stamp()}`
    const added = await add(member.client, author)
    expect(added.error).toBeNull()
    expect(added.data).toMatchObject({ outcome: 'done' })
    const id = (added.data as { id: number }).id
    const [row] = (await backend().query(
      `select source, hidden, created_at::text, (created_at at time zone 'Europe/Paris')::date::text as day from public.reviews where id = $1`,
      [id],
    )) as { source: string; hidden: boolean; day: string }[]
    expect(row).toMatchObject({ source: 'Google', hidden: false, day: parisDay(-3) })
    expect(await shownToAnon(author)).toEqual([{ author_name: author, reply: null, replied_at: null }])

    expect((await member.client.rpc('atelier_reply_to_review', { review_id: id, reply: '  Merci, à bientôt à l’atelier.  ' })).data).toEqual({
      outcome: 'done',
    })
    const [replied] = await shownToAnon(author)
    expect(replied?.reply).toBe('Merci, à bientôt à l’atelier.')
    expect(Date.parse(replied?.replied_at ?? '')).toBeGreaterThan(Date.now() - 60_000)

    expect((await member.client.rpc('atelier_set_review_hidden', { review_id: id, hidden: true })).data).toEqual({ outcome: 'done' })
    expect(await shownToAnon(author)).toEqual([])
    const everyone = await backend().anon.from('reviews').select('id').eq('hidden', true)
    expect(everyone.data).toEqual([])
    const memberSees = await member.client.from('reviews').select('id,hidden').eq('id', id)
    expect(memberSees.data).toEqual([{ id, hidden: true }])

    expect((await member.client.rpc('atelier_set_review_hidden', { review_id: id, hidden: false })).data).toEqual({ outcome: 'done' })
    expect(await shownToAnon(author)).toHaveLength(1)
    expect((await member.client.rpc('atelier_reply_to_review', { review_id: id, reply: 'Merci encore.' })).data).toEqual({ outcome: 'done' })
    expect((await member.client.rpc('atelier_reply_to_review', { review_id: id, reply: '   ' })).data).toEqual({ outcome: 'done' })
    expect(await shownToAnon(author)).toEqual([{ author_name: author, reply: null, replied_at: null }])

    expect((await member.client.rpc('atelier_delete_review', { review_id: id })).data).toEqual({ outcome: 'done' })
    expect(await backend().query(`select id from public.reviews where id = $1`, [id])).toEqual([])
    expect((await member.client.rpc('atelier_delete_review', { review_id: id })).data).toEqual({ outcome: 'refused', reason: 'not_found' })

    expect(await journal(id)).toEqual(
      ['review.added', 'review.replied', 'review.hidden', 'review.shown', 'review.reply_changed', 'review.reply_removed', 'review.deleted'].map((action) => ({
        actor_email: member.email,
        action,
        author,
      })),
    )
  })

  it('refuses a rating of 6, an empty text, a date to come, a blank name or source, naming each field', async () => {
    const author = `Refus ${stamp()}`
    const six = await add(member.client, author, { rating: 6 })
    expect(six.data).toEqual({ outcome: 'refused', reason: 'invalid', problems: ['rating'] })
    const empty = await add(member.client, '  ', { body: '   ', reviewed_on: parisDay(2), source: '' })
    expect(empty.data).toEqual({ outcome: 'refused', reason: 'invalid', problems: ['author_name', 'text', 'reviewed_on', 'source'] })
    expect(await backend().query(`select id from public.reviews where author_name = $1`, [author])).toEqual([])
    // The dashboard meets the same rules.
    const direct = await backend().service.from('reviews').update({ reply: ' ' }).eq('author_name', 'Claire Dubois')
    expect(direct.error?.code).toBe('23514')
  })

  it('refuses anon and a signed-in non-member every function, and their direct writes', async () => {
    const [target] = (await backend().query(`select id from public.reviews where author_name = 'Claire Dubois'`)) as { id: number }[]
    const before = await backend().query(`select * from public.reviews where id = $1`, [target!.id])
    const profileBefore = await backend().query(`select * from public.review_profile`)
    for (const client of [backend().anon, stranger]) {
      const calls = [
        await add(client, 'Intrus'),
        await client.rpc('atelier_set_review_hidden', { review_id: target!.id, hidden: true }),
        await client.rpc('atelier_reply_to_review', { review_id: target!.id, reply: 'Non.' }),
        await client.rpc('atelier_delete_review', { review_id: target!.id }),
        await client.rpc('atelier_save_review_profile', { rating_value: 1, rating_count: 1, rating_source: 'X', profile_url: null, review_url: null }),
      ]
      for (const call of calls) {
        expect(call.data).toBeNull()
        expect(call.error?.code).toBe('42501')
      }
      await client.from('reviews').update({ hidden: true }).eq('id', target!.id)
      await client.from('review_profile').update({ rating_count: 2 }).eq('id', true)
    }
    expect((await stranger.from('reviews').select('id')).data).toEqual([])
    expect((await stranger.from('review_profile').select('rating_value')).data).toEqual([])
    expect(await backend().query(`select * from public.reviews where id = $1`, [target!.id])).toEqual(before)
    expect(await backend().query(`select * from public.review_profile`)).toEqual(profileBefore)
    expect(await backend().query(`select id from public.reviews where author_name = 'Intrus'`)).toEqual([])
  })

  it('lets a member set the figure and the links, https only, which the build then reads', async () => {
    const bad = await member.client.rpc('atelier_save_review_profile', {
      rating_value: 5.5,
      rating_count: 0,
      rating_source: ' ',
      profile_url: 'http://g.page/atelier',
      review_url: 'javascript:alert(1)',
    })
    expect(bad.data).toEqual({
      outcome: 'refused',
      reason: 'invalid',
      problems: ['rating_value', 'rating_count', 'rating_source', 'profile_url', 'review_url'],
    })
    const direct = await backend().service.from('review_profile').update({ profile_url: 'http://example.com' }).eq('id', true)
    expect(direct.error?.code).toBe('23514')

    const saved = await member.client.rpc('atelier_save_review_profile', {
      rating_value: 4.8,
      rating_count: 131,
      rating_source: 'Google',
      profile_url: 'https://maps.app.goo.gl/atelierBologne',
      review_url: ' ',
    })
    expect(saved.data).toEqual({ outcome: 'done' })
    const read = await fetchReviewProfile({ url: backend().url, key: backend().publishableKey })
    expect(read).toEqual({
      rating: { value: 4.8, count: 131, source: 'Google' },
      profileUrl: 'https://maps.app.goo.gl/atelierBologne',
      reviewUrl: null,
      isSample: false,
    })
    // What the build renders from it: the home page's figure with its link, the store's JSON-LD.
    expect(withReviewProfile(home, read).about.figures).toContainEqual({
      value: '4,8/5',
      label: 'de note moyenne sur 131 avis Google',
      links: [{ label: 'Voir notre fiche Google', href: 'https://maps.app.goo.gl/atelierBologne' }],
    })
    expect(jewelryStoreJsonLd(seededWeeklyHours, [], read ?? undefined)).toMatchObject({
      aggregateRating: { ratingValue: 4.8, reviewCount: 131 },
      sameAs: ['https://maps.app.goo.gl/atelierBologne'],
    })
    const [row] = (await backend().query(
      `select actor_email, action from public.workshop_journal where action like 'review_profile.%' order by id desc limit 1`,
    )) as {
      actor_email: string
    }[]
    expect(row).toEqual({ actor_email: member.email, action: expect.stringMatching(/^review_profile\.(insert|update)$/) })
  })
})
