-- The schemas and extensions the rest builds on. Supabase's own (auth, storage, vault, cron, net,
-- extensions) are the platform's; locally supabase/local/baseline.sql stands in for them.

-- pg_net and pg_cron are enabled here on a hosted project; the local backend (supabase/local), whose
-- databases have neither, emulates net.http_post and vault in its baseline and runs the scheduled
-- jobs with a timer instead (each job is scheduled in the file of its concern).
do $$
begin
  if exists (select from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
  if exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end
$$;

-- The rate limits' HMACs (contact_rate_limits.sql), as hosted projects have it.
create extension if not exists pgcrypto with schema extensions;

-- What the API does not serve: it exposes `public` only. Visitors' triggers and the workshop's
-- policies call functions here, so the API roles may use the schema, not what is in it.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated;

-- The service role (the workshop's tools, the Edge Functions) may use the private schema, whose
-- tables and functions it is granted. Without the schema's usage, the first insert into
-- contact_messages of a database session run by the service role was refused (42501, permission
-- denied for schema private): PostgreSQL plans a trigger's condition naming a private function the
-- first time a session runs it, as the role running it.
grant usage on schema private to service_role;
