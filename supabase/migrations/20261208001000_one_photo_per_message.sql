-- A photo belongs to one message. A second message could name a photo it did not upload (its name
-- learnt somehow): it was accepted, and closing either request then deleted the other's photo.
--
-- Now a message naming a photo another message holds is answered as if the photo were not stored
-- (PT424, HTTP 424, the same text): to anyone who did not upload it, the answer tells nothing of
-- whether the name exists. The same message sent again (its first answer lost on the way) still
-- meets its own row and is answered 409, which the site counts as delivered. A unique index holds
-- the rule against two messages written at the same instant. Whoever writes, the service role
-- included.
--
-- Should two rows already share a photo, the later ones lose the reference (the photo stays the
-- first message's): there is no way to tell which one uploaded it, and the first came first.

update public.contact_messages later
   set file_url = null
 where later.file_url is not null
   and exists (
     select 1
       from public.contact_messages earlier
      where earlier.file_url = later.file_url
        and (earlier.created_at, earlier.id) < (later.created_at, later.id)
   );

create unique index contact_messages_one_message_per_photo
  on public.contact_messages (file_url)
  where file_url is not null;

create or replace function public.contact_messages_photo_present()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  -- A name of any other shape is the CHECK constraint's to refuse (23514), after this trigger.
  if new.file_url ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|gif)$' and (
    not exists (select 1 from storage.objects o where o.bucket_id = 'contact_images' and o.name = new.file_url)
    or exists (select 1 from public.contact_messages m where m.file_url = new.file_url and m.id <> new.id)
  ) then
    raise exception 'the photo % is not in contact_images', new.file_url
      using errcode = 'PT424',
            hint = 'Upload the photo again, then send the message.';
  end if;
  return new;
end;
$$;

comment on function public.contact_messages_photo_present() is 'Answers PT424 (HTTP 424) when a message names a photo that is not stored, or that another message holds: the site uploads it again.';
