-- Customer reviews shown on the site, published by the workshop (features/reviews/README.md): anon
-- reads those already due, the workshop reads and edits them all from the back office, the service
-- role writes. Every change is journaled (workshop_journal.sql).

create table public.reviews (
  id bigint generated always as identity primary key,
  author_name text not null,
  text text not null,
  rating smallint not null,
  -- Unix seconds, as the Google Places API gives it.
  "time" bigint not null default extract(epoch from now())::bigint,
  created_at timestamptz not null default now(),
  is_sample boolean not null default false,

  constraint reviews_author_name_check check (author_name ~ '[^[:space:]]' and char_length(author_name) <= 100),
  constraint reviews_text_check check (text ~ '[^[:space:]]' and char_length(text) <= 5000),
  constraint reviews_rating_check check (rating between 1 and 5)
);

-- A review's relative time (« il y a 2 mois ») is computed from its date when it is shown, never
-- stored: a stored phrase goes stale. Sample rows (the seed's) are marked, so the launch check can
-- refuse them in the hosted project.
comment on table public.reviews is 'Customer reviews; public read, service-role write.';
comment on column public.reviews.created_at is 'The date of the review, shown beside it; a date in the future holds it back until then.';
comment on column public.reviews.is_sample is 'A sample row for development (supabase/seed.sql), never published in the hosted project.';

create index reviews_created_at_idx on public.reviews (created_at desc);

alter table public.reviews enable row level security;

revoke all on table public.reviews from anon, authenticated;
grant select on table public.reviews to anon;
grant select, insert, update, delete on table public.reviews to authenticated;
grant all on table public.reviews to service_role;

-- A review dated in the future is scheduled, not yet published.
create policy "Published reviews are public"
  on public.reviews
  for select
  to anon
  using (created_at <= now());

create policy "The workshop reads the reviews" on public.reviews for select to authenticated using ((select public.is_workshop()));
create policy "The workshop adds reviews" on public.reviews for insert to authenticated with check ((select public.is_workshop()));
create policy "The workshop changes reviews" on public.reviews for update to authenticated
  using ((select public.is_workshop())) with check ((select public.is_workshop()));
create policy "The workshop removes reviews" on public.reviews for delete to authenticated using ((select public.is_workshop()));

create trigger reviews_journal after insert or update or delete on public.reviews
  for each row execute function private.journal_owner_edit();
