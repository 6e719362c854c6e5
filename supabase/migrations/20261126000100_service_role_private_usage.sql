-- The service role (the workshop's tools, the Edge Functions) may use the private schema, whose
-- tables and functions it was already granted. Without the schema's usage, the first insert into
-- contact_messages of a database session run by the service role was refused (42501, permission
-- denied for schema private): PostgreSQL plans the photo-link trigger's condition, which names
-- private.is_project_origin, the first time a session runs it, as the role running it.
grant usage on schema private to service_role;
