import type { ClosurePeriod } from './calendar'
import { exceptionalClosureName, holidayNames, summerClosureName } from './texts'

/** « Noël », « Congés d’été », the owner's reason or « Fermeture exceptionnelle ». */
export function closureName(closure: ClosurePeriod['closure']): string {
  if (closure.kind === 'holiday') return holidayNames[closure.holiday]
  if (closure.kind === 'summer') return summerClosureName
  return closure.reason ?? exceptionalClosureName
}
