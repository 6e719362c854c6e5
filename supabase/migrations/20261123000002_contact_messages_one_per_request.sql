-- One contact message per request. The form sends one row at a time, so an insert of many rows in
-- one statement (a JSON array posted to /rest/v1/contact_messages) can only be a script filling the
-- workshop's inbox: 1,000 rows went in with one request before this. The workshop's own service
-- role is not limited. PostgREST answers the refusal with 400.
create function public.contact_messages_one_per_request()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted) > 1 then
    raise exception 'one contact message per request'
      using errcode = 'check_violation', hint = 'Send each message in its own request.';
  end if;
  return null;
end;
$$;

comment on function public.contact_messages_one_per_request() is 'Refuses a visitor''s insert of several contact messages in one statement.';

create trigger contact_messages_one_per_request
  after insert on public.contact_messages
  referencing new table as inserted
  for each statement
  execute function public.contact_messages_one_per_request();
