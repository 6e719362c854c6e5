import { expect, it } from 'vitest'
import { actionWords, actorWords, subjectWords } from './journalWords'

it('names who acted: the member, the e-mail’s link, a script or the dashboard', () => {
  expect(actorWords({ actor_email: 'anne@exemple.fr', actor_role: 'workshop', details: { via: 'atelier' } })).toBe('anne@exemple.fr')
  expect(actorWords({ actor_email: null, actor_role: 'email_link', details: { via: 'email_link' } })).toBe('lien du courriel')
  expect(actorWords({ actor_email: null, actor_role: 'service_role', details: {} })).toBe('un script de l’atelier')
  expect(actorWords({ actor_email: null, actor_role: null, details: {} })).toBe('le tableau de bord Supabase')
})

it('says what was done, and on which request', () => {
  expect(actionWords('request.close')).toBe('a clos la demande')
  expect(subjectWords({ request_id: 'x', requestName: 'Claire Dubois', details: {} })).toBe('demande de Claire Dubois')
  expect(subjectWords({ request_id: null, requestName: null, details: { member_email: 'anne@exemple.fr' } })).toBe('anne@exemple.fr')
})

it('says what an erasure removed, and never whose', () => {
  expect(actionWords('client.erased')).toBe('a effacé les données d’un client')
  const details = { messages: 2, visits: 1, notices: 0, photos: 1, rate_limit_rows: 2, address_hmac: 'ab12', via: 'atelier' }
  expect(subjectWords({ request_id: null, requestName: null, details })).toBe('2 messages, 1\u00a0photo')
})

it('names the slot of a visit booked or removed by phone, which has no request', () => {
  expect(actionWords('visit.phone_booked')).toBe('a réservé une visite prise par téléphone')
  expect(actionWords('visit.phone_removed')).toBe('a retiré une visite réservée par téléphone')
  const row = { request_id: null, requestName: null, details: { visit_id: 'x', visit_date: '2026-12-12', visit_time: '10:30', via: 'atelier' } }
  expect(subjectWords(row, new Date('2026-12-07T09:00:00Z'))).toBe('créneau du samedi 12 décembre à 10\u00a0h\u00a030')
  expect(subjectWords(row, new Date('2027-01-02T09:00:00Z'))).toBe('créneau du samedi 12 décembre 2026 à 10\u00a0h\u00a030')
})

it('says what was done to a review, and whose it was', () => {
  expect(actionWords('review.hidden')).toBe('a masqué un avis sur le site')
  expect(actionWords('review.replied')).toBe('a répondu à un avis')
  expect(actionWords('review_profile.update')).toBe('a modifié la note ou les liens Google')
  expect(subjectWords({ request_id: null, requestName: null, details: { review_id: 4, author_name: 'Claire D.' } })).toBe('avis de Claire D.')
})

it('says what was done to a finished piece, and which one', () => {
  expect(actionWords('showcase.published')).toBe('a publié une réalisation sur le site')
  expect(actionWords('showcase.deleted')).toBe('a supprimé une réalisation')
  const details = { piece_id: 'x', caption: 'Bague en or jaune', service: 'création' }
  expect(subjectWords({ request_id: null, requestName: null, details })).toBe('réalisation «\u202fBague en or jaune\u202f»')
})
