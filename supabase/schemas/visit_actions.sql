-- The workshop's one-click actions on a contact message and the visitor's on their visit, as the
-- Edge Function visit-action runs them (supabase/functions/visit-action). Each is one SQL function
-- granted to the service role only, which changes the state or says why not; acting twice is not an
-- error (the outcome 'already'). Who may act is the function's business (a signed, single-purpose
-- token); what may happen is the database's: a confirmed or proposed slot is on the opening calendar
-- (visit_requests.sql) and a confirmed slot never goes beyond the owner's capacity.

-- A confirmation waits while a closure is being saved, then meets it: the capacity's trigger, the
-- first of a confirmation's triggers, takes this lock shared (confirmations still run side by side)
-- and the closure takes it alone; the calendar's trigger that runs next reads the closure.
create function private.visit_slot_capacity_check()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  capacity integer := coalesce((select s.slot_capacity from private.appointment_settings as s limit 1), 1);
  taken integer;
begin
  perform pg_catalog.pg_advisory_xact_lock_shared(pg_catalog.hashtext('visit calendar'));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visit ' || new.visit_date::text || ' ' || new.visit_time::text));
  if exists (select 1 from private.visit_blocked_slots as b where b.visit_date = new.visit_date and b.visit_time = new.visit_time) then
    raise exception 'visit slot blocked' using errcode = '23514', detail = 'visit_slot_blocked';
  end if;
  select count(*) into taken from private.visit_appointments as a
   where a.status = 'confirmed' and a.visit_date = new.visit_date and a.visit_time = new.visit_time and a.message_id <> new.message_id;
  if taken >= capacity then
    raise exception 'visit slot full' using errcode = '23514', detail = 'visit_slot_full';
  end if;
  return new;
end;
$$;

create trigger visit_appointments_capacity
  before insert or update of status, visit_date, visit_time on private.visit_appointments
  for each row
  when (new.status = 'confirmed')
  execute function private.visit_slot_capacity_check();

-- What an action page shows and the e-mails need: the message, its visit and where both stand.
create function public.visit_action_subject(message_id uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', m.id, 'name', m.name, 'email', m.email, 'service', m.service,
    'requested_date', m.visit_date, 'requested_time', pg_catalog.to_char(m.visit_time, 'HH24:MI'),
    'has_photo', m.file_url is not null,
    'acknowledged_at', m.acknowledged_at, 'closed_at', m.closed_at,
    'status', a.status, 'visit_date', a.visit_date, 'visit_time', pg_catalog.to_char(a.visit_time, 'HH24:MI'),
    'sequence', a.sequence)
    from public.contact_messages as m
    left join private.visit_appointments as a on a.message_id = m.id
   where m.id = visit_action_subject.message_id
$$;

-- The outcome carries when the workshop decided (milliseconds since the epoch): each proposal's
-- e-mail takes its own Message-ID from it, so proposing A, then B, then A again sends three e-mails
-- that mail clients keep apart.
create function private.visit_outcome(outcome text, reason text, visit private.visit_appointments)
  returns jsonb
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('outcome', outcome, 'reason', reason, 'status', visit.status,
    'visit_date', visit.visit_date, 'visit_time', pg_catalog.to_char(visit.visit_time, 'HH24:MI'), 'sequence', visit.sequence,
    'decided_at', pg_catalog.floor(extract(epoch from visit.decided_at) * 1000)::bigint)
$$;

-- Every action checks the request's state: a visitor can no longer accept a proposed slot once the
-- workshop has closed the request (the closed request got a confirmed visit, in the calendar feed),
-- as the workshop could already not confirm or propose one.
create function private.confirm_visit_slot(message_id uuid, on_day date, at_time time, accepting boolean)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  visit private.visit_appointments;
  closed timestamptz;
  refusal text;
begin
  select * into visit from private.visit_appointments as a where a.message_id = confirm_visit_slot.message_id for update;
  if not found then
    return private.visit_outcome('refused', 'no_visit', null);
  end if;
  select m.closed_at into closed from public.contact_messages as m where m.id = confirm_visit_slot.message_id;
  if visit.status = 'confirmed' and visit.visit_date = on_day and visit.visit_time = at_time then
    return private.visit_outcome('already', null, visit);
  end if;
  if closed is not null then
    return private.visit_outcome('refused', 'closed', visit);
  end if;
  if visit.status not in ('requested', 'proposed')
     or (accepting and (visit.status <> 'proposed' or visit.visit_date <> on_day or visit.visit_time <> at_time)) then
    return private.visit_outcome('refused', case when accepting and visit.status = 'proposed' then 'proposal_changed' else 'status_' || visit.status end, visit);
  end if;
  if on_day is null or at_time is null then
    return private.visit_outcome('refused', 'visit_time_missing', visit);
  end if;
  if ((on_day + at_time) at time zone 'Europe/Paris') <= pg_catalog.now() then
    return private.visit_outcome('refused', 'visit_past', visit);
  end if;
  begin
    update private.visit_appointments as a
       set status = 'confirmed', visit_date = on_day, visit_time = at_time, decided_at = pg_catalog.now()
     where a.message_id = confirm_visit_slot.message_id
    returning * into visit;
  exception when check_violation then
    -- The calendar's and the capacity's triggers name the reason in the error's detail.
    get stacked diagnostics refusal = pg_exception_detail;
    return private.visit_outcome('refused', refusal, visit);
  end;
  return private.visit_outcome('done', null, visit);
end;
$$;

create function public.confirm_visit(message_id uuid, on_day date default null, at_time time default null)
  returns jsonb
  language sql
  security definer
  set search_path = ''
as $$
  select private.confirm_visit_slot(confirm_visit.message_id,
    coalesce(on_day, (select m.visit_date from public.contact_messages as m where m.id = confirm_visit.message_id)),
    coalesce(at_time, (select m.visit_time from public.contact_messages as m where m.id = confirm_visit.message_id)),
    false)
$$;

create function public.accept_visit(message_id uuid, on_day date, at_time time)
  returns jsonb
  language sql
  security definer
  set search_path = ''
as $$
  select private.confirm_visit_slot(accept_visit.message_id, on_day, at_time, true)
$$;

-- The workshop proposes another slot; the visitor accepts it in one click (accept_visit).
create function public.propose_visit(message_id uuid, on_day date, at_time time)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  visit private.visit_appointments;
  closed timestamptz;
  off_calendar text;
begin
  select * into visit from private.visit_appointments as a where a.message_id = propose_visit.message_id for update;
  if not found then
    return private.visit_outcome('refused', 'no_visit', null);
  end if;
  select m.closed_at into closed from public.contact_messages as m where m.id = propose_visit.message_id;
  if visit.status = 'proposed' and visit.visit_date = on_day and visit.visit_time = at_time then
    return private.visit_outcome('already', null, visit);
  end if;
  if closed is not null then
    return private.visit_outcome('refused', 'closed', visit);
  end if;
  if visit.status not in ('requested', 'proposed') then
    return private.visit_outcome('refused', 'status_' || visit.status, visit);
  end if;
  if on_day is null or at_time is null then
    return private.visit_outcome('refused', 'visit_time_missing', visit);
  end if;
  off_calendar := private.visit_slot_off_calendar(on_day, at_time);
  if off_calendar is not null then
    return private.visit_outcome('refused', off_calendar, visit);
  end if;
  if ((on_day + at_time) at time zone 'Europe/Paris') <= pg_catalog.now() then
    return private.visit_outcome('refused', 'visit_past', visit);
  end if;
  -- Any slot on the calendar, offered to visitors or not, as long as it is free.
  if exists (select 1 from private.visit_blocked_slots as b where b.visit_date = on_day and b.visit_time = at_time) then
    return private.visit_outcome('refused', 'visit_slot_blocked', visit);
  end if;
  if (select count(*) from private.visit_appointments as a where a.status = 'confirmed' and a.visit_date = on_day and a.visit_time = at_time)
     >= coalesce((select s.slot_capacity from private.appointment_settings as s limit 1), 1) then
    return private.visit_outcome('refused', 'visit_slot_full', visit);
  end if;
  update private.visit_appointments as a
     set status = 'proposed', visit_date = on_day, visit_time = at_time, decided_at = pg_catalog.now()
   where a.message_id = propose_visit.message_id
  returning * into visit;
  return private.visit_outcome('done', null, visit);
end;
$$;

-- The visitor cancels a confirmed visit: its slot is offered again.
create function public.cancel_visit(message_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  visit private.visit_appointments;
begin
  select * into visit from private.visit_appointments as a where a.message_id = cancel_visit.message_id for update;
  if not found then
    return private.visit_outcome('refused', 'no_visit', null);
  end if;
  if visit.status = 'cancelled' then
    return private.visit_outcome('already', null, visit);
  end if;
  if visit.status <> 'confirmed' then
    return private.visit_outcome('refused', 'status_' || visit.status, visit);
  end if;
  update private.visit_appointments as a
     set status = 'cancelled', decided_at = pg_catalog.now()
   where a.message_id = cancel_visit.message_id
  returning * into visit;
  return private.visit_outcome('done', null, visit);
end;
$$;

-- « Accuser réception »: records that the workshop has read the message.
create function public.acknowledge_contact_message(message_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  updated integer;
begin
  update public.contact_messages as m set acknowledged_at = pg_catalog.now()
   where m.id = acknowledge_contact_message.message_id and m.acknowledged_at is null;
  get diagnostics updated = row_count;
  if updated = 1 then
    return pg_catalog.jsonb_build_object('outcome', 'done');
  end if;
  return case when exists (select 1 from public.contact_messages as m where m.id = acknowledge_contact_message.message_id)
    then pg_catalog.jsonb_build_object('outcome', 'already') else pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'no_message') end;
end;
$$;

-- « Demande traitée — clore »: closes the message (and its visit), and hands back the name of its
-- photo for the Edge Function to delete through the Storage API. The message no longer names it, so
-- if that deletion fails the retention job removes the photo as an orphan within a day.
create function public.close_contact_message(message_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  photo text;
  updated integer;
begin
  select m.file_url into photo from public.contact_messages as m
   where m.id = close_contact_message.message_id and m.closed_at is null for update;
  update public.contact_messages as m set closed_at = pg_catalog.now(), file_url = null
   where m.id = close_contact_message.message_id and m.closed_at is null;
  get diagnostics updated = row_count;
  if updated = 0 then
    return case when exists (select 1 from public.contact_messages as m where m.id = close_contact_message.message_id)
      then pg_catalog.jsonb_build_object('outcome', 'already') else pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'no_message') end;
  end if;
  update private.visit_appointments as a set closed_at = pg_catalog.now() where a.message_id = close_contact_message.message_id;
  return pg_catalog.jsonb_build_object('outcome', 'done', 'photo', photo);
end;
$$;

revoke execute on function private.visit_slot_capacity_check(), private.visit_outcome(text, text, private.visit_appointments),
  private.confirm_visit_slot(uuid, date, time, boolean) from public, anon, authenticated;
revoke execute on function public.visit_action_subject(uuid), public.confirm_visit(uuid, date, time), public.accept_visit(uuid, date, time),
  public.propose_visit(uuid, date, time), public.cancel_visit(uuid), public.acknowledge_contact_message(uuid),
  public.close_contact_message(uuid) from public, anon, authenticated;
grant execute on function public.visit_action_subject(uuid), public.confirm_visit(uuid, date, time), public.accept_visit(uuid, date, time),
  public.propose_visit(uuid, date, time), public.cancel_visit(uuid), public.acknowledge_contact_message(uuid),
  public.close_contact_message(uuid) to service_role;
