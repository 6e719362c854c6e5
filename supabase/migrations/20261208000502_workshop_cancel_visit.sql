-- The workshop cancels a confirmed visit (issue 59: only the visitor could): the visit is cancelled,
-- so its slot is offered again, it leaves the calendar feed and gets no reminder (both read confirmed
-- visits only), and the visitor is e-mailed (private.visit_notices, the Edge Function visit-notices)
-- with an .ics that cancels the event: METHOD:CANCEL, the same UID and the visit's new SEQUENCE, one
-- more than the confirmation's (the trigger of 20261127000900_visit_calendar.sql).

-- Cancels a confirmed visit of an open request; `reason`, optional (up to 1,000 characters), is
-- quoted to the visitor. Refusals: no_visit, closed, status_<status>, visit_past, reason_too_long.
-- Shared by public.workshop_cancel_visit and the closure that cancels the visits it covers.
create function private.workshop_cancel_visit(message_id uuid, reason text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  visit private.visit_appointments;
  closed timestamptz;
  words text := private.decision_words(workshop_cancel_visit.reason);
begin
  select * into visit from private.visit_appointments as a where a.message_id = workshop_cancel_visit.message_id for update;
  if not found then
    return private.visit_outcome('refused', 'no_visit', null);
  end if;
  if visit.status = 'cancelled' then
    return private.visit_outcome('already', null, visit);
  end if;
  select m.closed_at into closed from public.contact_messages as m where m.id = workshop_cancel_visit.message_id;
  if closed is not null then
    return private.visit_outcome('refused', 'closed', visit);
  end if;
  if visit.status <> 'confirmed' then
    return private.visit_outcome('refused', 'status_' || visit.status, visit);
  end if;
  if ((visit.visit_date + visit.visit_time) at time zone 'Europe/Paris') <= pg_catalog.now() then
    return private.visit_outcome('refused', 'visit_past', visit);
  end if;
  if pg_catalog.char_length(words) > 1000 then
    return private.visit_outcome('refused', 'reason_too_long', visit);
  end if;
  update private.visit_appointments as a
     set status = 'cancelled', decided_at = pg_catalog.now(), decision_reason = words
   where a.message_id = workshop_cancel_visit.message_id
  returning * into visit;
  insert into private.visit_notices (message_id, kind, visit_date, visit_time, sequence, reason)
  values (visit.message_id, 'cancelled', visit.visit_date, visit.visit_time, visit.sequence, words);
  return private.visit_outcome('done', null, visit);
end;
$$;

create function public.workshop_cancel_visit(message_id uuid, reason text default null)
  returns jsonb
  language sql
  security definer
  set search_path = ''
as $$
  select private.workshop_cancel_visit(workshop_cancel_visit.message_id, workshop_cancel_visit.reason)
$$;

revoke execute on function private.workshop_cancel_visit(uuid, text) from public, anon, authenticated;
revoke execute on function public.workshop_cancel_visit(uuid, text) from public, anon, authenticated;
grant execute on function public.workshop_cancel_visit(uuid, text) to service_role;
