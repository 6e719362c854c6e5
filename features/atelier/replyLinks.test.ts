import { expect, it } from 'vitest'
import { mailtoLink, whatsAppLink } from './replyLinks'

const claire = { name: 'Claire Dubois', email: 'claire@exemple.fr', phone: '06 12 34 56 78', serviceName: 'Réparation' }

it('prefills an e-mail in French to the visitor', () => {
  const link = new URL(mailtoLink(claire))
  expect(link.protocol).toBe('mailto:')
  expect(link.pathname).toBe('claire@exemple.fr')
  expect(link.searchParams.get('subject')).toBe('Votre demande à Maison Bologne (Réparation)')
  expect(link.searchParams.get('body')).toMatch(/^Bonjour Claire Dubois,/)
})

it('prefills a WhatsApp message to the visitor’s number in its international form, and offers none without a number', () => {
  const link = new URL(whatsAppLink(claire)!)
  expect(link.origin + link.pathname).toBe('https://wa.me/33612345678')
  expect(link.searchParams.get('text')).toMatch(/^Bonjour Claire Dubois, ici Maison Bologne/)
  expect(whatsAppLink({ ...claire, phone: null })).toBeNull()
})
