-- Retention, as the privacy policy states it (lib/content/pageContent/legal.ts): a contact request is kept
-- three years from our last exchange with its sender, and its photo goes at the latest then. A photo
-- that no message references (its message never arrived, or is gone) is deleted after 24 hours.
--
-- Rows are deleted in SQL; photos only through the Storage API, which removes the file as well as its
-- row (hosted Storage refuses SQL deletes on storage.objects). So pg_cron asks the Edge Function
-- contact-retention, daily, to do both: it calls delete_expired_contact_messages(), then removes
-- every object orphan_contact_images() lists. A photo whose message has just expired is an orphan
-- older than 24 hours, so it goes in the same run. The function's secret is in Vault:
--   select vault.create_secret('<random secret>', 'contact_retention_secret');
-- and given to the function: supabase secrets set CONTACT_RETENTION_SECRET=...

-- The last exchange we know of is the sender's latest message (same address, any case).
create function public.delete_expired_contact_messages()
  returns integer
  language sql
  set search_path = ''
as $$
  with last_exchange as (
    select pg_catalog.lower(email) as email, max(created_at) as last_at
      from public.contact_messages
     group by pg_catalog.lower(email)
  ), deleted as (
    delete from public.contact_messages m
     using last_exchange l
     where pg_catalog.lower(m.email) = l.email
       and l.last_at < pg_catalog.now() - interval '3 years'
    returning 1
  )
  select count(*)::integer from deleted;
$$;

-- A message references its photo by object name or by public URL (…/contact_images/<name>).
create function public.orphan_contact_images(batch integer default 1000)
  returns setof text
  language sql
  stable
  set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'contact_images'
     and o.created_at < pg_catalog.now() - interval '24 hours'
     and not exists (
       select 1 from public.contact_messages m
        where m.file_url = o.name
           or pg_catalog.right(m.file_url, pg_catalog.char_length(o.name) + 16) = '/contact_images/' || o.name
     )
   order by o.created_at
   limit batch;
$$;

create function public.request_contact_retention()
  returns bigint
  language sql
  security definer
  set search_path = ''
as $$
  select public.request_edge_function('contact-retention', 'contact_retention_secret', '{}'::jsonb, 120000);
$$;

revoke execute on function public.delete_expired_contact_messages() from public, anon, authenticated;
revoke execute on function public.orphan_contact_images(integer) from public, anon, authenticated;
revoke execute on function public.request_contact_retention() from public, anon, authenticated, service_role;
grant execute on function public.delete_expired_contact_messages() to service_role;
grant execute on function public.orphan_contact_images(integer) to service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('contact-retention', '17 3 * * *', 'select public.request_contact_retention()');
  end if;
end
$$;
