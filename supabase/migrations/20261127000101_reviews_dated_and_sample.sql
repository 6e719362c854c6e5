-- A review's relative time (« il y a 2 mois ») is computed from its date when it is shown, never
-- stored: a stored phrase goes stale. Sample rows (the seed's) are marked, so the launch check can
-- refuse them in the hosted project.

alter table public.reviews drop constraint reviews_relative_time_description_check;
alter table public.reviews drop column relative_time_description;

alter table public.reviews add column is_sample boolean not null default false;

comment on column public.reviews.created_at is 'The date of the review, shown beside it; a date in the future holds it back until then.';
comment on column public.reviews.is_sample is 'A sample row for development (supabase/seed.sql), never published in the hosted project.';
