-- Closing is one notion: a request is closed (public.contact_messages.closed_at) exactly when its
-- status is « Remise » (handed_over) or « Annulée » (cancelled). Whichever is written first brings the
-- other, so the back office's steps, « Clore » (the workshop's e-mail link and the back office,
-- public.close_contact_message) and a script never disagree; the photo's retention delay
-- (contact_retention.sql), the visit reminders (visit_reminders.sql) and the calendar feed follow
-- closed_at as before.
-- « Clore » is a move: to « Remise » from « Prête à retirer » (the piece was waiting to be taken
-- back), to « Annulée » from any other step.

-- A status that ends the story closes the request and its visit, at the status's time.
create function private.request_statuses_close()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.status in ('handed_over', 'cancelled') then
    update public.contact_messages as m set closed_at = new.at where m.id = new.message_id and m.closed_at is null;
    update private.visit_appointments as a set closed_at = new.at where a.message_id = new.message_id and a.closed_at is null;
  end if;
  return null;
end;
$$;
revoke execute on function private.request_statuses_close() from public, anon, authenticated, service_role;

create trigger request_statuses_close
  after insert on public.request_statuses
  for each row
  execute function private.request_statuses_close();

-- A request closed otherwise (« Clore », a script) moves to the status that ends it, at the same
-- time (or just after its latest status, which the history keeps in order).
create function private.contact_messages_closed_status()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  current text := private.request_status_now(new.id);
  latest timestamptz;
begin
  if current is null or current in ('handed_over', 'cancelled') then
    return null;
  end if;
  select max(s.at) into latest from public.request_statuses as s where s.message_id = new.id;
  insert into public.request_statuses (message_id, status, at)
  values (new.id, case when current = 'ready' then 'handed_over' else 'cancelled' end, greatest(new.closed_at, latest));
  return null;
end;
$$;
revoke execute on function private.contact_messages_closed_status() from public, anon, authenticated, service_role;

create trigger contact_messages_closed_status
  after update of closed_at on public.contact_messages
  for each row
  when (old.closed_at is null and new.closed_at is not null)
  execute function private.contact_messages_closed_status();
