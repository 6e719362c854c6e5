-- The review figure the site shows (« 4,9/5 · 120 avis Google ») and the links to the workshop's
-- Google profile and to « laisser un avis » (features/reviews/README.md): one row, saved by the
-- owner in the back office's « Avis » (public.atelier_save_review_profile, atelier.sql), read by
-- anon (the build and the launch check, with the publishable key) and by the workshop. The links
-- are https only, here and in the form. Every change is journaled (workshop_journal.sql).

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
