-- One profile per signed-in member (accounts are disabled on the site for now).
-- A member reads, creates and updates only their own row; visitors see nothing.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text not null,
  last_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint profiles_first_name_check check (first_name ~ '[^[:space:]]' and char_length(first_name) <= 100),
  constraint profiles_last_name_check check (last_name is null or char_length(last_name) <= 100)
);

comment on table public.profiles is 'Member profiles; each member sees and edits only their own.';

-- search_path pinned to '' (Supabase advisor: function_search_path_mutable).
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
revoke execute on function public.set_updated_at() from public, anon, authenticated;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select, insert (id, first_name, last_name), update (first_name, last_name)
  on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- (select auth.uid()) is evaluated once per statement, not once per row.
create policy "Members read their own profile"
  on public.profiles
  for select
  to authenticated
  using ((select auth.uid()) = id);

create policy "Members create their own profile"
  on public.profiles
  for insert
  to authenticated
  with check ((select auth.uid()) = id);

create policy "Members update their own profile"
  on public.profiles
  for update
  to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);
