-- Every action checks the request's state: a visitor can no longer accept a proposed slot once the
-- workshop has closed the request (the closed request got a confirmed visit, in the calendar feed),
-- as the workshop could already not confirm or propose one.
create or replace function private.confirm_visit_slot(message_id uuid, on_day date, at_time time, accepting boolean)
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

-- The outcome carries when the workshop decided (milliseconds since the epoch): each proposal's
-- e-mail takes its own Message-ID from it, so proposing A, then B, then A again sends three e-mails
-- that mail clients keep apart.
create or replace function private.visit_outcome(outcome text, reason text, visit private.visit_appointments)
  returns jsonb
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('outcome', outcome, 'reason', reason, 'status', visit.status,
    'visit_date', visit.visit_date, 'visit_time', pg_catalog.to_char(visit.visit_time, 'HH24:MI'), 'sequence', visit.sequence,
    'decided_at', pg_catalog.floor(extract(epoch from visit.decided_at) * 1000)::bigint)
$$;
