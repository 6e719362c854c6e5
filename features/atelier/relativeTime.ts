import { frenchTimeAgo } from '../../lib/content/frenchDates'
import { justNow } from './texts/requests'

/** « il y a 3 heures », « hier », « il y a 2 semaines »: how long ago a request came, in French, to
 *  the nearest second; « à l’instant » under a minute. */
export function timeAgo(then: Date, now: Date): string {
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000)
  if (Math.abs(seconds) < 60) return justNow
  return frenchTimeAgo(now.getTime() + seconds * 1000, now)
}
