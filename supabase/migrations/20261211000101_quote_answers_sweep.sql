-- The sweep of the workshop's e-mails of quotes answered online whose sending failed
-- (supabase/schemas/request_quotes.sql).

-- The sweep: asks again for the e-mail of each answer whose sending failed (released) or whose request
-- was lost, once the first call has had its time (pg_cron every ten minutes hosted, a timer locally).
-- One call of quote-answer per answer, at most 20 at a time; null when none waits. `at_instant` lets
-- a test say when « now » is.
create function public.request_quote_answers(at_instant timestamptz default now())
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  asked integer := 0;
  waiting uuid;
begin
  for waiting in
    select q.id from public.request_quotes as q
     where q.answer is not null and q.answer_notified_at is null and q.answered_at < at_instant - interval '5 minutes'
     order by q.answered_at
     limit 20
  loop
    if public.request_edge_function('quote-answer', 'notify_workshop_secret', pg_catalog.jsonb_build_object('quote_id', waiting), 90000) is not null then
      asked := asked + 1;
    end if;
  end loop;
  return nullif(asked, 0);
end;
$$;
revoke execute on function public.request_quote_answers(timestamptz) from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('quote-answers', '*/10 * * * *', 'select public.request_quote_answers()');
  end if;
end
$$;
