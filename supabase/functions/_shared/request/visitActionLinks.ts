// The signed links the e-mails carry (Deno only: reads the function's secrets). Each opens the
// site's action page (features/request-tracking/visit-actions), the token after '#', so that it never reaches a
// server's log or another site's Referer; the page shows what the link would do and acts only when
// its button is pressed.
import { env } from '../serviceApi.ts'
import { signVisitAction, type VisitAction, WORKSHOP_LINK_DAYS } from './visitActionToken.ts'

const ACTION_PAGE_PATH = '/suivi-demande'

/** The site's public origin (SITE_URL), for links and the calendar event's UID. */
export const siteUrl = () => (env('SITE_URL') ?? 'https://www.maison-bologne.fr').replace(/\/+$/, '')

/** A link for one action on one message, or null when VISIT_ACTION_SECRET is not set. */
export async function actionLink(message: string, action: VisitAction, expiresAt: Date, slot?: string): Promise<string | null> {
  const secret = env('VISIT_ACTION_SECRET')
  if (!secret) return null
  return `${siteUrl()}${ACTION_PAGE_PATH}#${await signVisitAction({ message, action, expiresAt, slot }, secret)}`
}

export interface WorkshopActionLinks {
  confirm?: string
  propose?: string
  acknowledge: string
  close: string
}

/** The workshop's links for a message; confirm and propose only when it asks for a visit. */
export async function workshopActionLinks(message: string, withVisit: boolean, now = new Date()): Promise<WorkshopActionLinks | null> {
  const expiresAt = new Date(now.getTime() + WORKSHOP_LINK_DAYS * 24 * 60 * 60 * 1000)
  const link = (action: VisitAction) => actionLink(message, action, expiresAt)
  const [acknowledge, close] = await Promise.all([link('acknowledge'), link('close')])
  if (!acknowledge || !close) return null
  if (!withVisit) return { acknowledge, close }
  const [confirm, propose] = await Promise.all([link('confirm'), link('propose')])
  return { confirm: confirm ?? undefined, propose: propose ?? undefined, acknowledge, close }
}
