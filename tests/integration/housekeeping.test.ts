// What the database keeps and who may call what: the rate limits' keyed hashes go once 24 hours
// old (the privacy policy's promise) by a scheduled job, not only when a message arrives; their key
// rotates without resetting anyone's count; pg_cron's run history is trimmed; and no function can
// be called by a visitor's role but those the visitor's insert needs.
import { describe, expect, it } from 'vitest'
import { SCHEMA_KINDS, newClientAddress, supabaseClient, useBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'

/** Every function the API roles may execute: the two the visitor's insert runs through its triggers. */
const CALLABLE_BY_VISITORS = [
  // The back office's wrappers: authenticated only, each refuses a non-member (20261208003000).
  'public.atelier_close_days(first_day date, last_day date, reason text, note text, message text, shown_visits uuid[])',
  'public.atelier_confirmed_visits_between(first_day date, last_day date)',
  'public.atelier_phone_visits_between(first_day date, last_day date)',
  'public.atelier_decline_visit(message_id uuid, reason text)',
  'public.atelier_cancel_visit(message_id uuid, reason text)',
  'public.atelier_save_gold_prices(prices jsonb, confirmed boolean, based_on timestamp with time zone)',
  // « Visites », « Avis » and « Clients » (20261209000100, 0200, 0300), as the wrappers above.
  'public.atelier_visits(first_day date, last_day date)',
  'public.atelier_book_phone_visit(on_day date, at_time time without time zone, name text, phone text, note text)',
  'public.atelier_remove_phone_visit(visit_id uuid)',
  'public.atelier_add_review(author_name text, rating integer, body text, reviewed_on date, source text)',
  'public.atelier_set_review_hidden(review_id bigint, hidden boolean)',
  'public.atelier_reply_to_review(review_id bigint, reply text)',
  'public.atelier_delete_review(review_id bigint)',
  'public.atelier_save_review_profile(rating_value numeric, rating_count integer, rating_source text, profile_url text, review_url text)',
  // « Réalisations » (20261210000600), as the wrappers above.
  'public.atelier_add_showcase_piece(piece_id uuid, caption text, service text, photo_width integer, photo_height integer)',
  'public.atelier_set_showcase_published(piece_id uuid, published boolean)',
  'public.atelier_move_showcase_piece(piece_id uuid, direction integer)',
  'public.atelier_delete_showcase_piece(piece_id uuid)',
  // « Dépôt au comptoir » (20261211000200), as the wrappers above.
  'public.atelier_register_deposit(message_id uuid, name text, email text, phone text, service text, description text, photo text)',
  // Where the owner's changes stand on the public site (20261210000500).
  'public.atelier_site_publication()',
  'public.atelier_client_data(address text)',
  'public.atelier_erase_client(address text, shown_messages uuid[])',
  // « Tarifs » (20261210000200), as the wrappers above.
  'public.atelier_add_price_line(service text, label text, cents integer, description text)',
  'public.atelier_change_price_line(line_id bigint, label text, cents integer, description text)',
  'public.atelier_move_price_line(line_id bigint, up boolean)',
  'public.atelier_set_price_line_shown(line_id bigint, shown boolean)',
  'public.atelier_delete_price_line(line_id bigint)',
  // « À traiter »: a request's next status (20261210000100).
  'public.atelier_move_request(message_id uuid, status text)',
  // The step's e-mail to the customer, claimed and journaled with the member's session (20261211000300).
  'public.atelier_step_email(message_id uuid, status text)',
  'public.atelier_step_email_sent(message_id uuid, status text)',
  // « Fiche de l'atelier » (20261210000300), as the wrappers above.
  'public.atelier_save_opening_hours(week jsonb, summer jsonb)',
  // The phone, e-mail and WhatsApp of « Fiche de l'atelier » (20261211000400), as the wrappers above.
  'public.atelier_save_workshop_contact(phone text, email text, whatsapp text)',
  // The workshop's delete policy on the photos an erasure released calls it as the reader.
  'private.is_erased_client_photo(object_name text)',
  'private.contact_rate_check(message_id uuid, sender_email text, proof text)',
  'public.client_address_seen()',
  // The gold prices' read policy calls it as the reader.
  'public.gold_prices_current_day()',
  // The workshop's policies call it as the reader (authenticated only, never anon).
  'public.is_workshop()',
  'public.visit_availability(from_date date, to_date date)',
  // The tracking page's one call: a request's own tracking for its secret, wrong ones throttled (20261210000100).
  'public.request_tracking(secret text)',
  // « Suivre ma demande »: the same answer for any address, asks throttled per client (20261210000700).
  'public.ask_tracking_links(email text)',
  // Quotes (20261211000100): « Devis » from the back office, as the wrappers above; the tracking page's
  // answer, its secret checked and throttled as request_tracking's.
  'public.atelier_send_quote(message_id uuid, amount_cents integer, delay_days integer, note text)',
  'public.answer_request_quote(secret text, quote_id uuid, answer text, terms_version text)',
]

describe.each(SCHEMA_KINDS)('housekeeping on %s', (kind) => {
  const backend = useBackend(kind)
  const send = async (address: string) =>
    (
      await supabaseClient(backend().url, backend().publishableKey, undefined, address)
        .from('contact_messages')
        .insert(contactMessage({ id: newId() }))
    ).status

  it('deletes the limits’ hashes once 24 hours old, on its schedule, with no new message', async () => {
    const address = newClientAddress()
    expect(await send(address)).toBe(201)
    expect(await send(address)).toBe(201)
    const mine = `client_hash = any (private.contact_hashes(private.contact_client_group($1)))`
    await backend().query(
      `update private.contact_sends set sent_at = now() - interval '25 hours' where ctid = (select ctid from private.contact_sends where ${mine} limit 1)`,
      [address],
    )
    await backend().runScheduledJob('contact-sends-purge')
    const rows = await backend().query(`select sent_at > now() - interval '24 hours' as recent from private.contact_sends where ${mine}`, [address])
    expect(rows).toEqual([{ recent: true }])
    const [{ n }] = await backend().query(`select count(*)::int as n from private.contact_sends where sent_at < now() - interval '24 hours'`)
    expect(n).toBe(0)
  })

  it('rotates the hash key without resetting a count, and drops the old key a day later', async () => {
    const address = newClientAddress()
    for (let n = 0; n < 3; n += 1) expect(await send(address)).toBe(201)
    await backend().query('insert into private.contact_hash_keys default values')
    // Signed with the new key now, counted with the old key's rows: the 6th in 10 minutes is refused.
    expect(await send(address)).toBe(201)
    expect(await send(address)).toBe(201)
    expect(await send(address)).toBe(429)
    const [{ keys }] = await backend().query('select count(*)::int as keys from private.contact_hash_keys')
    await backend().runScheduledJob('contact-sends-purge')
    expect((await backend().query('select count(*)::int as keys from private.contact_hash_keys'))[0].keys).toBe(keys)
    // A day after the rotation, nothing the old key signed can count: it goes.
    await backend().query(`update private.contact_hash_keys set created_at = created_at - interval '25 hours'`)
    await backend().runScheduledJob('contact-sends-purge')
    expect((await backend().query('select count(*)::int as keys from private.contact_hash_keys'))[0].keys).toBe(1)
  })

  it('refuses a limit that would keep hashes longer than a day', async () => {
    await expect(
      backend().query(`insert into private.contact_rate_limits (scope, period, max_messages) values ('client', interval '2 days', 50)`),
    ).rejects.toMatchObject({
      code: '23514',
    })
  })

  it('trims pg_cron’s run history to a week', async () => {
    // The local backend keeps pg_cron's history table as pg_cron does (supabase/local/baseline.sql).
    const [{ jobid }] = await backend().query(`select jobid from cron.job order by jobid limit 1`)
    await backend().query(
      `insert into cron.job_run_details (jobid, command, end_time)
       values ($1, 'trim test', now() - interval '8 days'), ($1, 'trim test', now() - interval '6 days'), ($1, 'trim test', now())`,
      [jobid],
    )
    await backend().query('select private.trim_cron_history()')
    expect((await backend().query(`select count(*)::int as n from cron.job_run_details where command = 'trim test'`))[0].n).toBe(2)
  })

  it('tells the deploy’s smoke test whether a request’s address reached the database, and nothing more', async () => {
    const { data, error } = await supabaseClient(backend().url, backend().publishableKey, undefined, newClientAddress()).rpc('client_address_seen')
    expect(error).toBeNull()
    expect(data).toBe(true)
    // SQL run with no gateway in front (no request headers): no address.
    expect((await backend().query('select public.client_address_seen() as seen'))[0].seen).toBe(false)
  })

  it('lets the API roles execute only the functions a visitor’s insert and the workshop’s policies need, and PUBLIC none', async () => {
    const callable = await backend().query(`
      select n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as function,
             exists (select 1 from pg_catalog.aclexplode(coalesce(p.proacl, pg_catalog.acldefault('f', p.proowner))) a
                      where a.grantee = 0 and a.privilege_type = 'EXECUTE') as public,
             pg_catalog.has_function_privilege('anon', p.oid, 'execute') as anon
        from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
         and (pg_catalog.has_function_privilege('anon', p.oid, 'execute') or pg_catalog.has_function_privilege('authenticated', p.oid, 'execute'))
       order by 1`)
    expect(
      callable.map((row) => row.function as string).filter((name) => !CALLABLE_BY_VISITORS.includes(name)),
      'callable, not listed',
    ).toEqual([])
    expect(callable.filter((row) => row.public)).toEqual([])
    // The back office's wrappers are for signed-in people only.
    expect(callable.filter((row) => row.anon && String(row.function).startsWith('public.atelier_')).map((row) => row.function)).toEqual([])
  })
})
