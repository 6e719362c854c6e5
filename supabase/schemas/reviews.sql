-- Customer reviews shown on the site, published by the workshop (features/reviews/README.md): anon
-- reads those already due and not hidden, the workshop reads them all and edits them from the back
-- office (« Avis », atelier.sql), the service role writes. Every change is journaled, saying what
-- changed (private.journal_review_edit below).

create table public.reviews (
  id bigint generated always as identity primary key,
  author_name text not null,
  text text not null,
  rating smallint not null,
  -- Unix seconds, as the Google Places API gives it.
  "time" bigint not null default extract(epoch from now())::bigint,
  created_at timestamptz not null default now(),
  is_sample boolean not null default false,
  source text not null default 'Atelier',
  hidden boolean not null default false,
  reply text,
  replied_at timestamptz,

  constraint reviews_author_name_check check (author_name ~ '[^[:space:]]' and char_length(author_name) <= 100),
  constraint reviews_text_check check (text ~ '[^[:space:]]' and char_length(text) <= 5000),
  constraint reviews_rating_check check (rating between 1 and 5),
  constraint reviews_source_check check (source ~ '[^[:space:]]' and char_length(source) <= 40),
  constraint reviews_reply_check check (reply is null or (reply ~ '[^[:space:]]' and char_length(reply) <= 2000)),
  constraint reviews_replied_at_check check ((reply is null) = (replied_at is null))
);

-- A review's relative time (« il y a 2 mois ») is computed from its date when it is shown, never
-- stored: a stored phrase goes stale. Sample rows (the seed's) are marked, so the launch check can
-- refuse them in the hosted project.
comment on table public.reviews is 'Customer reviews; public read, service-role write.';
comment on column public.reviews.created_at is 'The date of the review, shown beside it; a date in the future holds it back until then.';
comment on column public.reviews.is_sample is 'A sample row for development (supabase/seed.sql), never published in the hosted project.';
comment on column public.reviews.source is 'Where the review was given: Google, the workshop (« Atelier »), an e-mail...';
comment on column public.reviews.hidden is 'A hidden review is kept but never shown on the site.';
comment on column public.reviews.reply is 'The workshop''s reply, shown under the review (« Réponse de l''atelier »).';
comment on column public.reviews.replied_at is 'When the reply was written or last changed, shown beside it.';

create index reviews_created_at_idx on public.reviews (created_at desc);

alter table public.reviews enable row level security;

revoke all on table public.reviews from anon, authenticated;
grant select on table public.reviews to anon;
grant select, insert, update, delete on table public.reviews to authenticated;
grant all on table public.reviews to service_role;

-- A review dated in the future is scheduled, not yet published; a hidden one is never shown.
create policy "Published reviews are public"
  on public.reviews
  for select
  to anon
  using (created_at <= now() and not hidden);

create policy "The workshop reads the reviews" on public.reviews for select to authenticated using ((select public.is_workshop()));
create policy "The workshop adds reviews" on public.reviews for insert to authenticated with check ((select public.is_workshop()));
create policy "The workshop changes reviews" on public.reviews for update to authenticated
  using ((select public.is_workshop())) with check ((select public.is_workshop()));
create policy "The workshop removes reviews" on public.reviews for delete to authenticated using ((select public.is_workshop()));

-- One journal row per change of a review, saying what changed and whose review it was.
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

create trigger reviews_journal after insert or update or delete on public.reviews
  for each row execute function private.journal_review_edit();
