-- A pause of the contact form for the whole site is a health problem: while the site-wide ceiling
-- (private.contact_rate_limits, scope 'site') is reached, every visitor's message is held back on
-- their device, and the uptime monitor must fire rather than read « healthy ». The report so far is
-- kept whole, as private.health_report_before_pause, and this one adds to it.

alter function private.health_report(interval) rename to health_report_before_pause;
revoke execute on function private.health_report_before_pause(interval) from public, anon, authenticated, service_role;

-- Each site-wide rule reached now: its period, how many messages the period holds, its ceiling,
-- and when the pause ends (once enough of the counted messages have left the period). Empty while
-- the form is open to everyone.
create function private.site_pauses_now()
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'period', rule.period::text, 'messages', rule.used, 'ceiling', rule.max_messages, 'until', rule.until)
           order by rule.period), '[]'::jsonb)
    from (
      select l.period, l.max_messages, pg_catalog.count(s.*)::int as used,
             (pg_catalog.array_agg(s.sent_at order by s.sent_at desc))[l.max_messages] + l.period as until
        from private.contact_rate_limits as l
        left join private.contact_sends as s on s.sent_at > pg_catalog.now() - l.period
       where l.scope = 'site'
       group by l.period, l.max_messages
      having pg_catalog.count(s.*) >= l.max_messages
    ) as rule
$$;

revoke execute on function private.site_pauses_now() from public, anon, authenticated, service_role;

create function private.health_report(waiting_limit interval default interval '15 minutes')
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  report jsonb := private.health_report_before_pause(waiting_limit);
  pauses jsonb;
  problems jsonb;
begin
  pauses := private.site_pauses_now();

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.format(
           'contact messages paused for the whole site: %s in the last %s (ceiling %s), until about %s',
           pause->>'messages', pause->>'period', pause->>'ceiling',
           pg_catalog.to_char((pause->>'until')::timestamptz at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') || ' (Paris)')), '[]'::jsonb)
    into problems
    from pg_catalog.jsonb_array_elements(pauses) as pause;

  problems := (report->'problems') || problems;
  return report || pg_catalog.jsonb_build_object(
    'healthy', pg_catalog.jsonb_array_length(problems) = 0,
    'problems', problems,
    'site_paused', pauses
  );
end;
$$;

revoke execute on function private.health_report(interval) from public, anon, authenticated;
grant execute on function private.health_report(interval) to service_role;
