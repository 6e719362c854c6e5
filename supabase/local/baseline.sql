-- LOCAL ONLY. Recreates the parts of a hosted Supabase database that the migrations rely on
-- (API roles, auth.users and auth.uid(), storage.buckets/objects, default privileges).
-- Applied by supabase/local/migrate.mjs before supabase/migrations/*.sql; never pushed to a
-- hosted project, which already has all of this. Written to be re-runnable.

-- API roles: PostgREST switches to one of these per request from the JWT `role` claim.
do $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Hosted default: every new object in public is fully granted to the API roles;
-- migrations must revoke what they do not mean to expose.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- auth: the subset of GoTrue's schema the site and the local auth endpoint use.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text default null,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid
);
create index if not exists refresh_tokens_user_id_idx on auth.refresh_tokens (user_id);

-- The e-mail code of a sign-in (GoTrue keeps a magic link's or an OTP's hash in these two columns).
alter table auth.users add column if not exists recovery_token varchar(255);
alter table auth.users add column if not exists recovery_sent_at timestamptz;

-- Sessions, as GoTrue's migrations create them: every access token names its row in its
-- `session_id` claim; a sign-out deletes the row, and its refresh tokens go with it.
do $$
begin
  if not exists (select from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
                  where n.nspname = 'auth' and t.typname = 'aal_level') then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
end
$$;

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp without time zone,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
comment on table auth.sessions is 'Auth: Stores session data associated to a user.';

-- How each session was opened (GoTrue: the access token's `amr` claim, kept across refreshes).
create table if not exists auth.mfa_amr_claims (
  id uuid primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  constraint amr_id_pk unique (session_id, authentication_method)
);

do $$
begin
  if not exists (select from pg_catalog.pg_constraint where conname = 'refresh_tokens_session_id_fkey') then
    -- Refresh tokens issued before sessions were rows (an older local database) end here.
    delete from auth.refresh_tokens r where r.session_id is null or not exists (select from auth.sessions s where s.id = r.session_id);
    alter table auth.refresh_tokens
      add constraint refresh_tokens_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade;
  end if;
end
$$;

alter table auth.users enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.sessions enable row level security;
alter table auth.mfa_amr_claims enable row level security;
revoke all on auth.users, auth.refresh_tokens, auth.sessions, auth.mfa_amr_claims from anon, authenticated;

-- Same definitions as hosted: read the claims PostgREST puts in the transaction.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- storage: the tables Supabase Storage keeps its metadata in; the bytes live outside the database.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
set search_path = ''
as $$
declare
  _parts text[];
begin
  select pg_catalog.string_to_array(name, '/') into _parts;
  return _parts[1 : pg_catalog.array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  _parts text[];
begin
  select pg_catalog.string_to_array(name, '/') into _parts;
  return _parts[pg_catalog.array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  _filename text;
begin
  select storage.filename(name) into _filename;
  return pg_catalog.reverse(pg_catalog.split_part(pg_catalog.reverse(_filename), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- extensions: the schema hosted projects install extensions into (pg_net's migration names it).
create schema if not exists extensions;

-- pg_net (hosted: an extension with a background worker). Same signature as pg_net's
-- net.http_post: the request is queued in the transaction and sent after it commits, by the local
-- server (supabase/local/pg-net.mjs) in place of pg_net's worker; the answer lands in net._http_response.
create schema if not exists net;
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);
create unlogged table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_id bigint;
  query text;
begin
  select pg_catalog.string_agg(pg_catalog.format('%s=%s', key, value), '&') into query from pg_catalog.jsonb_each_text(params);
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'POST',
    url || coalesce('?' || query, ''),
    headers,
    pg_catalog.convert_to(body::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id into request_id;
  return request_id;
end
$$;
revoke execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;

-- Supabase Vault (hosted: encrypted with a key outside the database). Same names as hosted:
-- vault.create_secret, vault.update_secret, the vault.decrypted_secrets view. Stored in clear
-- locally, where the only secrets are the local server's own.
create schema if not exists vault;
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, created_at, updated_at from vault.secrets;

create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
returns uuid
language sql
set search_path = ''
as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id;
$$;

create or replace function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null, new_description text default null)
returns void
language sql
set search_path = ''
as $$
  update vault.secrets
     set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
         description = coalesce(new_description, description), updated_at = now()
   where id = secret_id;
$$;
revoke all on schema vault from public;

-- pg_cron's bookkeeping (hosted: the extension's own tables), with the columns the health report
-- reads: the local scheduler (local/scheduler.mjs) registers its jobs here and records each run.
create schema if not exists cron;
create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  jobname text unique,
  active boolean not null default true
);
create table if not exists cron.job_run_details (
  runid bigserial primary key,
  jobid bigint not null,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
revoke all on schema cron from public;
