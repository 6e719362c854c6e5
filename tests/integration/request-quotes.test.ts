// Quotes accepted online (supabase/schemas/request_quotes.sql): the workshop sends a quote (members
// only, journaled, through the state machine), the form's rules and the database's agree, the
// tracking page's holder accepts or declines it by POST only, and the workshop is e-mailed the
// answer by quote-answer in the real Deno runtime over SMTP to a real inbox.
import { randomBytes } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteLimits, quoteProblems, type QuoteInput } from '../../lib/quoteRules'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, newClientAddress, startTestBackend, supabaseClient, type TestBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'
import { waitForEmails, type InboxEmail } from './helpers/inbox'
import { changedContact, seededContact, withWorkshopContact } from './helpers/workshopContact'
import { workshopPeople, type WorkshopPeople } from './helpers/members'

const TYPED = 'Texte tapé par le visiteur : achetez chez nous http://exemple.invalid'
const TERMS = '2026-12-07'
const newSecret = () => randomBytes(32).toString('base64url')

const cases: { name: string; input: QuoteInput; problems: string[] }[] = [
  { name: 'a usual quote', input: { cents: 45_000, delayDays: 21, note: 'Remise en état du fermoir' }, problems: [] },
  {
    name: 'the limits themselves',
    input: { cents: quoteLimits.maxCents, delayDays: quoteLimits.maxDelayDays, note: 'n'.repeat(quoteLimits.note) },
    problems: [],
  },
  { name: 'one cent in a day', input: { cents: 1, delayDays: 1, note: 'x' }, problems: [] },
  { name: 'nothing to pay', input: { cents: 0, delayDays: 7, note: 'Gratuit' }, problems: ['amount'] },
  { name: 'a negative amount', input: { cents: -100, delayDays: 7, note: 'Rendu' }, problems: ['amount'] },
  { name: 'an amount over the limit', input: { cents: quoteLimits.maxCents + 1, delayDays: 7, note: 'Trop' }, problems: ['amount'] },
  { name: 'no delay', input: { cents: 100, delayDays: 0, note: 'Vite' }, problems: ['delay'] },
  { name: 'a delay over a year', input: { cents: 100, delayDays: quoteLimits.maxDelayDays + 1, note: 'Long' }, problems: ['delay'] },
  { name: 'a blank note', input: { cents: 100, delayDays: 7, note: '   ' }, problems: ['note'] },
  { name: 'everything wrong', input: { cents: null, delayDays: null, note: 'n'.repeat(quoteLimits.note + 1) }, problems: ['amount', 'delay', 'note'] },
]

describe.each(SCHEMA_KINDS)('quotes on %s', (kind) => {
  let inbox: LocalInbox
  let backend: TestBackend
  let people: WorkshopPeople
  const workshopEmail = `atelier-${Date.now()}@example.fr`

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort, workshopEmail, siteUrl: 'https://site.example' } })
    people = await workshopPeople(backend)
  })
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })

  /** A request sent by the form, with its tracking secret. */
  async function send() {
    const id = newId()
    const secret = newSecret()
    const row = { ...contactMessage({ id, name: 'Hélène Martin', subject: TYPED, message: TYPED }), tracking_secret: secret }
    expect((await backend.anon.from('contact_messages').insert(row)).error).toBeNull()
    const [found] = (await backend.query(`select reference from public.contact_messages where id = $1`, [id])) as { reference: string }[]
    return { id, secret, reference: found!.reference }
  }
  const quote = async (id: string, cents = 45_000, client: SupabaseClient = people.member.client) => {
    const { data, error } = await client.rpc('atelier_send_quote', { message_id: id, amount_cents: cents, delay_days: 21, note: 'Remise en état du fermoir' })
    expect(error).toBeNull()
    return data as { outcome: string; quote_id: string; reason?: string; status?: string }
  }
  const answer = (secret: string, quoteId: string, given: string, client: SupabaseClient = backend.anon) =>
    client.rpc('answer_request_quote', { secret, quote_id: quoteId, answer: given, terms_version: TERMS })
  const status = async (id: string) => ((await backend.query(`select private.request_status_now($1) as status`, [id])) as { status: string }[])[0]!.status
  const quoteRow = async (quoteId: string) =>
    ((await backend.query(`select * from public.request_quotes where id = $1`, [quoteId])) as Record<string, unknown>[])[0]!
  const answerMail = (reference: string) => (email: InboxEmail) => email.subject.startsWith(`${reference} — Devis`)

  it.each(cases)('gives the form’s verdict on $name, through the function and the table’s checks', async ({ input, problems }) => {
    expect(quoteProblems(input)).toEqual(problems)
    const { id } = await send()
    const { data } = await people.member.client.rpc('atelier_send_quote', {
      message_id: id,
      amount_cents: input.cents,
      delay_days: input.delayDays,
      note: input.note,
    })
    expect(data).toEqual(problems.length ? { outcome: 'refused', reason: 'invalid', problems } : expect.objectContaining({ outcome: 'done' }))
    // The table refuses what the function would, whoever writes.
    const direct = await backend
      .query(`insert into public.request_quotes (message_id, amount_cents, delay_days, note) values ($1, $2, $3, $4)`, [
        (await send()).id,
        input.cents,
        input.delayDays,
        input.note.trim(),
      ])
      .then(
        () => null,
        (error: { code?: string }) => error.code,
      )
    expect(direct).toEqual(problems.length ? expect.stringMatching(/^(23514|23502)$/) : null)
  })

  it('sends a quote from a member only, moves the request to « Devis envoyé » and journals it; nobody else reads the quotes', async () => {
    const { id, secret } = await send()
    for (const client of [people.stranger, backend.anon]) {
      const refused = await client.rpc('atelier_send_quote', { message_id: id, amount_cents: 100, delay_days: 7, note: 'Essai' })
      expect(refused.error?.code).toBe('42501')
    }
    expect(await backend.query(`select 1 from public.request_quotes where message_id = $1`, [id])).toEqual([])
    const sent = await quote(id)
    expect(sent).toMatchObject({ outcome: 'done', status: 'quote_sent' })
    expect(await status(id)).toBe('quote_sent')
    const journal = (await backend.query(`select actor_email, action, details from public.workshop_journal where request_id = $1`, [id])) as {
      actor_email: string
      action: string
      details: Record<string, unknown>
    }[]
    expect(journal).toEqual([
      expect.objectContaining({
        actor_email: people.member.email,
        action: 'request.quote',
        details: expect.objectContaining({ quote_id: sent.quote_id, amount_cents: 45_000 }),
      }),
    ])
    // The table: the member reads it; anon and a stranger get nothing, and nobody writes it directly.
    expect((await people.member.client.from('request_quotes').select('id').eq('message_id', id)).data).toEqual([{ id: sent.quote_id }])
    expect((await backend.anon.from('request_quotes').select('id')).error?.code).toBe('42501')
    expect((await people.stranger.from('request_quotes').select('id')).data).toEqual([])
    const write = await people.member.client.from('request_quotes').update({ amount_cents: 1 }).eq('id', sent.quote_id)
    expect(write.error?.code).toBe('42501')
    expect((await quoteRow(sent.quote_id)).amount_cents).toBe(45_000)
    // The tracking page reads it.
    const { data } = await backend.anon.rpc('request_tracking', { secret })
    expect(data).toMatchObject({ quotes: [{ id: sent.quote_id, amount_cents: 45_000, delay_days: 21, superseded: false, answer: null }] })
  })

  it('refuses a quote where the state machine has no « Devis envoyé », in words the back office can say', async () => {
    const { id } = await send()
    expect(await backend.query(`select private.move_request_status($1, 'cancelled') ->> 'outcome' as outcome`, [id])).toEqual([{ outcome: 'done' }])
    expect(await quote(id)).toEqual({ outcome: 'refused', reason: 'not_allowed', status: 'cancelled' })
    expect(await backend.query(`select 1 from public.request_quotes where message_id = $1`, [id])).toEqual([])
  })

  it('keeps a sent quote as sent, even for the dashboard: a change is a new quote', async () => {
    const { id } = await send()
    const { quote_id } = await quote(id)
    const changed = await backend.query(`update public.request_quotes set amount_cents = 1 where id = $1`, [quote_id]).then(
      () => null,
      (error: { code?: string }) => error.code,
    )
    expect(changed).toBe('23514')
  })

  it('records an acceptance with the quote as seen, moves to « Devis accepté » and e-mails the workshop the reference, amount and answer only, at the address the owner saved last', async () => {
    const { id, secret, reference } = await send()
    const { quote_id } = await quote(id, 1_234_500)
    // The owner has just changed the address in « Fiche de l'atelier »: the e-mail goes there, without a deploy.
    const [done, [mail, ...more]] = await withWorkshopContact(backend, changedContact, async () => {
      const answered = await answer(secret, quote_id, 'accepted')
      return [answered, await waitForEmails(inbox.url, 1, answerMail(reference))] as const
    })
    expect(done.error).toBeNull()
    expect(done.data).toEqual({ outcome: 'done', answer: 'accepted' })
    expect(await status(id)).toBe('quote_accepted')
    const row = await quoteRow(quote_id)
    expect(row).toMatchObject({
      answer: 'accepted',
      answered_quote: { amount_cents: 1_234_500, delay_days: 21, note: 'Remise en état du fermoir', terms_version: TERMS },
    })
    expect(row.answered_at).toBeInstanceOf(Date)
    expect(more).toEqual([])
    // Not the deployed address, nor the one saved before; the sender stays the deployed one.
    expect(mail!.to.map((to) => to.address)).toEqual([changedContact.email])
    expect([workshopEmail, seededContact.email]).not.toContain(changedContact.email)
    expect(mail!.from.map((from) => from.address)).toEqual([workshopEmail])
    expect(mail!.subject).toBe(`${reference} — Devis accepté (12\u202f345,00\u00a0€ TTC)`)
    expect(mail!.text).toContain('https://site.example/atelier')
    for (const part of [mail!.text, mail!.html, mail!.subject]) {
      expect(part).not.toContain('Texte tapé')
      expect(part).not.toContain('Hélène')
      expect(part).not.toContain('exemple.invalid')
    }
    // Answered twice: refused, nothing changes.
    expect((await answer(secret, quote_id, 'declined')).data).toEqual({ outcome: 'refused', reason: 'already_answered', answer: 'accepted' })
    expect(await status(id)).toBe('quote_accepted')
  })

  it('declines too, and refuses a superseded quote: a new quote needs its own answer', async () => {
    const { id, secret, reference } = await send()
    const first = await quote(id, 10_000)
    const second = await quote(id, 20_000)
    expect(await status(id)).toBe('quote_sent')
    expect((await quoteRow(first.quote_id)).superseded_at).toBeInstanceOf(Date)
    expect((await answer(secret, first.quote_id, 'accepted')).data).toEqual({ outcome: 'refused', reason: 'superseded' })
    // A saved address that cannot be read: the e-mail still reaches the workshop, at the deployed address.
    const [declined, [mail]] = await withWorkshopContact(backend, null, async () => {
      const answered = await answer(secret, second.quote_id, 'declined')
      return [answered, await waitForEmails(inbox.url, 1, answerMail(reference))] as const
    })
    expect(declined.data).toEqual({ outcome: 'done', answer: 'declined' })
    expect(await status(id)).toBe('quote_declined')
    expect(mail!.subject).toContain('Devis refusé')
    expect(mail!.to.map((to) => to.address)).toEqual([workshopEmail])
    // After extra work found on the bench, a new quote replaces an accepted one and waits again.
    const other = await send()
    const accepted = await quote(other.id)
    expect((await answer(other.secret, accepted.quote_id, 'accepted')).data).toMatchObject({ outcome: 'done' })
    expect(await backend.query(`select private.move_request_status($1, 'in_workshop') ->> 'outcome' as outcome`, [other.id])).toEqual([{ outcome: 'done' }])
    const extra = await quote(other.id, 60_000)
    expect((await quoteRow(accepted.quote_id)).answer).toBe('accepted')
    const { data } = await backend.anon.rpc('request_tracking', { secret: other.secret })
    expect((data as { quotes: unknown[] }).quotes).toEqual([
      expect.objectContaining({ id: extra.quote_id, superseded: false, answer: null }),
      expect.objectContaining({ id: accepted.quote_id, superseded: true, answer: 'accepted' }),
    ])
  })

  it('asks again, from the sweep, for the e-mail of an answer whose sending failed, once the first call has had its time', async () => {
    const { id, secret, reference } = await send()
    const { quote_id } = await quote(id)
    expect((await answer(secret, quote_id, 'declined')).data).toMatchObject({ outcome: 'done' })
    await waitForEmails(inbox.url, 1, answerMail(reference))
    const sweep = async (minutesLater: number) =>
      (
        (await backend.query(`select public.request_quote_answers(now() + make_interval(mins => $1)) as asked`, [minutesLater])) as { asked: number | null }[]
      )[0]!.asked
    // Sent: nothing to ask.
    expect(await sweep(10)).toBeNull()
    // The sending failed: the function released it.
    expect(await backend.query(`select public.release_quote_answer($1)`, [quote_id])).toHaveLength(1)
    expect(await sweep(0)).toBeNull()
    expect(await sweep(10)).toBe(1)
    expect(await waitForEmails(inbox.url, 2, answerMail(reference))).toHaveLength(2)
    expect((await quoteRow(quote_id)).answer_notified_at).toBeInstanceOf(Date)
  })

  it('refuses an answer when the request no longer waits for one, another request’s quote and an unknown answer', async () => {
    const { id, secret } = await send()
    const { quote_id } = await quote(id)
    const other = await send()
    expect((await answer(other.secret, quote_id, 'accepted')).data).toEqual({ outcome: 'refused', reason: 'unknown_quote' })
    expect((await answer(secret, quote_id, 'peut-être')).data).toEqual({ outcome: 'refused', reason: 'invalid_answer' })
    expect(await backend.query(`select private.move_request_status($1, 'cancelled') ->> 'outcome' as outcome`, [id])).toEqual([{ outcome: 'done' }])
    expect((await answer(secret, quote_id, 'accepted')).data).toEqual({ outcome: 'refused', reason: 'not_awaiting' })
    expect((await quoteRow(quote_id)).answer).toBeNull()
    expect(await status(id)).toBe('cancelled')
  })

  it('answers a wrong secret as the tracking page does, and throttles it with the same count', async () => {
    const { id, secret } = await send()
    const { quote_id } = await quote(id)
    const fromOnePlace = supabaseClient(backend.url, backend.publishableKey, undefined, newClientAddress())
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await answer(newSecret(), quote_id, 'accepted', fromOnePlace)
      expect(wrong.error).toBeNull()
      expect(wrong.data).toBeNull()
    }
    expect((await answer(secret, quote_id, 'accepted', fromOnePlace)).status).toBe(429)
    expect((await fromOnePlace.rpc('request_tracking', { secret })).status).toBe(429)
    expect((await quoteRow(quote_id)).answer).toBeNull()
    expect(await status(id)).toBe('quote_sent')
  })

  it('changes nothing when called by GET, as a mail scanner or a prefetch would', async () => {
    const { id, secret } = await send()
    const { quote_id } = await quote(id)
    const query = new URLSearchParams({ secret, quote_id, answer: 'accepted', terms_version: TERMS })
    const response = await fetch(`${backend.url}/rest/v1/rpc/answer_request_quote?${query}`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${backend.publishableKey}` },
    })
    expect(response.ok).toBe(false)
    expect((await quoteRow(quote_id)).answer).toBeNull()
    expect(await status(id)).toBe('quote_sent')
  })
})
