-- « Avis » in the back office (/atelier): the owner adds a review (its date and source), hides or
-- shows one, replies to it (the reply shows under the review on the site, as Google shows one),
-- deletes one; and sets the review figure (average, count, source) with the links to the workshop's
-- Google profile and to « laisser un avis », which the build reads instead of lib/owner.ts.
--
-- * anon keeps its read: published reviews only, now also never a hidden one; the figure and links
--   are public (the build and the launch check read them with the publishable key).
-- * A member writes through the atelier_* functions below (security definer, private.require_workshop()
--   first: 42501 for anyone else; anon cannot execute them). Bad input is refused with the fields at
--   fault, { outcome: 'refused', reason: 'invalid', problems: [...] }, and the CHECKs say the same
--   to the dashboard.
-- * Every change, from here or the dashboard, leaves one journal row naming what it did
--   (review.added, review.hidden, review.replied...) and whose review it was.

alter table public.reviews
  add column source text not null default 'Atelier',
  add column hidden boolean not null default false,
  add column reply text,
  add column replied_at timestamptz,
  add constraint reviews_source_check check (source ~ '[^[:space:]]' and char_length(source) <= 40),
  add constraint reviews_reply_check check (reply is null or (reply ~ '[^[:space:]]' and char_length(reply) <= 2000)),
  add constraint reviews_replied_at_check check ((reply is null) = (replied_at is null));

comment on column public.reviews.source is 'Where the review was given: Google, the workshop (« Atelier »), an e-mail...';
comment on column public.reviews.hidden is 'A hidden review is kept but never shown on the site.';
comment on column public.reviews.reply is 'The workshop''s reply, shown under the review (« Réponse de l''atelier »).';
comment on column public.reviews.replied_at is 'When the reply was written or last changed, shown beside it.';

alter policy "Published reviews are public" on public.reviews using (created_at <= now() and not hidden);

-- The review figure and the links, one row.
create table public.review_profile (
  id boolean primary key default true,
  rating_value numeric(2, 1) not null,
  rating_count integer not null,
  rating_source text not null,
  profile_url text,
  review_url text,
  is_sample boolean not null default false,
  updated_at timestamptz not null default now(),

  constraint review_profile_one_row check (id),
  constraint review_profile_rating_value_check check (rating_value between 1 and 5),
  constraint review_profile_rating_count_check check (rating_count between 1 and 1000000),
  constraint review_profile_rating_source_check check (rating_source ~ '[^[:space:]]' and char_length(rating_source) <= 40),
  constraint review_profile_profile_url_check check (profile_url is null or (profile_url ~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(/[^[:space:]<>"]*)?$' and char_length(profile_url) <= 500)),
  constraint review_profile_review_url_check check (review_url is null or (review_url ~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(/[^[:space:]<>"]*)?$' and char_length(review_url) <= 500))
);

comment on table public.review_profile is 'The review figure the site shows (« 4,9/5 · 120 avis Google ») and the links to the workshop''s Google profile; public read, written by the workshop.';
comment on column public.review_profile.is_sample is 'A sample row for development (supabase/seed.sql), refused by the launch check in the hosted project.';

alter table public.review_profile enable row level security;
revoke all on table public.review_profile from anon, authenticated;
grant select on table public.review_profile to anon, authenticated;
grant all on table public.review_profile to service_role;

-- The one row (its id is always true): public, as the figure is on every page.
create policy "The review figure is public" on public.review_profile for select to anon using (id);
create policy "The workshop reads the review figure" on public.review_profile for select to authenticated using ((select public.is_workshop()));

create trigger review_profile_journal after insert or update or delete on public.review_profile
  for each row execute function private.journal_owner_edit();

-- One journal row per change of a review, saying what changed.
create function private.journal_review_edit()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  action text;
  review public.reviews;
begin
  if tg_op = 'DELETE' then
    review := old;
    action := 'review.deleted';
  else
    review := new;
    action := case
      when tg_op = 'INSERT' then 'review.added'
      when new.hidden and not old.hidden then 'review.hidden'
      when old.hidden and not new.hidden then 'review.shown'
      when old.reply is null and new.reply is not null then 'review.replied'
      when old.reply is not null and new.reply is null then 'review.reply_removed'
      when old.reply is distinct from new.reply then 'review.reply_changed'
      when pg_catalog.to_jsonb(old) = pg_catalog.to_jsonb(new) then null
      else 'review.changed'
    end;
  end if;
  if action is not null then
    perform private.write_workshop_journal(action, null,
      pg_catalog.jsonb_build_object('review_id', review.id, 'author_name', review.author_name, 'rating', review.rating));
  end if;
  return null;
end;
$$;

revoke execute on function private.journal_review_edit() from public, anon, authenticated, service_role;

drop trigger reviews_journal on public.reviews;
create trigger reviews_journal after insert or update or delete on public.reviews
  for each row execute function private.journal_review_edit();

-- The same rule for a link, in the form and here.
create function private.is_https_link(link text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select link ~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(/[^[:space:]<>"]*)?$' and char_length(link) <= 500
$$;

revoke execute on function private.is_https_link(text) from public, anon, authenticated;

-- « Ajouter un avis »: { outcome: 'done', id } or refused with its problems (author_name, rating,
-- text, reviewed_on, source). The date is the review's day, from midnight in Paris; not in the future.
create function public.atelier_add_review(author_name text, rating integer, body text, reviewed_on date, source text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[] := '{}';
  written_at timestamptz;
  new_id bigint;
begin
  perform private.require_workshop();
  if author_name is null or author_name !~ '[^[:space:]]' or char_length(btrim(author_name)) > 100 then
    problems := pg_catalog.array_append(problems, 'author_name');
  end if;
  if rating is null or rating not between 1 and 5 then
    problems := pg_catalog.array_append(problems, 'rating');
  end if;
  if body is null or body !~ '[^[:space:]]' or char_length(btrim(body)) > 5000 then
    problems := pg_catalog.array_append(problems, 'text');
  end if;
  if reviewed_on is null or reviewed_on > (now() at time zone 'Europe/Paris')::date or reviewed_on < date '2000-01-01' then
    problems := pg_catalog.array_append(problems, 'reviewed_on');
  end if;
  if source is null or source !~ '[^[:space:]]' or char_length(btrim(source)) > 40 then
    problems := pg_catalog.array_append(problems, 'source');
  end if;
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;
  written_at := least(reviewed_on::timestamp at time zone 'Europe/Paris', now());
  insert into public.reviews (author_name, text, rating, "time", created_at, source)
  values (btrim(author_name), btrim(body), rating, extract(epoch from written_at)::bigint, written_at, btrim(source))
  returning id into new_id;
  return pg_catalog.jsonb_build_object('outcome', 'done', 'id', new_id);
end;
$$;

-- « Masquer » / « Afficher »: { outcome: 'done' } or refused not_found.
create function public.atelier_set_review_hidden(review_id bigint, hidden boolean)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  update public.reviews as r set hidden = coalesce(atelier_set_review_hidden.hidden, false) where r.id = review_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « Répondre »: a reply written or changed (dated now), or removed when empty; refused not_found or
-- invalid (problems: reply, too long).
create function public.atelier_reply_to_review(review_id bigint, reply text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  written text := nullif(btrim(coalesce(reply, '')), '');
begin
  perform private.require_workshop();
  if char_length(written) > 2000 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.jsonb_build_array('reply'));
  end if;
  update public.reviews as r
     set reply = written,
         replied_at = case when written is null then null when written is distinct from r.reply then now() else r.replied_at end
   where r.id = review_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « Supprimer » (after the dialog's confirmation): { outcome: 'done' } or refused not_found.
create function public.atelier_delete_review(review_id bigint)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  delete from public.reviews as r where r.id = review_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « La note et les liens »: the one row, replaced; an empty link means none. { outcome: 'done' } or
-- refused invalid (problems: rating_value, rating_count, rating_source, profile_url, review_url).
create function public.atelier_save_review_profile(rating_value numeric, rating_count integer, rating_source text, profile_url text, review_url text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[] := '{}';
  profile text := nullif(btrim(coalesce(profile_url, '')), '');
  leave text := nullif(btrim(coalesce(review_url, '')), '');
begin
  perform private.require_workshop();
  if rating_value is null or rating_value not between 1 and 5 or rating_value <> round(rating_value, 1) then
    problems := pg_catalog.array_append(problems, 'rating_value');
  end if;
  if rating_count is null or rating_count not between 1 and 1000000 then
    problems := pg_catalog.array_append(problems, 'rating_count');
  end if;
  if rating_source is null or rating_source !~ '[^[:space:]]' or char_length(btrim(rating_source)) > 40 then
    problems := pg_catalog.array_append(problems, 'rating_source');
  end if;
  if profile is not null and not private.is_https_link(profile) then
    problems := pg_catalog.array_append(problems, 'profile_url');
  end if;
  if leave is not null and not private.is_https_link(leave) then
    problems := pg_catalog.array_append(problems, 'review_url');
  end if;
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;
  insert into public.review_profile (id, rating_value, rating_count, rating_source, profile_url, review_url, is_sample, updated_at)
  values (true, rating_value, rating_count, btrim(rating_source), profile, leave, false, now())
  on conflict (id) do update
    set rating_value = excluded.rating_value, rating_count = excluded.rating_count, rating_source = excluded.rating_source,
        profile_url = excluded.profile_url, review_url = excluded.review_url, is_sample = false, updated_at = excluded.updated_at;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

revoke execute on function public.atelier_add_review(text, integer, text, date, text), public.atelier_set_review_hidden(bigint, boolean),
  public.atelier_reply_to_review(bigint, text), public.atelier_delete_review(bigint),
  public.atelier_save_review_profile(numeric, integer, text, text, text)
  from public, anon;
grant execute on function public.atelier_add_review(text, integer, text, date, text), public.atelier_set_review_hidden(bigint, boolean),
  public.atelier_reply_to_review(bigint, text), public.atelier_delete_review(bigint),
  public.atelier_save_review_profile(numeric, integer, text, text, text)
  to authenticated;
