-- Who is the workshop: the staff of the back office (/atelier), decided by the database.
--
-- * private.workshop_members: the people invited (`npm run atelier:invite`), one row per Auth user;
--   only the service role grants and revokes (public.grant_workshop_role / revoke_workshop_role).
-- * public.is_workshop(): what every policy of the back office asks. True only for a member, and
--   only with a session that still exists: an access token lives until it expires (an hour), so a
--   revoked member, or a session ended by « Se déconnecter partout », must read nothing at once
--   even with a token still unexpired (Supabase's RBAC guide leaves this to the policies).
-- * public.workshop_journal (workshop_journal.sql): who did what, when, on which request.
create table private.workshop_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  granted_at timestamptz not null default now(),
  -- The member who granted it; null when the service role did (the invitation script).
  granted_by uuid references auth.users (id) on delete set null
);

comment on table private.workshop_members is 'The workshop''s staff: who may use the back office. Written by grant_workshop_role / revoke_workshop_role.';
revoke all on table private.workshop_members from public, anon, authenticated;
grant all on table private.workshop_members to service_role;

-- Security definer: it reads auth.sessions and the members, which the caller cannot. The session
-- is compared as text: a token's session_id that is not a UUID matches nothing rather than failing.
create function public.is_workshop()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (
    select 1
      from private.workshop_members as m
      join auth.sessions as s on s.user_id = m.user_id
     where m.user_id = auth.uid()
       and s.id::text = (auth.jwt() ->> 'session_id')
       and (s.not_after is null or s.not_after > pg_catalog.now())
  )
$$;

comment on function public.is_workshop() is 'True when the caller is a member of the workshop signed in with a session that still exists.';
revoke execute on function public.is_workshop() from public, anon;
grant execute on function public.is_workshop() to authenticated, service_role;

-- Grants the role to the Auth user with this e-mail address (created first: the invitation script
-- does it). Granting twice changes nothing. Returns the user's id.
create function public.grant_workshop_role(member_email text)
  returns uuid
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  member_id uuid;
  member_address text;
begin
  select u.id, u.email into member_id, member_address
    from auth.users as u
   where lower(u.email) = lower(btrim(member_email)) and u.deleted_at is null;
  if member_id is null then
    raise exception 'no user with the e-mail address %', member_email using errcode = 'PT404';
  end if;
  if not exists (select 1 from private.workshop_members as m where m.user_id = member_id) then
    insert into private.workshop_members (user_id, email, granted_by) values (member_id, member_address, auth.uid());
    perform private.write_workshop_journal('workshop_role.granted', null, pg_catalog.jsonb_build_object('member_id', member_id, 'member_email', member_address));
  end if;
  return member_id;
end;
$$;

-- Takes the role back and ends every session of that user at once (their refresh tokens go too):
-- a token already issued reads nothing more. Returns whether the address was a member.
create function public.revoke_workshop_role(member_email text)
  returns boolean
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  member_id uuid;
  was_member boolean;
begin
  select u.id into member_id from auth.users as u where lower(u.email) = lower(btrim(member_email));
  delete from private.workshop_members as m where m.user_id = member_id or lower(m.email) = lower(btrim(member_email));
  was_member := found;
  if member_id is not null then
    delete from auth.refresh_tokens as r where r.user_id = member_id::text;
    delete from auth.sessions as s where s.user_id = member_id;
  end if;
  if was_member then
    perform private.write_workshop_journal('workshop_role.revoked', null, pg_catalog.jsonb_build_object('member_id', member_id, 'member_email', lower(btrim(member_email))));
  end if;
  return was_member;
end;
$$;
revoke execute on function public.grant_workshop_role(text), public.revoke_workshop_role(text) from public, anon, authenticated;
grant execute on function public.grant_workshop_role(text), public.revoke_workshop_role(text) to service_role;
