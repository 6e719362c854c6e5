-- One way for the workshop to cancel a confirmed visit (issue 59). The back office's « Annuler la
-- visite » ran the Edge Function visit-action, which set the visit cancelled with the visitor's own
-- function (public.cancel_visit) and sent its own e-mail; a closure cancelled visits through
-- private.workshop_cancel_visit, whose notice (private.visit_notices, visit-notices) sends another
-- e-mail. Both now go through private.workshop_cancel_visit: the member's function below journals it
-- ('request.cancel', naming the member), and visit-action's member path calls it with the member's
-- own token. The visitor gets one e-mail, whichever way: the notice's, with an .ics that cancels the
-- event (METHOD:CANCEL, the same UID, the new SEQUENCE).
create function public.atelier_cancel_visit(message_id uuid, reason text default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  outcome jsonb;
begin
  perform private.require_workshop();
  outcome := private.workshop_cancel_visit(atelier_cancel_visit.message_id, atelier_cancel_visit.reason);
  if outcome->>'outcome' = 'done' then
    perform public.journal_request_action('request.cancel', atelier_cancel_visit.message_id, auth.uid(),
      pg_catalog.jsonb_build_object('status', 'cancelled', 'visit_date', outcome->'visit_date', 'visit_time', outcome->'visit_time'));
  end if;
  return outcome;
end;
$$;


revoke execute on function public.atelier_cancel_visit(uuid, text) from public, anon;
grant execute on function public.atelier_cancel_visit(uuid, text) to authenticated;
