-- The workshop is e-mailed once per pause of the contact form for the whole site. The message that
-- reaches the site-wide ceiling is the last one stored: when it is, the pause is recorded (the
-- refused messages after it roll back, so they could not), and the workshop-digest function is asked
-- at once (pg_net); it claims the pause, e-mails the workshop, then marks it. A pause already
-- recorded and not over is not recorded again, so a flood that keeps the form paused sends one
-- e-mail; the next pause, after the form has reopened, sends another.

create table private.site_pauses (
  id bigint generated always as identity primary key,
  started_at timestamptz not null default now(),
  -- When the pause ends if no message arrives meanwhile (private.site_pauses_now()).
  until timestamptz not null,
  -- The rules reached, as private.site_pauses_now() gives them.
  rules jsonb not null,
  notified_at timestamptz,
  notify_claimed_until timestamptz,
  last_error text
);

comment on table private.site_pauses is 'Each pause of the contact form for the whole site, and whether the workshop was told.';

revoke all on table private.site_pauses from public, anon, authenticated, service_role;

create function private.note_site_pause()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  reached jsonb := private.site_pauses_now();
  ends timestamptz;
begin
  if pg_catalog.jsonb_array_length(reached) = 0 then
    return null;
  end if;
  select max((rule->>'until')::timestamptz) into ends from pg_catalog.jsonb_array_elements(reached) as rule;
  if exists (select 1 from private.site_pauses as p where p.until > pg_catalog.now()) then
    -- The same pause, longer: it ends later.
    update private.site_pauses as p set until = greatest(p.until, ends), rules = reached where p.until > pg_catalog.now();
    return null;
  end if;
  insert into private.site_pauses (until, rules) values (ends, reached);
  -- Never at the message's expense: without the function's secret (no mail set up) or pg_net, the
  -- pause stays recorded for the hourly digest job and the health report.
  begin
    perform public.request_edge_function('workshop-digest', 'notify_workshop_secret', '{}'::jsonb, 90000);
  exception when others then
    raise warning 'the workshop-digest function could not be asked about the pause: %', sqlerrm;
  end;
  return null;
end;
$$;

revoke execute on function private.note_site_pause() from public, anon, authenticated, service_role;

-- After the rate check's row of private.contact_sends: the message just stored is counted.
create trigger contact_messages_site_pause
  after insert on public.contact_messages
  for each row
  execute function private.note_site_pause();

-- The pause not yet announced, claimed for five minutes (null when there is none).
create function public.claim_site_pause_notice()
  returns jsonb
  language sql
  security definer
  set search_path = ''
as $$
  update private.site_pauses as p
     set notify_claimed_until = pg_catalog.now() + interval '5 minutes'
   where p.id = (
     select id from private.site_pauses
      where notified_at is null and (notify_claimed_until is null or notify_claimed_until < pg_catalog.now())
      order by id limit 1 for update skip locked)
  returning pg_catalog.jsonb_build_object('id', p.id, 'started_at', p.started_at, 'until', p.until, 'rules', p.rules)
$$;

create function public.complete_site_pause_notice(pause_id bigint, error text default null)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.site_pauses
     set notified_at = case when error is null then pg_catalog.now() end,
         notify_claimed_until = null,
         last_error = error
   where id = pause_id
$$;

revoke execute on function public.claim_site_pause_notice(), public.complete_site_pause_notice(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_site_pause_notice(), public.complete_site_pause_notice(bigint, text) to service_role;

-- The hourly digest also tries again a pause notice that failed.
create or replace function public.request_workshop_digest()
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.contact_messages
     where notified_at is null and notify_next_attempt_at = 'infinity'
       and (notify_claimed_until is null or notify_claimed_until < pg_catalog.now())
  ) and not exists (select 1 from private.site_pauses where notified_at is null) then
    return null;
  end if;
  return public.request_edge_function('workshop-digest', 'notify_workshop_secret', '{}'::jsonb, 90000);
end;
$$;
