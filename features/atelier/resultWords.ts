// What the owner reads after an action on a request, from the Edge Function's answer. Plain TypeScript.
import { refusals, unknownRefusal } from '../request-tracking/visit-actions/texts'
import type { ActionResult, RequestAction } from './requestActions'
import {
  alreadyText,
  atelierRefusals,
  closedMeanwhileText,
  failedText,
  notMailedText,
  notMemberText,
  photoKeptText,
  results,
  signedOutText,
} from './texts/requests'

export function resultWords(action: RequestAction, result: ActionResult): { text: string; ok: boolean } {
  if (result.outcome === 'done') {
    const extra = [result.mailed === false ? notMailedText : '', result.photoDeleted === false ? photoKeptText : ''].filter(Boolean)
    return { text: [results[action], ...extra].join(' '), ok: result.mailed !== false }
  }
  if (result.outcome === 'already') return { text: alreadyText, ok: true }
  if (result.outcome === 'failed') return { text: failedText, ok: false }
  const reason = result.reason ?? ''
  const text =
    reason === 'closed'
      ? closedMeanwhileText
      : reason === 'not_signed_in'
        ? signedOutText
        : reason === 'not_member'
          ? notMemberText
          : (atelierRefusals[reason] ?? refusals[reason] ?? unknownRefusal)
  return { text, ok: false }
}
