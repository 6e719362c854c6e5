-- Customer reviews shown on the site (imported from the workshop's Google profile).
-- Readable by everyone, written only with the service role.

create table public.reviews (
  id bigint generated always as identity primary key,
  author_name text not null,
  text text not null,
  rating smallint not null,
  -- Unix seconds, as the Google Places API gives it.
  "time" bigint not null default extract(epoch from now())::bigint,
  relative_time_description text,
  created_at timestamptz not null default now(),

  constraint reviews_author_name_check check (author_name ~ '[^[:space:]]' and char_length(author_name) <= 100),
  constraint reviews_text_check check (text ~ '[^[:space:]]' and char_length(text) <= 5000),
  constraint reviews_rating_check check (rating between 1 and 5),
  constraint reviews_relative_time_description_check
    check (relative_time_description is null or char_length(relative_time_description) <= 100)
);

comment on table public.reviews is 'Customer reviews; public read, service-role write.';

create index reviews_created_at_idx on public.reviews (created_at desc);

alter table public.reviews enable row level security;

revoke all on table public.reviews from anon, authenticated;
grant select on table public.reviews to anon, authenticated;
grant all on table public.reviews to service_role;

-- A review dated in the future is scheduled, not yet published.
create policy "Published reviews are public"
  on public.reviews
  for select
  to anon, authenticated
  using (created_at <= now());
