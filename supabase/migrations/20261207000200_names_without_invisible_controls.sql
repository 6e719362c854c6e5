-- Names and subjects without bidirectional controls (an override can make a subject read backwards
-- in the workshop's mail client, the calendar feed or the visitor's .ics) nor invisible spaces
-- (zero-width space, word joiner, byte order mark): the site drops them before a message leaves
-- (features/contact/invisibleControls.ts), so the database refuses what the site never sends
-- (tests/integration/message-rules.test.ts feeds both). The joiners U+200C and U+200D stay: Persian
-- names and emoji need them. Rows already stored are left as they are (not valid).
alter table public.contact_messages
  drop constraint contact_messages_name_check,
  add constraint contact_messages_name_check
    check (name ~ '[^[:space:]]' and char_length(name) <= 100 and name !~ '[\n\v\f\r\u0085\u2028\u2029]'
      and name !~ '[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]') not valid,
  drop constraint contact_messages_subject_check,
  add constraint contact_messages_subject_check
    check (subject is null or (subject ~ '[^[:space:]]' and char_length(subject) <= 150 and subject !~ '[\n\v\f\r\u0085\u2028\u2029]'
      and subject !~ '[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]')) not valid;
