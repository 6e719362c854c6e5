-- « Réalisations » in the back office (/atelier): the owner photographs a finished piece with the
-- phone (prepared on the device, no EXIF, no GPS), adds a caption and its service, and publishes it;
-- the build reads the published pieces and writes their responsive photos. The table, the private
-- bucket `showcase` and its policies, the atelier_* functions, the journal and the site's build
-- (schemas/showcase.sql says the rules).

create table public.showcase_pieces (
  id uuid primary key,
  caption text not null,
  -- A contact choice's id (lib/content/contactChoices.ts), as contact_messages.service.
  service text not null,
  -- The object's name in the bucket `showcase`: the piece's id and .jpg.
  photo text not null unique,
  photo_width integer not null,
  photo_height integer not null,
  published boolean not null default false,
  -- The order on the site: the smallest first; a new piece comes first.
  position integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint showcase_pieces_caption_check check (caption ~ '[^[:space:]]' and char_length(caption) between 1 and 200),
  constraint showcase_pieces_service_check
    check (service in ('création', 'réparation', 'expertise', 'taille', 'achat-or', 'horlogerie', 'enfilage-perles')),
  constraint showcase_pieces_photo_check check (photo = id::text || '.jpg'),
  constraint showcase_pieces_photo_size_check check (photo_width between 1 and 10000 and photo_height between 1 and 10000)
);

comment on table public.showcase_pieces is 'The workshop''s finished pieces (« Réalisations »): a photo in the bucket showcase, a caption, a service; anon reads the published ones, the workshop writes through atelier_* functions.';

create index showcase_pieces_position_idx on public.showcase_pieces (position);

alter table public.showcase_pieces enable row level security;
revoke all on table public.showcase_pieces from anon, authenticated;
grant select on table public.showcase_pieces to anon, authenticated;
grant all on table public.showcase_pieces to service_role;

create policy "Published pieces are public" on public.showcase_pieces for select to anon, authenticated using (published);
create policy "The workshop reads the pieces" on public.showcase_pieces for select to authenticated using ((select public.is_workshop()));

-- The photos: private; read by anon only for a published piece (the build), by the workshop all.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('showcase', 'showcase', false, 3145728, array['image/jpeg'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "The photos of published pieces are public"
  on storage.objects
  for select
  to anon, authenticated
  using (bucket_id = 'showcase' and exists (select 1 from public.showcase_pieces as p where p.photo = objects.name and p.published));

create policy "The workshop reads the photos of the pieces"
  on storage.objects
  for select
  to authenticated
  using (bucket_id = 'showcase' and (select public.is_workshop()));

create policy "The workshop uploads the photo of a piece under a UUID name"
  on storage.objects
  for insert
  to authenticated
  with check (
    bucket_id = 'showcase'
    and (select public.is_workshop())
    and name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$'
  );

create policy "The workshop removes a photo no piece shows"
  on storage.objects
  for delete
  to authenticated
  using (
    bucket_id = 'showcase'
    and (select public.is_workshop())
    and not exists (select 1 from public.showcase_pieces as p where p.photo = objects.name)
  );

-- One journal row per change of a piece, saying what changed and which piece.
create function private.journal_showcase_edit()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  action text;
  piece public.showcase_pieces;
begin
  if tg_op = 'DELETE' then
    piece := old;
    action := 'showcase.deleted';
  else
    piece := new;
    action := case
      when tg_op = 'INSERT' then 'showcase.added'
      when new.published and not old.published then 'showcase.published'
      when old.published and not new.published then 'showcase.unpublished'
      when old.position <> new.position and old.caption = new.caption and old.service = new.service then 'showcase.moved'
      when (old.caption, old.service) is distinct from (new.caption, new.service) then 'showcase.changed'
      else null
    end;
  end if;
  if action is not null then
    perform private.write_workshop_journal(action, null,
      pg_catalog.jsonb_build_object('piece_id', piece.id, 'caption', piece.caption, 'service', piece.service));
  end if;
  return null;
end;
$$;
revoke execute on function private.journal_showcase_edit() from public, anon, authenticated, service_role;

create trigger showcase_pieces_journal after insert or update or delete on public.showcase_pieces
  for each row execute function private.journal_showcase_edit();

-- The gallery page and the service pages show the published pieces: a change asks for a build.
create trigger showcase_pieces_site_changed
  after insert or update or delete on public.showcase_pieces
  for each statement execute function private.site_content_changed();

-- « Ajouter »: after the photo's upload (<piece_id>.jpg), the piece, unpublished, first in the order.
-- { outcome: 'done', id }, 'already' for the same id again (a retry), or refused invalid (problems:
-- caption, service, photo: not uploaded or its size unknown).
create function public.atelier_add_showcase_piece(piece_id uuid, caption text, service text, photo_width integer, photo_height integer)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problems text[] := '{}';
  photo text := piece_id::text || '.jpg';
begin
  perform private.require_workshop();
  if piece_id is null then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.jsonb_build_array('photo'));
  end if;
  if exists (select 1 from public.showcase_pieces as p where p.id = piece_id) then
    return pg_catalog.jsonb_build_object('outcome', 'already', 'id', piece_id);
  end if;
  if caption is null or caption !~ '[^[:space:]]' or char_length(btrim(caption)) > 200 then
    problems := pg_catalog.array_append(problems, 'caption');
  end if;
  if service is null or service not in ('création', 'réparation', 'expertise', 'taille', 'achat-or', 'horlogerie', 'enfilage-perles') then
    problems := pg_catalog.array_append(problems, 'service');
  end if;
  if photo_width is null or photo_width not between 1 and 10000 or photo_height is null or photo_height not between 1 and 10000
     or not exists (select 1 from storage.objects as o where o.bucket_id = 'showcase' and o.name = photo) then
    problems := pg_catalog.array_append(problems, 'photo');
  end if;
  if pg_catalog.cardinality(problems) > 0 then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'invalid', 'problems', pg_catalog.to_jsonb(problems));
  end if;
  insert into public.showcase_pieces (id, caption, service, photo, photo_width, photo_height, position)
  values (piece_id, btrim(caption), service, photo, photo_width, photo_height,
          coalesce((select min(p.position) from public.showcase_pieces as p), 1) - 1);
  return pg_catalog.jsonb_build_object('outcome', 'done', 'id', piece_id);
end;
$$;

-- « Publier » / « Retirer du site »: { outcome: 'done' } or refused not_found.
create function public.atelier_set_showcase_published(piece_id uuid, published boolean)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.require_workshop();
  update public.showcase_pieces as p
     set published = coalesce(atelier_set_showcase_published.published, false), updated_at = now()
   where p.id = piece_id and p.published is distinct from coalesce(atelier_set_showcase_published.published, false);
  if not found and not exists (select 1 from public.showcase_pieces as p where p.id = piece_id) then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « Monter » (-1) / « Descendre » (1): the piece changes places with its neighbour; at the end of the
-- list nothing moves. { outcome: 'done' } or refused not_found.
create function public.atelier_move_showcase_piece(piece_id uuid, direction integer)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  piece public.showcase_pieces;
  neighbour public.showcase_pieces;
begin
  perform private.require_workshop();
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('showcase_pieces.position'));
  select * into piece from public.showcase_pieces as p where p.id = piece_id;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  if direction < 0 then
    select * into neighbour from public.showcase_pieces as p
     where (p.position, p.id) < (piece.position, piece.id) order by p.position desc, p.id desc limit 1;
  else
    select * into neighbour from public.showcase_pieces as p
     where (p.position, p.id) > (piece.position, piece.id) order by p.position, p.id limit 1;
  end if;
  if neighbour.id is not null then
    -- Equal positions (rows added by hand) are told apart by the step.
    update public.showcase_pieces as p
       set position = case when p.id = piece.id
                           then case when neighbour.position = piece.position then piece.position + pg_catalog.sign(direction)::integer else neighbour.position end
                           else piece.position end,
           updated_at = now()
     where p.id in (piece.id, neighbour.id);
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done');
end;
$$;

-- « Supprimer » (after the dialog's confirmation): the piece goes, and its photo's name is returned
-- for the page to remove it from Storage (the policy lets it once no piece names it).
-- { outcome: 'done', photo } or refused not_found.
create function public.atelier_delete_showcase_piece(piece_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  photo text;
begin
  perform private.require_workshop();
  delete from public.showcase_pieces as p where p.id = piece_id returning p.photo into photo;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'refused', 'reason', 'not_found');
  end if;
  return pg_catalog.jsonb_build_object('outcome', 'done', 'photo', photo);
end;
$$;

revoke execute on function public.atelier_add_showcase_piece(uuid, text, text, integer, integer),
  public.atelier_set_showcase_published(uuid, boolean), public.atelier_move_showcase_piece(uuid, integer),
  public.atelier_delete_showcase_piece(uuid)
  from public, anon;
grant execute on function public.atelier_add_showcase_piece(uuid, text, text, integer, integer),
  public.atelier_set_showcase_published(uuid, boolean), public.atelier_move_showcase_piece(uuid, integer),
  public.atelier_delete_showcase_piece(uuid)
  to authenticated;
